import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { newClient, signedInClient } from '../support/clients'
import { actors, ids, PASSWORD, type ActorName } from '../rls/fixtures'
import type { Database } from '@/lib/database.types'
import { addFile } from '@/lib/files/store'
import { PNG } from '../../support/tiny-images'

const ELF = Uint8Array.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Array(56).fill(0)])
const asApp = (client: SupabaseClient) => client as unknown as SupabaseClient<Database>

/**
 * Oppi's file buckets through supabase-js storage, as each seeded person: who may upload,
 * download, list and remove which file (the matrix below, as data), the buckets' type and size
 * limits, the hand-in lock once graded, and the logged IEP read. Every object this suite makes
 * is removed again with the service role, so other suites see the seed's empty buckets.
 */
type Bucket = 'iep-documents' | 'avatars' | 'assignment-files' | 'submission-files'
type Op = 'upload' | 'download' | 'list' | 'remove'
interface StorageCase {
  actor: ActorName
  bucket: Bucket
  op: Op
  /** upload: the new object's name; download: an existing object; list: a folder; remove: an object made for the case. */
  path: string
  expect: 'ok' | 'denied'
}

const S = actors.student.id
const S2 = actors.student2.id
const T = actors.teacher.id
const OS = actors.otherStudent.id
const JOURNAL = ids.math5AJournal // Aino's hand-in, not graded
const WEEK1 = ids.math5AWeek1 // Aino's hand-in, graded
const OPEN = ids.englishJournal5A // not handed in yet

/**
 * One rule of the matrix: on this bucket, this operation on this path goes through for the
 * `ok` actors and is refused to the `denied` ones. Expands to one case per actor.
 */
const rule = (
  bucket: Bucket,
  op: Op,
  path: string,
  ok: ActorName[],
  denied: ActorName[],
): StorageCase[] => [
  ...ok.map((actor) => ({ actor, bucket, op, path, expect: 'ok' as const })),
  ...denied.map((actor) => ({ actor, bucket, op, path, expect: 'denied' as const })),
]

/** Objects the service role puts in place before the matrix runs (read by download/list cases). */
const FIXTURES: Record<Bucket, string[]> = {
  'iep-documents': [`${S}/plan.pdf`],
  avatars: [`${S}/me.png`, `${OS}/me.png`],
  'assignment-files': [`${JOURNAL}/sheet.pdf`, `${ids.otherAssignment}/sheet.pdf`],
  'submission-files': [`${JOURNAL}/${S}/work.pdf`, `${WEEK1}/${S}/work.pdf`],
}

const OUTSIDERS: ActorName[] = ['otherPrincipal', 'otherTeacher', 'otherStudent', 'anon']

