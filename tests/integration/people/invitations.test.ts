import { describe, expect, it } from 'vitest'
import { newClient, provenClient, signedInClient } from '../support/clients'
import { actors, PASSWORD } from '../rls/fixtures'
import { invitationAcceptedAt } from '../support/invitations'
import { profileRow } from '../support/profiles'

/**
 * Invitations: the principal brings people in by e-mail, one by one or from a class list.
 * The account is made by the auth server (here through the admin API, as the invite endpoint
 * does) with the invitation's id in its metadata; the sign-up trigger makes the member.
 */
const unique = () => `${Date.now()}${Math.random().toString(36).slice(2, 7)}`
const admin = () => newClient('service')

async function principal() {
  return (await signedInClient(actors.principal.email, PASSWORD)).client
}

async function createInvitedUser(email: string, invitationId: string) {
  return admin().auth.admin.createUser({
    email,
    password: 'Long-enough-1',
    user_metadata: { invitation_id: invitationId },
  })
}

/** The principal invites a new address (`<prefix>-<unique>@example.test`): their session, the address and the invitation. */
async function principalInvites(
  prefix: string,
  invite: { role: string } & Record<string, unknown>,
) {
  const p = await principal()
  const email = `${prefix}-${unique()}@example.test`
  const { data: id, error } = await p.rpc('invite_member', { email, ...invite })
  expect(error).toBeNull()
  return { p, email, id: id as string }
}

/** What the principal checks of an invited member: role, state, first name and school. */
const MEMBER_COLUMNS = 'role, is_active, first_name, school_name'

