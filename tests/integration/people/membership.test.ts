import { describe, expect, it } from 'vitest'
import { newClient, provenClient, signedInClient } from '../support/clients'
import { actors, ids, PASSWORD } from '../rls/fixtures'
import { profileRow } from '../support/profiles'

/**
 * A school's membership is decided by the school: naming a school at sign-up makes nobody a
 * member. The self-registered student or parent waits and reads nothing of the school until
 * its principal lets them in; the school's own ways in (an enrolment link, a recorded parent
 * e-mail) stay immediate.
 */
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
const DEMO_SCHOOL = 'Oppi Demo School'

function claims(token: string) {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as {
    app_metadata: { is_active?: boolean; app_role?: string }
  }
}

async function signUp(
  role: 'student' | 'parent',
  extra: Record<string, string> = {},
  email = `${role}-${unique()}@example.test`,
) {
  const client = newClient()
  const { data, error } = await client.auth.signUp({
    email,
    password: 'Long-enough-1',
    options: {
      data: { first_name: 'New', last_name: 'Person', role, school_name: DEMO_SCHOOL, ...extra },
    },
  })
  expect(error).toBeNull()
  return { client, email, user: data.user!, session: data.session! }
}

/** Rows of the demo school that any active member of it could read. */
async function schoolRowsVisible(client: ReturnType<typeof newClient>) {
  const counts: Record<string, number> = {}
  for (const table of ['classes', 'subjects', 'assignments', 'videos', 'student_enrollments']) {
    const { data, error } = await client.from(table).select('id').limit(50)
    expect(error).toBeNull()
    counts[table] = data!.length
  }
  const { data: people } = await client.from('profiles').select('id')
  counts.otherProfiles = (people ?? []).length - 1
  return counts
}