export const STORAGE_MATRIX: StorageCase[] = [
  // IEP documents: the student, their principal and linked parents read; principal and
  // parents write; teachers never, not even the student's own; other schools never.
  ...rule(
    'iep-documents',
    'download',
    `${S}/plan.pdf`,
    ['student', 'principal', 'parent'],
    ['teacher', 'teacher2', 'student2', ...OUTSIDERS],
  ),
  ...rule(
    'iep-documents',
    'list',
    S,
    ['student', 'principal', 'parent'],
    ['teacher', 'student2', 'otherPrincipal', 'anon'],
  ),
  ...rule(
    'iep-documents',
    'upload',
    `${S}/new.pdf`,
    ['principal', 'parent'],
    ['student', 'teacher', 'teacher2', 'student2', ...OUTSIDERS],
  ),
  ...rule('iep-documents', 'upload', `${ids.sibling}/new.pdf`, ['parent'], ['teacher']),
  ...rule('iep-documents', 'upload', `${S2}/new.pdf`, ['principal'], ['parent', 'teacher2']),
  // Not a student's folder, or not a path of the bucket's shape.
  ...rule('iep-documents', 'upload', `${T}/new.pdf`, [], ['principal']),
  ...rule('iep-documents', 'upload', 'not-a-uuid/new.pdf', [], ['principal']),
  ...rule('iep-documents', 'upload', `${S}/nested/new.pdf`, [], ['principal']),
  ...rule('iep-documents', 'upload', `${S}'--/new.pdf`, [], ['principal']),
  ...rule(
    'iep-documents',
    'remove',
    `${S}/old.pdf`,
    ['principal', 'parent'],
    ['student', 'teacher', 'otherPrincipal', 'anon'],
  ),

  // Avatars: everyone active in the owner's school reads; only the owner writes.
  ...rule(
    'avatars',
    'download',
    `${S}/me.png`,
    ['student', 'student2', 'teacher2', 'parent', 'principal'],
    OUTSIDERS,
  ),
  ...rule('avatars', 'download', `${OS}/me.png`, ['otherTeacher'], ['student']),
  ...rule('avatars', 'list', S, ['student2'], ['otherTeacher']),
  ...rule(
    'avatars',
    'upload',
    `${S}/new.png`,
    ['student'],
    ['principal', 'teacher', 'parent', 'student2', 'otherPrincipal', 'anon'],
  ),
  ...rule('avatars', 'upload', `${T}/new.png`, ['teacher'], ['student']),
  ...rule('avatars', 'upload', `${OS}/new.png`, ['otherStudent'], ['otherPrincipal']),
  ...rule('avatars', 'upload', 'not-a-uuid/new.png', [], ['student']),
  ...rule(
    'avatars',
    'remove',
    `${S}/old.png`,
    ['student'],
    ['principal', 'teacher', 'parent', 'anon'],
  ),

  // Assignment files: the class's teacher and the principal manage; enrolled students and
  // their parents read.
  ...rule(
    'assignment-files',
    'download',
    `${JOURNAL}/sheet.pdf`,
    ['teacher', 'principal', 'student', 'parent'],
    ['teacher2', 'student2', ...OUTSIDERS],
  ),
  ...rule(
    'assignment-files',
    'download',
    `${ids.otherAssignment}/sheet.pdf`,
    ['otherTeacher'],
    ['teacher'],
  ),
  ...rule('assignment-files', 'list', JOURNAL, ['student'], ['student2']),
  ...rule(
    'assignment-files',
    'upload',
    `${JOURNAL}/new.pdf`,
    ['teacher', 'principal'],
    ['teacher2', 'student', 'parent', ...OUTSIDERS],
  ),
  ...rule('assignment-files', 'upload', `${ids.finnish5BWeek1}/new.pdf`, ['teacher2'], ['teacher']),
  ...rule(
    'assignment-files',
    'remove',
    `${JOURNAL}/old.pdf`,
    ['teacher', 'principal'],
    ['teacher2', 'student', 'otherTeacher', 'anon'],
  ),

  // Hand-in files: the student writes their own until graded; the class's teacher, the
  // principal, the student and their parents read.
  ...rule(
    'submission-files',
    'download',
    `${JOURNAL}/${S}/work.pdf`,
    ['student', 'parent', 'teacher', 'principal'],
    ['teacher2', 'student2', ...OUTSIDERS],
  ),
  ...rule('submission-files', 'list', `${JOURNAL}/${S}`, ['parent'], ['teacher2']),
  ...rule(
    'submission-files',
    'upload',
    `${JOURNAL}/${S}/new.pdf`,
    ['student'],
    ['teacher', 'principal', 'parent', ...OUTSIDERS],
  ),
  ...rule('submission-files', 'upload', `${OPEN}/${S}/new.pdf`, ['student'], ['parent']),
  ...rule('submission-files', 'upload', `${WEEK1}/${S}/new.pdf`, [], ['student']),
  ...rule('submission-files', 'upload', `${JOURNAL}/${S2}/new.pdf`, [], ['student', 'student2']),
  ...rule(
    'submission-files',
    'upload',
    `${ids.finnish5BWeek1}/${S2}/new.pdf`,
    ['student2'],
    ['student'],
  ),
  ...rule('submission-files', 'upload', `${JOURNAL}/new.pdf`, [], ['student']),
  ...rule(
    'submission-files',
    'remove',
    `${JOURNAL}/${S}/old.pdf`,
    ['student'],
    ['teacher', 'parent', 'principal', 'anon'],
  ),
  ...rule('submission-files', 'remove', `${WEEK1}/${S}/old.pdf`, [], ['student']),
]