describe('invitations', () => {
  it('a principal invites a teacher, who becomes an active teacher of the school by proving the address', async () => {
    const { p, email, id } = await principalInvites('invited-teacher', {
      role: 'teacher',
      first_name: 'Iida',
      last_name: 'Kutsuttu',
    })
    const { data: rows } = await p
      .from('invitations')
      .select('email, role, accepted_at')
      .eq('id', id as string)
    expect(rows).toEqual([{ email, role: 'teacher', accepted_at: null }])

    const { data: created, error: createError } = await createInvitedUser(email, id as string)
    expect(createError).toBeNull()
    /** Iida as her principal sees her: an invited teacher of the school, let in or not. */
    const iida = (isActive: boolean) => ({
      role: 'teacher',
      is_active: isActive,
      first_name: 'Iida',
      school_name: 'Oppi Demo School',
    })
    // Made and waiting; a confirmation by the admin API is no proof of the address.
    expect(await profileRow(p, created.user!.id, MEMBER_COLUMNS)).toEqual(iida(false))
    await admin().auth.admin.updateUserById(created.user!.id, { email_confirm: true })
    expect(await invitationAcceptedAt(p, id as string)).toBeNull()

    // Following a link mailed to the address accepts it.
    await provenClient(email)
    expect(await profileRow(p, created.user!.id, MEMBER_COLUMNS)).toEqual(iida(true))
    expect(await invitationAcceptedAt(p, id as string)).not.toBeNull()
  })

  it('an invitation works only for its own e-mail address, only once, and not after it is revoked', async () => {
    const { p, email, id } = await principalInvites('invited', { role: 'teacher' })
    const otherEmail = `someone-else-${unique()}@example.test`
    const wrong = await createInvitedUser(otherEmail, id as string)
    expect(wrong.error).not.toBeNull()
    const { data: users } = await admin().auth.admin.listUsers({ perPage: 1000 })
    expect(users.users.some((u) => u.email === otherEmail)).toBe(false)

    const revokedEmail = `revoked-${unique()}@example.test`
    const { data: revokedId } = await p.rpc('invite_member', {
      email: revokedEmail,
      role: 'student',
    })
    expect((await p.rpc('revoke_invitation', { invitation_id: revokedId })).error).toBeNull()
    const revoked = await createInvitedUser(revokedEmail, revokedId as string)
    expect(revoked.error).not.toBeNull()

    expect((await createInvitedUser(email, id as string)).error).toBeNull()
    // The same invitation cannot make a second account (the e-mail is taken, and it is used).
    const again = await p.rpc('invite_member', { email, role: 'teacher' })
    expect(again.error?.message).toMatch(/^already_registered/)
  })

  it('a parent invited for a child is linked to that child once the address is proven', async () => {
    const { email, id } = await principalInvites('invited-parent', {
      role: 'parent',
      child_ids: [actors.student2.id],
    })
    const { data: created } = await createInvitedUser(email, id as string)
    expect(
      (await admin().from('guardian_links').select('student_id').eq('parent_id', created.user!.id))
        .data,
    ).toEqual([])
    await provenClient(email)
    const { data: links } = await admin()
      .from('guardian_links')
      .select('student_id, source')
      .eq('parent_id', created.user!.id)
    expect(links).toEqual([{ student_id: actors.student2.id, source: 'manual' }])
  })

  it('only an active principal invites, only students of the school are children, and nobody else reads invitations', async () => {
    const teacher = (await signedInClient(actors.teacher.email, PASSWORD)).client
    const refused = await teacher.rpc('invite_member', {
      email: `x-${unique()}@example.test`,
      role: 'student',
    })
    expect(refused.error?.code).toBe('42501')
    const { data: visible } = await teacher.from('invitations').select('id')
    expect(visible).toEqual([])

    const p = await principal()
    const foreignChild = await p.rpc('invite_member', {
      email: `y-${unique()}@example.test`,
      role: 'parent',
      child_ids: [actors.otherStudent.id],
    })
    expect(foreignChild.error?.message).toBe('unknown_child')
    const badEmail = await p.rpc('invite_member', { email: 'not-an-address', role: 'teacher' })
    expect(badEmail.error?.message).toMatch(/^invalid_email/)
    const existing = await p.rpc('invite_member', { email: actors.teacher.email, role: 'teacher' })
    expect(existing.error?.message).toMatch(/^already_registered/)

    const other = (await signedInClient(actors.otherPrincipal.email, PASSWORD)).client
    const { data: othersView } = await other.from('invitations').select('id, school_id')
    const { data: mine } = await p.from('invitations').select('school_id').limit(1).single()
    expect(othersView!.some((r) => r.school_id === mine!.school_id)).toBe(false)
  })

  it('imports a class list: bad rows reported, nothing written on preview, valid rows written on commit, re-import updates', async () => {
    const p = await principal()
    const tag = unique()
    const rows = Array.from({ length: 30 }, (_, i) => ({
      first_name: `Oppilas${i}`,
      last_name: `Tuonti${i}`,
      email: `import-${tag}-${i}@example.test`,
      grade_level: '5',
      class: '5A',
      parent_email: i % 2 ? `import-parent-${tag}-${i}@example.test` : '',
    }))
    rows[3].email = 'not-an-email'
    rows[11].class = 'No such class'
    rows[20].last_name = ''

    const countInvitations = async () =>
      (
        await p
          .from('invitations')
          .select('id', { count: 'exact', head: true })
          .like('email', `import-${tag}-%`)
      ).count

    const { data: preview, error } = await p.rpc('import_students', { rows, commit: false })
    expect(error).toBeNull()
    expect(preview).toMatchObject({ committed: false, new: 27, updated: 0, errors: 3 })
    const bad = (preview as { rows: { line: number; errors: string[] }[] }).rows.filter(
      (r) => r.errors.length,
    )
    expect(bad).toEqual([
      expect.objectContaining({ line: 4, errors: ['email_invalid'] }),
      expect.objectContaining({ line: 12, errors: ['class_unknown'] }),
      expect.objectContaining({ line: 21, errors: ['last_name_required'] }),
    ])
    expect(await countInvitations()).toBe(0)

    const { data: committed } = await p.rpc('import_students', { rows, commit: true })
    expect(committed).toMatchObject({ committed: true, new: 27, errors: 3 })
    expect(await countInvitations()).toBe(27)

    rows[0].first_name = 'Renamed'
    const { data: reimport } = await p.rpc('import_students', { rows, commit: true })
    expect(reimport).toMatchObject({ new: 0, updated: 27, errors: 3 })
    expect(await countInvitations()).toBe(27)
    const { data: renamed } = await p
      .from('invitations')
      .select('first_name, class_id, parent_email')
      .eq('email', rows[0].email)
      .single()
    expect(renamed!.first_name).toBe('Renamed')
    expect(renamed!.class_id).not.toBeNull()

    // An imported student who accepts lands in the class with the parent e-mail recorded.
    const { data: inv } = await p
      .from('invitations')
      .select('id')
      .eq('email', rows[1].email)
      .single()
    const { data: created } = await createInvitedUser(rows[1].email, inv!.id)
    const { data: enrolment } = await admin()
      .from('student_enrollments')
      .select('status, classes(name)')
      .eq('student_id', created.user!.id)
    expect(enrolment).toEqual([{ status: 'active', classes: { name: '5A' } }])
    const { data: sensitive } = await admin()
      .from('profile_sensitive')
      .select('parent_email')
      .eq('profile_id', created.user!.id)
      .single()
    expect(sensitive!.parent_email).toBe(rows[1].parent_email)
  })
})

describe('names within a school', () => {
  it('refuses a second class or subject of the same name, whatever its case and spaces', async () => {
    const p = await principal()
    const { data: school } = await p
      .from('classes')
      .select('school_id, teacher_id')
      .eq('name', '5A')
      .single()
    const dup = await p
      .from('classes')
      .insert({ school_id: school!.school_id, teacher_id: school!.teacher_id, name: ' 5a ' })
    expect(dup.error?.code).toBe('23505')
    const { data: subject } = await p
      .from('subjects')
      .select('class_id, school_id, name')
      .limit(1)
      .single()
    const dupSubject = await p.from('subjects').insert({
      class_id: subject!.class_id,
      school_id: subject!.school_id,
      name: subject!.name.toUpperCase(),
    })
    expect(dupSubject.error?.code).toBe('23505')
  })
})
