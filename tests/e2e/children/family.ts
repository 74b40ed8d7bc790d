import { expect } from '@playwright/test'
import {
  anonKey,
  API_URL,
  ownSchool,
  proveAddress,
  unique,
  type OwnSchool,
  type Person,
} from '../support'

// A family for the parent's screens, in a school of its own: ownSchool()'s parent with their
// child Onni, a second child (Ville) in the same class linked to the parent by the principal,
// Onni's work handed in and graded with feedback, an accommodation on Onni's plan, and the
// principal having opened Onni's medical information and notes (so the access log has a line).

async function rest(path: string, token: string, body?: unknown, prefer?: string) {
  const res = await fetch(`${API_URL}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      apikey: await anonKey(),
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      ...(prefer ? { Prefer: prefer } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  expect(res.ok, `${path}: ${res.status} ${text}`).toBe(true)
  return text ? (JSON.parse(text) as unknown) : null
}

async function patch(path: string, token: string, body: unknown) {
  const res = await fetch(`${API_URL}${path}`, {
    method: 'PATCH',
    headers: {
      apikey: await anonKey(),
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  })
  expect(res.ok, `${path}: ${res.status} ${await res.text()}`).toBe(true)
}

export type Family = OwnSchool & { second: { id: string; name: string }; feedback: string }

export async function family(): Promise<Family> {
  const school = await ownSchool()
  const { principal, teacher, student } = school
  const token = principal.token

  const email = `${unique('ville').toLowerCase()}@example.test`
  const invitation = (await rest('/rest/v1/rpc/invite_member', token, {
    email,
    role: 'student',
    first_name: 'Ville',
    last_name: 'Oppilas',
    grade_level: 3,
    class_id: school.classId,
  })) as string
  const signUp = (await (
    await fetch(`${API_URL}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: await anonKey(), 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email,
        password: 'Oppi-demo-2026',
        data: { invitation_id: invitation },
      }),
    })
  ).json()) as { user: { id: string } }
  const second = { id: signUp.user.id, name: 'Ville Oppilas' }
  await proveAddress(email)

  const [me] = (await rest(`/rest/v1/profiles?select=school_id&id=eq.${principal.id}`, token)) as {
    school_id: string
  }[]
  await rest('/rest/v1/guardian_links', token, {
    school_id: me.school_id,
    student_id: second.id,
    parent_id: school.parent.id,
    source: 'manual',
  })

  const [handIn] = (await rest(
    '/rest/v1/assignment_submissions',
    student.token,
    { assignment_id: school.assignment.id, content: 'Kasvit tarvitsevat valoa.' },
    'return=representation',
  )) as { id: string }[]
  const feedback = 'Hyvin perusteltu, hienoa työtä.'
  await patch(`/rest/v1/assignment_submissions?id=eq.${handIn.id}`, (teacher as Person).token, {
    score: 8,
    feedback,
  })

  await rest('/rest/v1/rpc/update_student_profile', token, {
    student_id: student.id,
    profile: { accommodations_needed: ['extended_time'] },
  })
  await rest('/rest/v1/rpc/read_sensitive_profile', token, {
    profile_id: student.id,
    fields: ['medical_information', 'notes'],
  })
  return { ...school, second, feedback }
}