// Smallest bodies whose bytes are what they claim (the server checks content, not just the name).
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
const bodyFor = (path: string) =>
  path.endsWith('.png')
    ? { body: PNG, contentType: 'image/png' }
    : { body: PDF, contentType: 'application/pdf' }

const clients = {} as Record<ActorName, SupabaseClient>
const admin = newClient('service')
/** Every name this suite may have created, per bucket, removed at the end. */
const touched = new Map<Bucket, Set<string>>()
const touch = (bucket: Bucket, path: string) => {
  if (!touched.has(bucket)) touched.set(bucket, new Set())
  touched.get(bucket)!.add(path)
}

async function put(bucket: Bucket, path: string) {
  touch(bucket, path)
  const { body, contentType } = bodyFor(path)
  const { error } = await admin.storage
    .from(bucket)
    .upload(path, body, { contentType, upsert: true })
  if (error) throw new Error(`fixture ${bucket}/${path}: ${error.message}`)
}

/** Whether the object is there (seen past row-level security, by listing its folder). */
async function exists(bucket: Bucket, path: string) {
  const slash = path.lastIndexOf('/')
  const file = path.slice(slash + 1)
  const { data, error } = await admin.storage
    .from(bucket)
    .list(path.slice(0, slash), { search: file })
  if (error) throw error
  return data.some((o) => o.name === file)
}

async function removeAll() {
  for (const [bucket, names] of touched) {
    if (names.size) await admin.storage.from(bucket).remove([...names])
  }
}

beforeAll(async () => {
  clients.anon = newClient('anon')
  for (const [name, actor] of Object.entries(actors)) {
    if (name === 'pendingTeacher') continue
    clients[name as ActorName] = (await signedInClient(actor.email, PASSWORD)).client
  }
  for (const [bucket, names] of Object.entries(FIXTURES) as [Bucket, string[]][]) {
    for (const name of names) await put(bucket, name)
  }
}, 60_000)

afterAll(async () => {
  await removeAll()
  await admin.from('sensitive_access_log').delete().eq('field', 'iep_document')
})

/** Runs one case; answers whether the operation went through. */
async function attempt(k: StorageCase, index: number): Promise<boolean> {
  const files = clients[k.actor].storage.from(k.bucket)
  switch (k.op) {
    case 'upload': {
      // A name of its own per case, so one case's upload cannot make another's pass or fail.
      const name = k.path.replace(/([^/]*)$/, `${index}-$1`)
      touch(k.bucket, name)
      const { body, contentType } = bodyFor(name)
      const { error } = await files.upload(name, body, { contentType })
      if (!error) expect(await exists(k.bucket, name)).toBe(true)
      return !error
    }
    case 'download': {
      const { data, error } = await files.download(k.path)
      if (!error)
        expect((await data!.arrayBuffer()).byteLength).toBe(bodyFor(k.path).body.byteLength)
      return !error
    }
    case 'list': {
      // Row-level security hides objects rather than refusing the request: denied = sees nothing.
      const { data, error } = await files.list(k.path)
      expect(error).toBeNull()
      return data!.length > 0
    }
    case 'remove': {
      const name = k.path.replace(/([^/]*)$/, `${index}-$1`)
      await put(k.bucket, name)
      await files.remove([name])
      return !(await exists(k.bucket, name))
    }
  }
}

describe('storage matrix: who may do what with which file', () => {
  it.each(STORAGE_MATRIX.map((k, i) => ({ ...k, i })))(
    '$actor $op $bucket/$path → $expect',
    async (k) => {
      expect(await attempt(k, k.i)).toBe(k.expect === 'ok')
    },
  )
})