describe('membership decided by the school', () => {
  it('a student who types the school name waits, sees nothing of it, and is let in by the principal', async () => {
    const { client, user, session } = await signUp('student')
    expect(claims(session.access_token).app_metadata).toMatchObject({
      app_role: 'student',
      is_active: false,
    })

    const before = await schoolRowsVisible(client)
    // Public videos are readable by anyone, so only the school's own rows count here.
    const { data: schoolVideos } = await client.from('videos').select('id').eq('is_public', false)
    expect({ ...before, videos: schoolVideos!.length }).toEqual({
      classes: 0,
      subjects: 0,
      assignments: 0,
      videos: 0,
      student_enrollments: 0,
      otherProfiles: 0,
    })
    const own = await profileRow(client, user.id, 'is_active, approved_at')
    expect(own).toEqual({ is_active: false, approved_at: null })

    // The principal sees the waiting student and the count on the dashboard.
    const principal = await signedInClient(actors.principal.email, PASSWORD)
    const { data: stats } = await principal.client.rpc('principal_stats')
    expect((stats as { pending_students: number }).pending_students).toBeGreaterThanOrEqual(1)
    const { error: approveError } = await principal.client.rpc('toggle_item_status', {
      table_name: 'profiles',
      item_id: user.id,
    })
    expect(approveError).toBeNull()

    const { data: refreshed } = await client.auth.refreshSession()
    expect(claims(refreshed.session!.access_token).app_metadata.is_active).toBe(true)
    const approved = await profileRow(client, user.id, 'is_active, approved_at')
    expect(approved!.is_active).toBe(true)
    expect(approved!.approved_at).not.toBeNull()
  })

  it('a student arriving through an open enrolment link is a member at once', async () => {
    const { session } = await signUp('student', { enroll_subject_id: ids.math5A, school_name: '' })
    expect(claims(session.access_token).app_metadata).toMatchObject({ is_active: true })
  })

  it('a parent whose e-mail the school did not record waits; one whose recorded e-mail is proven is linked and let in', async () => {
    const stranger = await signUp('parent')
    expect(claims(stranger.session.access_token).app_metadata.is_active).toBe(false)
    const { data: children } = await stranger.client.from('guardian_links').select('student_id')
    expect(children).toEqual([])

    const email = `recorded-parent-${unique()}@example.test`
    const admin = newClient('service')
    const { error: recordError } = await admin
      .from('profile_sensitive')
      .update({ guardian_email: email })
      .eq('profile_id', actors.student2.id)
    expect(recordError).toBeNull()
    const recognised = await signUp('parent', {}, email)
    // The link and the activation wait until the address is proven (address-proof.test.ts).
    expect(claims(recognised.session.access_token).app_metadata.is_active).toBe(false)
    const proven = await provenClient(email)
    expect(claims(proven.session.access_token).app_metadata.is_active).toBe(true)
    const { data: linked } = await proven.client.from('guardian_links').select('student_id')
    expect(linked).toEqual([{ student_id: actors.student2.id }])
    await admin
      .from('profile_sensitive')
      .update({ guardian_email: null })
      .eq('profile_id', actors.student2.id)
  })

  it('a deactivated member is not counted as waiting, and is not re-activated by an e-mail match', async () => {
    const principal = await signedInClient(actors.principal.email, PASSWORD)
    const { data: before } = await principal.client.rpc('principal_stats')
    // Deactivate an approved teacher: the waiting count stays the same.
    await principal.client.rpc('toggle_item_status', {
      table_name: 'profiles',
      item_id: actors.teacher2.id,
    })
    const { data: after } = await principal.client.rpc('principal_stats')
    expect((after as { pending_teachers: number }).pending_teachers).toBe(
      (before as { pending_teachers: number }).pending_teachers,
    )
    const row = await profileRow(principal.client, actors.teacher2.id, 'is_active, approved_at')
    expect(row!.is_active).toBe(false)
    expect(row!.approved_at).not.toBeNull()
    await principal.client.rpc('toggle_item_status', {
      table_name: 'profiles',
      item_id: actors.teacher2.id,
    })
  })

  it('the waiting list holds those who asked to join, not accounts waiting for their invitation link', async () => {
    const principal = (await signedInClient(actors.principal.email, PASSWORD)).client
    const asked = await signUp('student')
    const invitedEmail = `invited-${unique()}@example.test`
    const { data: invitation, error: inviteError } = await principal.rpc('invite_member', {
      email: invitedEmail,
      role: 'student',
      first_name: 'Kutsuttu',
      last_name: 'Oppilas',
    })
    expect(inviteError).toBeNull()
    const { data: invited, error: createError } = await newClient('service').auth.admin.createUser({
      email: invitedEmail,
      password: 'Long-enough-1',
      user_metadata: { invitation_id: invitation },
    })
    expect(createError).toBeNull()
    const waitingIds = async () => {
      const { data, error } = await principal
        .from('waiting_members')
        .select('id')
        .in('id', [asked.user.id, invited.user!.id])
      expect(error).toBeNull()
      return data!.map((r) => r.id)
    }
    expect(await waitingIds()).toEqual([asked.user.id])
    // A revoked invitation leaves its account to the principal to decide.
    const { error: revokeError } = await newClient('service')
      .from('invitations')
      .update({ revoked_at: new Date().toISOString() })
      .eq('id', invitation as string)
    expect(revokeError).toBeNull()
    expect((await waitingIds()).sort()).toEqual([asked.user.id, invited.user!.id].sort())
    // Nobody else reads the list: not the waiting student, not a teacher, not anon.
    for (const client of [
      asked.client,
      (await signedInClient(actors.teacher.email, PASSWORD)).client,
      newClient(),
    ]) {
      const { data } = await client.from('waiting_members').select('id').eq('id', invited.user!.id)
      expect(data ?? []).toEqual([])
    }
  })

  it('nobody can approve themselves or write approved_at', async () => {
    const { client, user } = await signUp('student')
    const { error: toggleError } = await client.rpc('toggle_item_status', {
      table_name: 'profiles',
      item_id: user.id,
    })
    expect(toggleError).not.toBeNull()
    const { data: updated } = await client
      .from('profiles')
      .update({ approved_at: new Date().toISOString() } as never)
      .eq('id', user.id)
      .select()
    expect(updated ?? []).toEqual([])
    const own = await profileRow(client, user.id, 'is_active, approved_at')
    expect(own).toEqual({ is_active: false, approved_at: null })
  })
})
