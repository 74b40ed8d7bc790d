import { beforeAll, describe, expect, it } from 'vitest'
import { provenClient } from '../support/clients'
import { madeSchool } from '../support/made-school'

/**
 * A class list's parent_email column invites the parents when the import asks for it: the check
 * says what happens to each address and writes nothing, the import writes parent invitations in
 * the same call, and a parent is linked to the child only after proving the address.
 */
type Who = 'principal' | 'student'
const school = madeSchool<Who>()
const { admin, client, credentials, id, tag } = school
const parent = `parent-${tag}@example.test`
const newStudent = `new-student-${tag}@example.test`
let rows: Record<string, string>[]

beforeAll(async () => {
  await school.principalOf(`Import Parents School ${tag}`, 'principal')
  await school.invited('principal', 'student', 'student', 'Sini')
  rows = [
    // A student already in the school, and a new one, with the same parent.
    {
      first_name: 'Sini',
      last_name: 'Testinen',
      email: credentials('student').email,
      parent_email: parent,
    },
    {
      first_name: 'Uuno',
      last_name: 'Uusi',
      email: newStudent,
      parent_email: parent.toUpperCase(),
    },
    // An address that has an account: nothing to send.
    {
      first_name: 'Rami',
      last_name: 'Rekisteri',
      email: `r-${tag}@example.test`,
      parent_email: credentials('principal').email,
    },
    // A student of this very list named as a parent: not invited.
    {
      first_name: 'Olli',
      last_name: 'Outo',
      email: `o-${tag}@example.test`,
      parent_email: newStudent,
    },
  ]
})

const parentInvitations = () =>
  client.principal.from('invitations').select('email, role, accepted_at').eq('email', parent)

describe('importing a class list with its parents', () => {
  it('checks: says what happens to each parent address, writes nothing', async () => {
    const { data, error } = await client.principal.rpc('import_students', {
      rows,
      commit: false,
      invite_parents: true,
    })
    expect(error).toBeNull()
    expect((data as { parents: unknown }).parents).toEqual([
      { email: parent, lines: [1, 2], outcome: 'invite' },
      { email: credentials('principal').email, lines: [3], outcome: 'registered' },
      { email: newStudent, lines: [4], outcome: 'skipped' },
    ])
    expect((await parentInvitations()).data).toEqual([])
    const without = await client.principal.rpc('import_students', { rows, commit: false })
    expect((without.data as { parents: unknown }).parents).toEqual([])
  })

  it('imports: one parent invitation per new address, and no link before the proof', async () => {
    const { error } = await client.principal.rpc('import_students', {
      rows,
      commit: true,
      invite_parents: true,
    })
    expect(error).toBeNull()
    const { data: invitations } = await client.principal
      .from('invitations')
      .select('id, email, role')
      .in('email', [parent, newStudent, credentials('principal').email])
    expect(invitations!.map((i) => `${i.email} ${i.role}`).sort()).toEqual([
      `${newStudent} student`,
      `${parent} parent`,
    ])
    const invitation = invitations!.find((i) => i.email === parent)!

    // The parent's account, made as the invitation e-mail's link makes it: not proven yet.
    const created = await admin.auth.admin.createUser({
      email: parent,
      password: 'Long-enough-1',
      email_confirm: true,
      user_metadata: { invitation_id: invitation.id },
    })
    expect(created.error).toBeNull()
    const parentId = created.data.user!.id
    const links = () =>
      client.principal.from('guardian_links').select('student_id').eq('parent_id', parentId)
    expect((await links()).data).toEqual([])

    // Proving the address accepts the invitation and links the child whose parent_email it is.
    await provenClient(parent)
    expect((await links()).data).toEqual([{ student_id: id.student }])
    expect((await parentInvitations()).data![0].accepted_at).not.toBeNull()
  })
})
