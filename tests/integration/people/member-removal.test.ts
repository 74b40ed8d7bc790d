import { describe, expect, it } from 'vitest'
import { acceptedInvitation, newClient, signedInClient } from '../support/clients'
import { actors, ids, PASSWORD } from '../rls/fixtures'
import { addFile } from '@/lib/files/store'
import { removeBinMemberFiles } from '@/lib/files/purge'
import { PNG } from '../../support/tiny-images'
import { profileRow } from '../support/profiles'

/**
 * Removing a member: the principal moves a teacher, student or parent of their school to the
 * bin. Until the bin item ends, the person cannot sign in and nobody sees them (the principal's
 * lists, their teachers, their parents); restoring puts every link back; deleting the bin item
 * for good deletes the account. Each test makes its own members, so the seeded ones stay.
 */
const unique = () => `${Date.now()}${Math.random().toString(36).slice(2, 7)}`
const MEMBER_PASSWORD = 'Long-enough-1'

async function member(
  role: 'teacher' | 'student' | 'parent',
  extra: { class_id?: string; child_ids?: string[] } = {},
) {
  const email = `removal-${role}-${unique()}@example.test`
  const principal = (await signedInClient(actors.principal.email, PASSWORD)).client
  const id = await acceptedInvitation(
    principal,
    { email, role, first_name: 'Riku', last_name: role, ...extra },
    MEMBER_PASSWORD,
  )
  return { id, email, principal }
}

/** A student of 5A with a parent of their own: what removing either must hide and restore. */
async function family() {
  const student = await member('student', { class_id: ids.class5A })
  const parent = await member('parent', { child_ids: [student.id] })
  return { student, parent, principal: student.principal }
}

type Client = Awaited<ReturnType<typeof signedInClient>>['client']
const visible = async (client: Client, id: string) =>
  ((await client.from('profiles').select('id').eq('id', id)).data ?? []).length === 1

/** Whether each of the student's readers (principal, class teacher, parent) sees the profile. */
async function seenBy(
  readers: Record<'principal' | 'teacher' | 'parentClient', Client>,
  id: string,
) {
  const seen = {} as Record<keyof typeof readers, boolean>
  for (const [name, client] of Object.entries(readers) as [keyof typeof readers, Client][])
    seen[name] = await visible(client, id)
  return seen
}
const everyone = (seen: boolean) => ({ principal: seen, teacher: seen, parentClient: seen })