describe('bucket limits', () => {
  const limits: { bucket: Bucket; path: string; ok: string; wrongType: string; max: number }[] = [
    {
      bucket: 'iep-documents',
      path: `${S}/limit`,
      ok: 'application/pdf',
      wrongType: 'text/plain',
      max: 10 * 1024 * 1024,
    },
    {
      bucket: 'avatars',
      path: `${S}/limit`,
      ok: 'image/png',
      wrongType: 'application/pdf',
      max: 2 * 1024 * 1024,
    },
  ]

  it.each(limits)(
    '$bucket refuses a type it does not allow',
    async ({ bucket, path, wrongType }) => {
      const name = `${path}-type.txt`
      touch(bucket, name)
      const { error } = await admin.storage
        .from(bucket)
        .upload(name, new TextEncoder().encode('plain text'), { contentType: wrongType })
      expect(error?.message).toMatch(/mime type|not supported|InvalidMimeType/i)
      expect(await exists(bucket, name)).toBe(false)
    },
  )

  // Hosted Storage checks only the type an upload declares, never its bytes (supabase/local's
  // own check is stricter: its README), so the rule that a file is what it says lives in the
  // app's upload, through which every file of Oppi's reaches Storage.
  it.each([
    ['an executable called a PNG', 'fake.png', ELF],
    ['a PDF called a picture', 'pdf.png', PDF],
  ])('the app refuses %s, whatever it declares, and stores nothing', async (_, file, bytes) => {
    const objects = async () => (await admin.storage.from('avatars').list(S)).data?.length
    const before = await objects()
    const stored = await addFile(asApp(clients.student), 'avatars', [S], { name: file, bytes })
    expect(stored).toEqual({ ok: false, failure: 'badType' })
    expect(await objects()).toBe(before)
  })

  it.each(limits)(
    '$bucket refuses a file over its size limit and takes one at it',
    async ({ bucket, path, ok, max }) => {
      const head = ok === 'image/png' ? PNG : PDF
      const atLimit = new Uint8Array(max)
      atLimit.set(head)
      const over = new Uint8Array(max + 1)
      over.set(head)
      const big = `${path}-over`
      const fits = `${path}-fits`
      touch(bucket, big)
      touch(bucket, fits)
      const refused = await admin.storage.from(bucket).upload(big, over, { contentType: ok })
      expect(refused.error?.message).toMatch(/exceeded the maximum allowed size|too large/i)
      expect(await exists(bucket, big)).toBe(false)
      const taken = await admin.storage.from(bucket).upload(fits, atLimit, { contentType: ok })
      expect(taken.error).toBeNull()
    },
    60_000,
  )

  it('buckets are private: no public URL serves them', async () => {
    const { data: buckets } = await admin.storage.listBuckets()
    const ours = buckets!.filter((b) => Object.keys(FIXTURES).includes(b.id))
    expect(ours.map((b) => b.id).sort()).toEqual(Object.keys(FIXTURES).sort())
    expect(ours.every((b) => !b.public)).toBe(true)
  })
})

describe('hand-in files lock when the hand-in is graded', () => {
  const assignmentId = '00000000-0000-4000-8003-00000000b0c1'
  const name = `${assignmentId}/${S}/essay.pdf`

  beforeAll(async () => {
    // An hour old, so the new assignment and hand-in are not news to anybody.
    const hourAgo = new Date(Date.now() - 3600_000).toISOString()
    const { data: subject } = await admin
      .from('subjects')
      .select('school_id')
      .eq('id', ids.math5A)
      .single()
    const made = await admin.from('assignments').insert({
      id: assignmentId,
      school_id: subject!.school_id,
      subject_id: ids.math5A,
      title: 'Storage lock test',
      created_by: T,
      created_at: hourAgo,
    })
    expect(made.error).toBeNull()
    const handedIn = await admin.from('assignment_submissions').insert({
      school_id: subject!.school_id,
      assignment_id: assignmentId,
      student_id: S,
      content: 'Essay',
      submitted_at: hourAgo,
    })
    expect(handedIn.error).toBeNull()
  })

  afterAll(async () => {
    await admin.storage.from('submission-files').remove([name])
    await admin.from('notifications').delete().eq('data->>assignment_id', assignmentId)
    await admin.from('assignments').delete().eq('id', assignmentId)
  })

  it('the student uploads and replaces until graded, then can neither add, replace nor remove', async () => {
    const files = clients.student.storage.from('submission-files')
    expect((await files.upload(name, PDF, { contentType: 'application/pdf' })).error).toBeNull()
    expect(
      (await files.upload(name, PDF, { contentType: 'application/pdf', upsert: true })).error,
    ).toBeNull()

    const graded = await clients.teacher
      .from('assignment_submissions')
      .update({ score: 80, feedback: 'Good' })
      .eq('assignment_id', assignmentId)
      .eq('student_id', S)
      .select('graded_at')
    expect(graded.error).toBeNull()
    expect(graded.data![0].graded_at).not.toBeNull()

    expect(
      (await files.upload(`${assignmentId}/${S}/more.pdf`, PDF, { contentType: 'application/pdf' }))
        .error,
    ).not.toBeNull()
    expect(await exists('submission-files', `${assignmentId}/${S}/more.pdf`)).toBe(false)
    expect(
      (await files.upload(name, PDF, { contentType: 'application/pdf', upsert: true })).error,
    ).not.toBeNull()
    await files.remove([name])
    expect(await exists('submission-files', name)).toBe(true)
    // Still readable by the student and the teacher after grading.
    expect((await files.download(name)).error).toBeNull()
    expect((await clients.teacher.storage.from('submission-files').download(name)).error).toBeNull()
  })
})

