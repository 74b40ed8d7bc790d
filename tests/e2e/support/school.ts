import { expect } from '@playwright/test'
import { PASSWORD } from './accounts'
import { proveAddress } from './backend'
import { anonKey, API_URL } from './env'
import { unique } from './page'

// A school of its own for a spec that changes people's data: a new principal (registering
// creates the school), then a teacher, a student in a class of that teacher, and the student's
// parent, each invited by the principal, signed up with the invitation and proving the address
// (which accepts it), so all are active at once. Nothing of the seed's demo school is touched.

type Json = Record<string, unknown>

async function call(
  path: string,
  init: { method?: string; token?: string; body?: unknown; prefer?: string },
) {
  const anon = await anonKey()
  const res = await fetch(`${API_URL}${path}`, {
    method: init.method ?? 'POST',
    headers: {
      apikey: anon,
      'Content-Type': 'application/json',
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      ...(init.prefer ? { Prefer: init.prefer } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const text = await res.text()
  expect(res.ok, `${path}: ${res.status} ${text}`).toBe(true)
  return text ? (JSON.parse(text) as unknown) : null
}

async function signUp(email: string, data: Json): Promise<{ id: string; token: string }> {
  const body = (await call('/auth/v1/signup', { body: { email, password: PASSWORD, data } })) as {
    access_token: string
    user: { id: string }
  }
  return { id: body.user.id, token: body.access_token }
}

export type Person = { id: string; email: string; first: string; last: string; token: string }
export type OwnSchool = {
  name: string
  principal: Person
  teacher: Person
  student: Person
  parent: Person
  classId: string
  subjectId: string
  /** An assignment of the teacher's subject, which the student sees. */
  assignment: { id: string; title: string }
}

const address = (who: string) => `${unique(who).toLowerCase()}@example.test`

/** A new school with one person of each role, a class, a subject and an assignment. */
export async function ownSchool(): Promise<OwnSchool> {
  const name = unique('Profiilikoulu')
  const pEmail = address('rehtori')
  const p = await signUp(pEmail, {
    first_name: 'Riikka',
    last_name: 'Rehtori',
    role: 'principal',
    school_name: name,
  })
  const principal: Person = { ...p, email: pEmail, first: 'Riikka', last: 'Rehtori' }

  const invite = async (
    email: string,
    role: string,
    first: string,
    last: string,
    extra: Json = {},
  ) => {
    const invitation = (await call('/rest/v1/rpc/invite_member', {
      token: principal.token,
      body: { email, role, first_name: first, last_name: last, ...extra },
    })) as string
    const person = await signUp(email, { invitation_id: invitation })
    // The invitation is accepted once the invited address is proven.
    const token = await proveAddress(email)
    return { ...person, token, email, first, last }
  }

  const teacher = await invite(address('ope'), 'teacher', 'Olli', 'Opettaja')
  const [cls] = (await call('/rest/v1/classes', {
    token: principal.token,
    body: { name: unique('5C'), teacher_id: teacher.id, grade_level: 5 },
    prefer: 'return=representation',
  })) as { id: string }[]
  const [subject] = (await call('/rest/v1/subjects', {
    token: principal.token,
    body: { name: unique('Biologia'), class_id: cls.id },
    prefer: 'return=representation',
  })) as { id: string }[]
  const student = await invite(address('oppilas'), 'student', 'Onni', 'Oppilas', {
    grade_level: 5,
    class_id: cls.id,
  })
  const parent = await invite(address('huoltaja'), 'parent', 'Hanna', 'Oppilas', {
    child_ids: [student.id],
  })
  const title = unique('Kasvit')
  const [assignment] = (await call('/rest/v1/assignments', {
    token: teacher.token,
    body: {
      subject_id: subject.id,
      title,
      max_score: 10,
      due_at: new Date(Date.now() + 7 * 86400000).toISOString(),
    },
    prefer: 'return=representation',
  })) as { id: string }[]
  return {
    name,
    principal,
    teacher,
    student,
    parent,
    classId: cls.id,
    subjectId: subject.id,
    assignment: { id: assignment.id, title },
  }
}
