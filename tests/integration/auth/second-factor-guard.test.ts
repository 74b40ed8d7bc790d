import { beforeAll, describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { signedInClient } from '../support/clients'
import { madeSchool } from '../support/made-school'
import { enrollAndVerify } from '../support/second-factor'
import { profileRow } from '../support/profiles'

/**
 * The second factor guards the data, not only the pages: a principal with a verified TOTP
 * factor who signs in with the password alone holds an aal1 token, and that token, used
 * directly against rest/v1 and storage/v1 as an attacker with the password would, reaches no
 * sensitive rows, no IEP documents and no member management. The same person at aal2 does.
 * With the school's "require a second factor of staff" on, staff without a factor reach
 * nothing sensitive either; students are not held to it.
 */
type Who = 'principal' | 'teacher' | 'student' | 'parent' | 'leaver' | 'bare'
const school = madeSchool<Who>()
const { admin, client, id, tag } = school

const PDF = new Blob(['%PDF-1.4 plan'], { type: 'application/pdf' })

let aal2: SupabaseClient
let aal1: SupabaseClient
let planPath: string

const ownSensitiveRows = async (sb: SupabaseClient, profileId: string) => {
  const { data, error } = await sb
    .from('profile_sensitive')
    .select('profile_id, notes')
    .eq('profile_id', profileId)
  expect(error).toBeNull()
  return data!
}

/** The student's accommodations as the teacher's own session reads them. */
const teachersAccommodationRows = async () =>
  (await client.teacher.from('student_accommodations').select('id').eq('student_id', id.student))
    .data

beforeAll(async () => {
  await school.principalOf(`Second Factor School ${tag}`, 'principal')
  await school.principalOf(`Bare School ${tag}`, 'bare')
  await school.invited('principal', 'teacher', 'teacher', 'Tuuli')
  await school.invited('principal', 'leaver', 'teacher', 'Lauri')
  id.school = await school.schoolOf('principal')
  id.class = await school.insert('classes', {
    school_id: id.school,
    name: `9A ${tag}`,
    teacher_id: id.teacher,
  })
  await school.invited('principal', 'student', 'student', 'Saana', { class_id: id.class })
  await school.invited('principal', 'parent', 'parent', 'Pirjo', { child_ids: [id.student] })
  for (const who of ['principal', 'teacher', 'student'] as const) {
    const { error } = await admin
      .from('profile_sensitive')
      .update({ notes: `${who} notes` })
      .eq('profile_id', id[who])
    if (error) throw error
  }
  await school.insert('student_accommodations', {
    school_id: id.school,
    student_id: id.student,
    accommodation: 'frequent_breaks',
  })
  planPath = `${id.student}/plan-${tag}.pdf`
  const { error: uploadError } = await admin.storage.from('iep-documents').upload(planPath, PDF)
  if (uploadError) throw uploadError

  // The principal's own session steps up to aal2; a second sign-in with the password alone
  // stays at aal1.
  aal2 = client.principal
  await enrollAndVerify(aal2)
  aal1 = (
    await signedInClient(
      school.credentials('principal').email,
      school.credentials('principal').password,
    )
  ).client
  const level = await aal1.auth.mfa.getAuthenticatorAssuranceLevel()
  expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' })
})

describe('an aal1 token of an account with a verified factor', () => {
  it('reads sensitive fields, the access log, the support plan and IEP documents only at aal2', async () => {
    // aal2: the principal reads the student's sensitive fields (logged), their own row, the log.
    const read = await aal2.rpc('read_sensitive_profile', {
      profile_id: id.student,
      fields: ['notes'],
    })
    expect(read.error).toBeNull()
    expect(read.data).toMatchObject({ notes: 'student notes' })
    expect(await ownSensitiveRows(aal2, id.principal)).toEqual([
      { profile_id: id.principal, notes: 'principal notes' },
    ])
    const log = await aal2.from('sensitive_access_log').select('field').eq('profile_id', id.student)
    expect(log.data!.map((row) => row.field)).toContain('notes')
    const plan = await aal2
      .from('student_accommodations')
      .select('accommodation')
      .eq('student_id', id.student)
    expect(plan.data).toEqual([{ accommodation: 'frequent_breaks' }])
    const file = await aal2.storage.from('iep-documents').download(planPath)
    expect(file.error).toBeNull()
    expect(await file.data!.text()).toBe('%PDF-1.4 plan')
    expect(
      (
        await aal2.rpc('record_iep_document_access', {
          student_id: id.student,
          object_name: planPath,
        })
      ).error,
    ).toBeNull()

    // aal1, same person: nothing.
    const refused = await aal1.rpc('read_sensitive_profile', {
      profile_id: id.student,
      fields: ['notes'],
    })
    expect(refused.error?.code).toBe('42501')
    expect(refused.data).toBeNull()
    const ownRefused = await aal1.rpc('read_sensitive_profile', { profile_id: id.principal })
    expect(ownRefused.error?.code).toBe('42501')
    expect(await ownSensitiveRows(aal1, id.principal)).toEqual([])
    const hiddenLog = await aal1
      .from('sensitive_access_log')
      .select('field')
      .eq('profile_id', id.student)
    expect(hiddenLog.error).toBeNull()
    expect(hiddenLog.data).toEqual([])
    const hiddenPlan = await aal1
      .from('student_accommodations')
      .select('accommodation')
      .eq('student_id', id.student)
    expect(hiddenPlan.data).toEqual([])
    const download = await aal1.storage.from('iep-documents').download(planPath)
    expect(download.error).not.toBeNull()
    expect(download.data).toBeNull()
    const listed = await aal1.storage.from('iep-documents').list(id.student)
    expect(listed.data ?? []).toEqual([])
    const logged = await aal1.rpc('record_iep_document_access', {
      student_id: id.student,
      object_name: planPath,
    })
    expect(logged.error?.code).toBe('42501')
  })

  it("changes nothing sensitive at aal1: own row, a student's profile, IEP uploads", async () => {
    const own = await aal1
      .from('profile_sensitive')
      .update({ notes: 'changed at aal1' })
      .eq('profile_id', id.principal)
      .select('notes')
    expect(own.data ?? []).toEqual([])
    const student = await aal1.rpc('update_student_profile', {
      student_id: id.student,
      sensitive: { notes: 'changed at aal1' },
    })
    expect(student.error?.code).toBe('42501')
    const upload = await aal1.storage
      .from('iep-documents')
      .upload(`${id.student}/aal1-${tag}.pdf`, PDF)
    expect(upload.error).not.toBeNull()
    const { data: rows } = await admin
      .from('profile_sensitive')
      .select('profile_id, notes')
      .in('profile_id', [id.principal, id.student])
    expect(rows!.map((row) => row.notes).sort()).toEqual(['principal notes', 'student notes'])
  })

  it('manages no members at aal1: invite, approve or deactivate, remove, factor resets, the invitation list', async () => {
    const invite = await aal1.rpc('invite_member', {
      email: `aal1-${tag}@example.test`,
      role: 'teacher',
    })
    expect(invite.error?.code).toBe('42501')
    const toggle = await aal1.rpc('toggle_item_status', {
      table_name: 'profiles',
      item_id: id.teacher,
    })
    expect(toggle.error?.code).toBe('42501')
    const removed = await aal1.rpc('remove_member', { member_id: id.teacher })
    expect(removed.error?.code).toBe('42501')
    const reset = await aal1.rpc('authorize_factor_reset', { member_id: id.teacher })
    expect(reset.error?.code).toBe('42501')
    const invitations = await aal1.from('invitations').select('id')
    expect(invitations.data).toEqual([])
    const teacher = await profileRow(admin, id.teacher, 'is_active, removed_at')
    expect(teacher).toEqual({ is_active: true, removed_at: null })

    // The same calls at aal2 go through.
    const invited = await aal2.rpc('invite_member', {
      email: `aal2-${tag}@example.test`,
      role: 'teacher',
    })
    expect(invited.error).toBeNull()
    expect((await aal2.from('invitations').select('id')).data!.map((row) => row.id)).toContain(
      invited.data,
    )
    expect((await aal2.rpc('revoke_invitation', { invitation_id: invited.data })).error).toBeNull()
  })

  it('links and unlinks no parent at aal1', async () => {
    const link = { school_id: id.school, parent_id: id.parent, student_id: id.student }
    const unlinked = await aal1.from('guardian_links').delete().match(link).select('id')
    expect(unlinked.data ?? []).toEqual([])
    const { data: kept } = await admin.from('guardian_links').select('id').match(link)
    expect(kept).toHaveLength(1)

    expect((await aal2.from('guardian_links').delete().match(link).select('id')).data).toHaveLength(
      1,
    )
    const relinked = await aal1.from('guardian_links').insert({ ...link, source: 'manual' })
    expect(relinked.error?.code).toBe('42501')
    expect(
      (await aal2.from('guardian_links').insert({ ...link, source: 'manual' })).error,
    ).toBeNull()
  })

  it('restores or deletes for good no removed member at aal1', async () => {
    const removed = await aal2.rpc('remove_member', { member_id: id.leaver })
    expect(removed.error).toBeNull()
    const binItem = removed.data as string
    expect((await aal1.rpc('purge_deleted_item', { deleted_item_id: binItem })).error?.code).toBe(
      '42501',
    )
    expect((await aal1.rpc('restore_member', { deleted_item_id: binItem })).error?.code).toBe(
      '42501',
    )
    const { data: still } = await admin.from('deleted_items').select('id').eq('id', binItem)
    expect(still).toHaveLength(1)
    expect((await aal2.rpc('restore_member', { deleted_item_id: binItem })).error).toBeNull()
    const back = await profileRow(admin, id.leaver, 'removed_at')
    expect(back).toEqual({ removed_at: null })
  })
})

describe("the school's requirement of a second factor for staff", () => {
  it('accounts without a factor keep their data while the school does not require one', async () => {
    expect(await ownSensitiveRows(client.teacher, id.teacher)).toHaveLength(1)
    expect(await teachersAccommodationRows()).toHaveLength(1)
    expect(await ownSensitiveRows(client.student, id.student)).toHaveLength(1)
  })

  it('is changed by the principal at aal2 only, and switched on only by one who has a factor', async () => {
    const atAal1 = await aal1.rpc('set_school_staff_mfa', { required: true })
    expect(atAal1.error?.code).toBe('42501')
    const bare = await client.bare.rpc('set_school_staff_mfa', { required: true })
    expect(bare.error?.code).toBe('42501')
    expect(bare.error?.hint).toBe('own_factor_first')
    const byTeacher = await client.teacher.rpc('set_school_staff_mfa', { required: false })
    expect(byTeacher.error?.code).toBe('42501')
    const direct = await aal2
      .from('schools')
      .update({ require_staff_mfa: true } as never)
      .eq('id', id.school)
    expect(direct.error).not.toBeNull()
    const { data } = await admin
      .from('schools')
      .select('require_staff_mfa')
      .eq('id', id.school)
      .single()
    expect(data).toEqual({ require_staff_mfa: false })
  })

  it('when on, a teacher without a factor reaches nothing sensitive, students still do; off again restores', async () => {
    const on = await aal2.rpc('set_school_staff_mfa', { required: true })
    expect(on.error).toBeNull()
    const { data: schoolRow } = await client.teacher
      .from('schools')
      .select('require_staff_mfa')
      .eq('id', id.school)
      .single()
    expect(schoolRow).toEqual({ require_staff_mfa: true })

    expect(await ownSensitiveRows(client.teacher, id.teacher)).toEqual([])
    expect(await teachersAccommodationRows()).toEqual([])
    expect(
      (await client.teacher.rpc('read_sensitive_profile', { profile_id: id.teacher })).error?.code,
    ).toBe('42501')
    // Students are not staff.
    expect(await ownSensitiveRows(client.student, id.student)).toHaveLength(1)
    // The principal with a factor, at aal2, is unaffected.
    expect(await ownSensitiveRows(aal2, id.principal)).toHaveLength(1)

    const off = await aal2.rpc('set_school_staff_mfa', { required: false })
    expect(off.error).toBeNull()
    expect(await ownSensitiveRows(client.teacher, id.teacher)).toHaveLength(1)
  })
})
