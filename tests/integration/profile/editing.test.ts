import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '@/lib/database.types'
import { removeBinItemFiles } from '@/lib/files/purge'
import { downloadFile, listFiles, uploadFile } from '@/lib/files/store'
import { toFormValues, type ProfileRow, type SensitiveRow } from '@/lib/profile/rows'
import { loadProfile, saveProfile } from '@/lib/profile/store'
import { profileSchema } from '@/lib/validation/profile'
import { newClient, signedInClient } from '../support/clients'
import { actors, ids, PASSWORD, type ActorName } from '../rls/fixtures'

/**
 * The profile dialog's and the file routes' rules, through the very functions the server
 * actions and /files call (lib/profile/store.ts, lib/files/*), with each seeded person's
 * supabase-js client: who may save whose profile, the checks before a file is stored, the
 * logged IEP read, and that deleting from the bin forever removes the work's files.
 * Everything changed here is put back with the service role afterwards.
 */

type Client = SupabaseClient<Database>
const admin = newClient('service') as unknown as Client
const clients = {} as Record<Exclude<ActorName, 'anon'>, Client>
const PEOPLE = [
  'principal',
  'teacher',
  'student',
  'parent',
  'otherPrincipal',
  'otherStudent',
] as const

const SIBLING = ids.sibling // Eino: the parent's second child, in the principal's school
const STUDENT2 = actors.student2.id // not the parent's child
const OWN = actors.otherStudent.id // a student who saves their own profile here
const tag = `t${Date.now().toString(36)}`

const PROFILE_COLUMNS =
  'id, role, first_name, last_name, email, school_name, grade_level, disabilities, accommodations_needed, assistive_technology, support_services, learning_preferences, accessibility_preferences, communication_preferences, iep_status'

type Snapshot = { profile: Record<string, unknown>; sensitive: Record<string, unknown> }
const snapshots = new Map<string, Snapshot>()

/** A person's profile and sensitive row as stored (read as the service role). */
async function stored(id: string): Promise<Snapshot> {
  const { data: profile } = await admin
    .from('profiles')
    .select(PROFILE_COLUMNS)
    .eq('id', id)
    .single()
  const { data: sensitive } = await admin
    .from('profile_sensitive')
    .select('*')
    .eq('profile_id', id)
    .single()
  return { profile: profile!, sensitive: sensitive! }
}

async function snapshot(id: string) {
  snapshots.set(id, await stored(id))
}

/** Eino's (the parent's second child's) profile columns as stored, typed by the select. */
async function siblingAsStored<Columns extends string>(columns: Columns) {
  const { data, error } = await admin.from('profiles').select(columns).eq('id', SIBLING).single()
  expect(error).toBeNull()
  return data
}

/** The dialog's values for a person, as the form would send them after editing. */
async function formFor(id: string, edit: (v: ReturnType<typeof toFormValues>) => void) {
  const { profile, sensitive } = await stored(id)
  const values = toFormValues(profile as ProfileRow, sensitive as SensitiveRow, {
    profileId: id,
    firstName: '',
    lastName: '',
  })
  edit(values)
  return profileSchema.parse(values)
}

const save = (
  who: keyof typeof clients,
  input: Awaited<ReturnType<typeof formFor>>,
  role = 'student',
) => saveProfile(clients[who], actors[who].id, input, { role })

beforeAll(async () => {
  for (const name of PEOPLE)
    clients[name] = (await signedInClient(actors[name].email, PASSWORD)).client as unknown as Client
  for (const id of [SIBLING, STUDENT2, OWN]) await snapshot(id)
})

afterAll(async () => {
  for (const [id, { profile, sensitive }] of snapshots) {
    const { id: _id, role: _role, email: _email, school_name: _school, ...rest } = profile
    await admin
      .from('profiles')
      .update(rest as never)
      .eq('id', id)
    const { profile_id: _pid, created_at: _c, updated_at: _u, ...sens } = sensitive
    await admin
      .from('profile_sensitive')
      .update(sens as never)
      .eq('profile_id', id)
  }
  await admin.storage.from('iep-documents').remove([`${SIBLING}/${tag}-plan.pdf`])
})