describe('removing a member to the bin', () => {
  it('hides a student from the principal, the class teacher and the parent, and blocks their sign-in', async () => {
    const { student, parent, principal } = await family()
    const teacher = (await signedInClient(actors.teacher.email, PASSWORD)).client
    const parentClient = (await signedInClient(parent.email, MEMBER_PASSWORD)).client
    expect(await seenBy({ principal, teacher, parentClient }, student.id)).toEqual(everyone(true))

    const { data: binId, error } = await principal.rpc('remove_member', { member_id: student.id })
    expect(error).toBeNull()
    expect(await seenBy({ principal, teacher, parentClient }, student.id)).toEqual(everyone(false))
    const { data: bin } = await principal
      .from('deleted_items')
      .select('table_name, item_id, item_label')
      .eq('id', binId!)
    expect(bin).toEqual([
      { table_name: 'profiles', item_id: student.id, item_label: 'Riku student' },
    ])

    const signIn = await newClient().auth.signInWithPassword({
      email: student.email,
      password: MEMBER_PASSWORD,
    })
    expect(signIn.error?.code).toBe('user_banned')
  })

  it('restoring puts the person back as they were: enrolment, parent, sign-in, and the log says both', async () => {
    const { student, parent, principal } = await family()
    const { data: binId } = await principal.rpc('remove_member', { member_id: student.id })
    const { data: restored, error } = await principal.rpc('restore_member', {
      deleted_item_id: binId!,
    })
    expect(error).toBeNull()
    expect(restored).toBe(student.id)

    const teacher = (await signedInClient(actors.teacher.email, PASSWORD)).client
    const parentClient = (await signedInClient(parent.email, MEMBER_PASSWORD)).client
    expect(await seenBy({ principal, teacher, parentClient }, student.id)).toEqual(everyone(true))
    const row = await profileRow(principal, student.id, 'is_active, removed_at')
    expect(row).toEqual({ is_active: true, removed_at: null })
    expect((await principal.from('deleted_items').select('id').eq('id', binId!)).data).toEqual([])
    const signIn = await newClient().auth.signInWithPassword({
      email: student.email,
      password: MEMBER_PASSWORD,
    })
    expect(signIn.error).toBeNull()

    const { data: events } = await principal
      .from('account_events')
      .select('action, actor_id')
      .eq('profile_id', student.id)
      .order('id')
    expect(events!.map((e) => e.action).slice(-2)).toEqual(['removed', 'restored'])
    expect(events!.at(-2)!.actor_id).toBe(actors.principal.id)
  })

  it('a removed teacher’s classes lose their teacher until the teacher is restored', async () => {
    const teacher = await member('teacher')
    const { principal } = teacher
    const { data: made, error: madeError } = await principal
      .from('classes')
      .insert({ name: `Removal ${unique()}`, teacher_id: teacher.id, grade_level: 5 })
      .select('id')
      .single()
    expect(madeError).toBeNull()
    const classId = made!.id
    const teacherOf = async () =>
      (await principal.from('classes').select('teacher_id').eq('id', classId).single()).data
        ?.teacher_id

    const { data: binId } = await principal.rpc('remove_member', { member_id: teacher.id })
    expect(await teacherOf()).toBeNull()
    await principal.rpc('restore_member', { deleted_item_id: binId! })
    expect(await teacherOf()).toBe(teacher.id)
    const row = await profileRow(principal, teacher.id, 'is_active')
    expect(row?.is_active).toBe(true)
  })

  it('deleting the bin item for good deletes the account and everything that was theirs', async () => {
    const { student, principal } = await family()
    const { data: binId } = await principal.rpc('remove_member', { member_id: student.id })
    const { error } = await principal.rpc('purge_deleted_item', { deleted_item_id: binId! })
    expect(error).toBeNull()
    const admin = newClient('service')
    expect((await admin.auth.admin.getUserById(student.id)).data.user).toBeNull()
    expect((await admin.from('profiles').select('id').eq('id', student.id)).data).toEqual([])
    expect(
      (await admin.from('account_events').select('id').eq('profile_id', student.id)).data,
    ).toEqual([])
  })

  it('before the account goes for good, its files are named to the principal and removed by the service', async () => {
    const { student, principal } = await family()
    const own = (await signedInClient(student.email, MEMBER_PASSWORD)).client
    const up = await addFile(own, 'avatars', [student.id], { name: 'me.png', bytes: PNG })
    expect(up.ok).toBe(true)
    const { data: binId } = await principal.rpc('remove_member', { member_id: student.id })

    const teacher = (await signedInClient(actors.teacher.email, PASSWORD)).client
    expect((await teacher.rpc('bin_member_files', { deleted_item_id: binId! })).data).toEqual([])
    const { data: named } = await principal.rpc('bin_member_files', { deleted_item_id: binId! })
    expect(named).toEqual([{ bucket_id: 'avatars', name: up.ok ? up.path : '' }])

    const admin = newClient('service')
    const removeAsService = async (objects: { bucket_id: string; name: string }[]) =>
      (await admin.storage.from('avatars').remove(objects.map((o) => o.name))).data!.length
    expect(await removeBinMemberFiles(principal, binId!, removeAsService)).toBe(1)
    expect((await admin.storage.from('avatars').list(student.id)).data).toEqual([])
  })

  it('only a principal of the member’s school may remove or restore, never themself or another principal', async () => {
    const { student, principal } = await family()
    const teacher = (await signedInClient(actors.teacher.email, PASSWORD)).client
    const other = (await signedInClient(actors.otherPrincipal.email, PASSWORD)).client
    const studentClient = (await signedInClient(student.email, MEMBER_PASSWORD)).client
    for (const client of [teacher, other, studentClient]) {
      expect((await client.rpc('remove_member', { member_id: student.id })).error?.code).toBe(
        '42501',
      )
    }
    expect(
      (await principal.rpc('remove_member', { member_id: actors.principal.id })).error?.code,
    ).toBe('42501')
    expect(
      (await other.rpc('remove_member', { member_id: actors.otherPrincipal.id })).error?.code,
    ).toBe('42501')
    expect((await newClient().rpc('remove_member', { member_id: student.id })).error).not.toBeNull()

    const { data: binId } = await principal.rpc('remove_member', { member_id: student.id })
    expect((await principal.rpc('remove_member', { member_id: student.id })).error?.code).toBe(
      '42501',
    )
    for (const client of [teacher, other]) {
      expect((await client.rpc('restore_member', { deleted_item_id: binId! })).error?.code).toBe(
        '42501',
      )
    }
    // A removed account is not a row restore_deleted_item can put back: it is still there.
    expect(
      (await principal.rpc('restore_deleted_item', { deleted_item_id: binId! })).error,
    ).not.toBeNull()
    expect(await visible(principal, student.id)).toBe(false)
  })

  it('the dashboard counts leave removed members out', async () => {
    const { student, principal } = await family()
    const count = async () =>
      ((await principal.rpc('principal_stats')).data as { students: number }).students
    const before = await count()
    await principal.rpc('remove_member', { member_id: student.id })
    expect(await count()).toBe(before - 1)
  })
})