describe('record_iep_document_access', () => {
  const object = `${S}/plan.pdf`
  const logged = async (who: ActorName, by: string) => {
    const { data, error } = await clients[who]
      .from('sensitive_access_log')
      .select('accessed_by, accessed_by_role, field, profile_id')
      .eq('field', 'iep_document')
      .eq('accessed_by', by)
    expect(error).toBeNull()
    return data!
  }

  it('logs a parent’s read, visible to the parent, the principal and the student', async () => {
    const { error } = await clients.parent.rpc('record_iep_document_access', {
      student_id: S,
      object_name: object,
    })
    expect(error).toBeNull()
    for (const who of ['parent', 'principal', 'student'] as const) {
      const rows = await logged(who, actors.parent.id)
      expect(rows).toContainEqual({
        accessed_by: actors.parent.id,
        accessed_by_role: 'parent',
        field: 'iep_document',
        profile_id: S,
      })
    }
    expect(await logged('teacher', actors.parent.id)).toEqual([])
    expect(await logged('otherPrincipal', actors.parent.id)).toEqual([])
  })

  it('logs the principal’s read, visible to the parent', async () => {
    const { error } = await clients.principal.rpc('record_iep_document_access', {
      student_id: S,
      object_name: object,
    })
    expect(error).toBeNull()
    expect(await logged('parent', actors.principal.id)).toContainEqual(
      expect.objectContaining({ accessed_by_role: 'principal', profile_id: S }),
    )
  })

  it('lets the student read their own without a log row', async () => {
    const { error } = await clients.student.rpc('record_iep_document_access', {
      student_id: S,
      object_name: object,
    })
    expect(error).toBeNull()
    expect(await logged('student', S)).toEqual([])
  })

  it.each(['teacher', 'teacher2', 'student2', 'otherPrincipal'] as const)(
    'refuses %s (42501) and logs nothing',
    async (who) => {
      const { error } = await clients[who].rpc('record_iep_document_access', {
        student_id: S,
        object_name: object,
      })
      expect(error?.code).toBe('42501')
      const { count } = await admin
        .from('sensitive_access_log')
        .select('id', { count: 'exact', head: true })
        .eq('field', 'iep_document')
        .eq('accessed_by', actors[who].id)
      expect(count).toBe(0)
    },
  )

  it('refuses anon', async () => {
    const { error } = await clients.anon.rpc('record_iep_document_access', {
      student_id: S,
      object_name: object,
    })
    expect(error).not.toBeNull()
  })

  it('refuses an object that is not that student’s document', async () => {
    const { error } = await clients.parent.rpc('record_iep_document_access', {
      student_id: S,
      object_name: `${ids.sibling}/plan.pdf`,
    })
    expect(error?.code).toBe('22023')
  })
})