describe('who may save whose profile', () => {
  it('a student saves their own profile, every tab, and reads it back', async () => {
    const input = await formFor(OWN, (v) => {
      v.lastName = `Own-${tag}`
      v.address.city = 'Oulu'
      v.disabilities = ['adhd']
      v.medicalInformation.allergies = 'pollen'
      v.accommodationsNeeded = ['frequent_breaks']
      v.supportServices = ['tutoring']
      v.accessibilityPreferences.highContrast = true
      v.notes = `note ${tag}`
    })
    expect(await saveProfile(clients.otherStudent, OWN, input, { role: 'student' })).toBeNull()
    const loaded = await loadProfile(clients.otherStudent, OWN, OWN)
    expect(loaded.state).toBe('ok')
    expect(loaded.profile).toMatchObject({
      last_name: `Own-${tag}`,
      disabilities: ['adhd'],
      accommodations_needed: ['frequent_breaks'],
      support_services: ['tutoring'],
    })
    expect(loaded.profile?.accessibility_preferences).toMatchObject({ highContrast: true })
    expect(loaded.sensitive).toMatchObject({
      notes: `note ${tag}`,
      address: { city: 'Oulu' },
      medical_information: { allergies: ['pollen'] },
    })
  })

  it('the principal saves a student’s profile and sensitive row; the load was logged', async () => {
    const before = await admin
      .from('sensitive_access_log')
      .select('id', { count: 'exact', head: true })
      .eq('profile_id', SIBLING)
    const loaded = await loadProfile(clients.principal, actors.principal.id, SIBLING)
    expect(loaded.state).toBe('ok')
    const after = await admin
      .from('sensitive_access_log')
      .select('id', { count: 'exact', head: true })
      .eq('profile_id', SIBLING)
    expect(after.count!).toBeGreaterThan(before.count!)

    const input = await formFor(SIBLING, (v) => {
      v.accommodationsNeeded = ['extended_time', 'oral_testing']
      v.disabilityDetails.severity = 'mild'
      v.guardianPhone = '+358 40 123 4567'
    })
    expect(await save('principal', input)).toBeNull()
    const data = await siblingAsStored(
      'accommodations_needed, profile_sensitive(guardian_phone, disability_details)',
    )
    expect(data).toMatchObject({
      accommodations_needed: ['extended_time', 'oral_testing'],
      profile_sensitive: {
        guardian_phone: '+358 40 123 4567',
        disability_details: { severity: 'mild' },
      },
    })
  })

  it('a parent saves their child’s profile, not another student’s', async () => {
    const mine = await formFor(SIBLING, (v) => {
      v.supportServices = ['counseling']
    })
    expect(await save('parent', mine)).toBeNull()
    const data = await siblingAsStored('support_services')
    expect(data?.support_services).toEqual(['counseling'])

    const notMine = await formFor(STUDENT2, (v) => {
      v.accommodationsNeeded = ['large_print']
    })
    expect((await save('parent', notMine))?.code).toBe('42501')
  })

  it('a teacher, another school’s principal and another student cannot save a student’s profile', async () => {
    const input = await formFor(SIBLING, (v) => {
      v.accommodationsNeeded = ['note_taker']
      v.notes = 'not allowed'
    })
    for (const who of ['teacher', 'otherPrincipal', 'student'] as const) {
      expect((await save(who, input))?.code, who).toBe('42501')
    }
    const data = await siblingAsStored('accommodations_needed, profile_sensitive(notes)')
    expect(data?.accommodations_needed).not.toContain('note_taker')
    expect(data?.profile_sensitive?.notes).not.toBe('not allowed')
  })

  it('the principal cannot edit a teacher’s profile through the student path, and unknown fields are refused', async () => {
    const input = await formFor(actors.teacher.id, (v) => {
      v.notes = 'x'
    })
    expect(
      (await saveProfile(clients.principal, actors.principal.id, input, { role: 'teacher' }))?.code,
    ).toBe('42501')
    const { error } = await clients.principal.rpc('update_student_profile', {
      student_id: SIBLING,
      profile: { role: 'principal' },
    })
    expect(error?.code).toBe('22023')
  })

  it('a teacher cannot read a student’s sensitive row for the dialog', async () => {
    const loaded = await loadProfile(clients.teacher, actors.teacher.id, actors.student.id)
    expect(loaded.sensitive).toBeNull()
  })
})

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
const EXE = new Uint8Array([
  0x4d,
  0x5a,
  0x90,
  0x00,
  0x03,
  0x00,
  0x00,
  0x00,
  0x04,
  0x00,
  0x00,
  0x00,
  0xff,
  0xff,
  0x00,
  0x00,
  ...new Array(200).fill(0),
])

describe('files through the app', () => {
  it('the principal uploads an IEP document; reading it is logged once; a teacher is refused both', async () => {
    const up = await uploadFile(clients.principal, 'iep-documents', [SIBLING], {
      name: `${tag}-plan.pdf`,
      bytes: PDF,
    })
    expect(up).toEqual({ ok: true, path: `${SIBLING}/${tag}-plan.pdf`, name: `${tag}-plan.pdf` })

    const before = await admin
      .from('sensitive_access_log')
      .select('id', { count: 'exact', head: true })
      .eq('profile_id', SIBLING)
      .eq('field', 'iep_document')
    const got = await downloadFile(clients.principal, 'iep-documents', [SIBLING, `${tag}-plan.pdf`])
    expect(got.ok).toBe(true)
    if (got.ok) expect(new Uint8Array(await got.blob.arrayBuffer())).toEqual(PDF)
    const after = await admin
      .from('sensitive_access_log')
      .select('id', { count: 'exact', head: true })
      .eq('profile_id', SIBLING)
      .eq('field', 'iep_document')
    expect(after.count).toBe(before.count! + 1)

    // Storage hides what a policy does not let the teacher read: not found, and nothing logged.
    expect(
      await downloadFile(clients.teacher, 'iep-documents', [SIBLING, `${tag}-plan.pdf`]),
    ).toEqual({ ok: false, failure: 'missing' })
    const untouched = await admin
      .from('sensitive_access_log')
      .select('id', { count: 'exact', head: true })
      .eq('profile_id', SIBLING)
      .eq('field', 'iep_document')
    expect(untouched.count).toBe(after.count)
    expect(
      await uploadFile(clients.teacher, 'iep-documents', [SIBLING], {
        name: `${tag}-t.pdf`,
        bytes: PDF,
      }),
    ).toEqual({
      ok: false,
      failure: 'forbidden',
    })
  })

  it('refuses bad input before Storage and stores nothing', async () => {
    const cases: [
      Parameters<typeof uploadFile>[2],
      Parameters<typeof uploadFile>[3]['name'],
      Uint8Array,
      string,
    ][] = [
      [[SIBLING], `${tag}-fake.pdf`, EXE, 'badType'],
      [[SIBLING], `../${tag}.pdf`, PDF, 'badName'],
      [[SIBLING], '', PDF, 'badName'],
      [[SIBLING], `${'x'.repeat(250)}.pdf`, PDF, 'badName'],
      [['..'], `${tag}.pdf`, PDF, 'badPath'],
      [[SIBLING], `${tag}-empty.pdf`, new Uint8Array(), 'empty'],
      [[SIBLING], `${tag}-big.pdf`, new Uint8Array(10 * 1024 * 1024 + 1), 'tooLarge'],
    ]
    for (const [folders, name, bytes, failure] of cases) {
      expect(
        await uploadFile(clients.principal, 'iep-documents', folders, { name, bytes }),
        name.slice(0, 20),
      ).toEqual({ ok: false, failure })
    }
    const listed = await listFiles(admin, 'iep-documents', [SIBLING])
    expect(Array.isArray(listed) && listed.map((f) => f.name)).toEqual([`${tag}-plan.pdf`])
  })

  it('deleting to the bin keeps an assignment’s files; deleting forever removes them', async () => {
    const { data: assignment, error } = await clients.teacher
      .from('assignments')
      .insert({ subject_id: ids.math5A, title: `Files ${tag}`, max_score: 10 })
      .select('id')
      .single()
    expect(error).toBeNull()
    const id = assignment!.id
    expect(
      (
        await uploadFile(clients.teacher, 'assignment-files', [id], {
          name: 'sheet.pdf',
          bytes: PDF,
        })
      ).ok,
    ).toBe(true)
    const { data: binId, error: binError } = await clients.teacher.rpc('soft_delete_item', {
      table_name: 'assignments',
      item_id: id,
      deleter_id: actors.teacher.id,
    })
    expect(binError).toBeNull()
    const kept = await admin.storage.from('assignment-files').list(id)
    expect(kept.data?.map((f) => f.name)).toEqual(['sheet.pdf'])

    // The teacher may not remove a binned assignment's files; the principal does, then purges.
    expect(await removeBinItemFiles(clients.teacher, binId!)).toBe(0)
    expect(await removeBinItemFiles(clients.principal, binId!)).toBe(1)
    expect(
      (await clients.principal.rpc('purge_deleted_item', { deleted_item_id: binId! })).error,
    ).toBeNull()
    const gone = await admin.storage.from('assignment-files').list(id)
    expect(gone.data).toEqual([])
  })
})
