import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '@/lib/database.types'
import { finishUpload, listFiles, planUpload } from '@/lib/files/store'
import { HEAD_BYTES, megabytes } from '@/lib/files/sizes'
import { newClient, signedInClient } from '../support/clients'
import { actors, ids, PASSWORD } from '../rls/fixtures'

/**
 * An upload in the three steps the browser takes (components/files/file-upload.tsx), through
 * the functions /files calls: the app plans it from the name, size and first bytes, the bytes
 * go straight to Storage with the person's own token, and the app checks what was stored. A
 * file larger than the app's host takes in one request (4.5 MB on Vercel) is stored without
 * its bytes passing through the app; the bucket's policies decide as the bytes are written, so
 * a plan made while one had the right does not outlive it; a stored file that fails the rules
 * when it is checked is removed.
 */

type Client = SupabaseClient<Database>
const admin = newClient('service') as unknown as Client
const BUCKET = 'message-files'
let teacher: Client
let student: Client
const folders = [actors.teacher.id, randomUUID()]

/** A PDF of `size` bytes: its header, then filler. */
function pdf(size: number) {
  const bytes = new Uint8Array(size)
  bytes.set(new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\n'))
  return bytes
}

/** What the plan is told of a file: its name, size and first bytes. */
const told = (name: string, bytes: Uint8Array) => ({
  name,
  size: bytes.byteLength,
  head: bytes.subarray(0, HEAD_BYTES),
})

const stored = async () => {
  const listed = await listFiles(admin, BUCKET, folders)
  return Array.isArray(listed) ? listed.map((f) => ({ name: f.name, size: f.size })) : listed
}

beforeAll(async () => {
  teacher = (await signedInClient(actors.teacher.email, PASSWORD)).client as unknown as Client
  student = (await signedInClient(actors.student.email, PASSWORD)).client as unknown as Client
})

afterAll(async () => {
  const { data } = await admin.storage.from(BUCKET).list(folders.join('/'))
  const paths = (data ?? []).map((entry) => `${folders.join('/')}/${entry.name}`)
  if (paths.length) await admin.storage.from(BUCKET).remove(paths)
})

it('a 6 MB file is planned from its first bytes, stored by its sender and checked', async () => {
  const bytes = pdf(megabytes(6))
  const plan = await planUpload(BUCKET, folders, told('Kasvio.pdf', bytes))
  expect(plan).toEqual({
    ok: true,
    path: `${folders.join('/')}/Kasvio.pdf`,
    name: 'Kasvio.pdf',
    type: 'application/pdf',
    upsert: false,
  })
  if (!plan.ok) return
  const put = await teacher.storage
    .from(BUCKET)
    .upload(plan.path, bytes, { contentType: plan.type, upsert: plan.upsert })
  expect(put.error).toBeNull()
  expect(await finishUpload(teacher, BUCKET, plan.path.split('/'))).toEqual({
    ok: true,
    path: plan.path,
    name: 'Kasvio.pdf',
  })
  expect(await stored()).toEqual([{ name: 'Kasvio.pdf', size: bytes.byteLength }])
})

it('a plan refuses a file too large or of a type the bucket does not take, by what it says', async () => {
  const head = pdf(64)
  expect(
    await planUpload(BUCKET, folders, { name: 'x.pdf', size: megabytes(25) + 1, head }),
  ).toEqual({ ok: false, failure: 'tooLarge' })
  const page = new TextEncoder().encode('<!doctype html><p>')
  expect(await planUpload(BUCKET, folders, told('x.html', page))).toEqual({
    ok: false,
    failure: 'badType',
  })
})

it('the bucket’s policy decides when the bytes are written: a plan made before grading is refused after it', async () => {
  const folder = [ids.fractions5A, actors.student.id]
  const bytes = pdf(200)
  const plan = await planUpload(
    'submission-files',
    folder,
    told(`myohassa-${folders[1]}.pdf`, bytes),
  )
  expect(plan.ok).toBe(true)
  if (!plan.ok) return
  const graded = await admin
    .from('assignment_submissions')
    .update({ graded_at: new Date().toISOString(), score: 5 })
    .eq('id', ids.fractionsAinoOnTime)
    .select('id')
  expect(graded.data).toHaveLength(1)
  try {
    const put = await student.storage
      .from('submission-files')
      .upload(plan.path, bytes, { contentType: plan.type })
    expect(put.error).not.toBeNull()
    const listed = await listFiles(admin, 'submission-files', folder)
    expect(Array.isArray(listed) && listed.map((f) => f.name)).not.toContain(plan.name)
  } finally {
    await admin
      .from('assignment_submissions')
      .update({ graded_at: null, score: null })
      .eq('id', ids.fractionsAinoOnTime)
  }
  // Nor may one store into somebody else's folder, whatever the plan said.
  const theirs = await student.storage
    .from(BUCKET)
    .upload(`${folders.join('/')}/x.pdf`, bytes, { contentType: 'application/pdf' })
  expect(theirs.error).not.toBeNull()
})

it('finishing holds what was stored to the rules again, and removes a file that fails them', async () => {
  // Sent to Storage without a plan: an empty file, which the bucket takes and the app does not.
  const empty = `${folders.join('/')}/tyhja.txt`
  const put = await teacher.storage
    .from(BUCKET)
    .upload(empty, new Uint8Array(), { contentType: 'text/plain' })
  expect(put.error).toBeNull()
  expect(await finishUpload(teacher, BUCKET, empty.split('/'))).toEqual({
    ok: false,
    failure: 'empty',
  })
  expect(await stored()).toEqual([{ name: 'Kasvio.pdf', size: megabytes(6) }])

  // Nothing there, and nothing the person may see, is not found.
  expect(await finishUpload(teacher, BUCKET, [...folders, 'poissa.pdf'])).toEqual({
    ok: false,
    failure: 'missing',
  })
  expect(await finishUpload(student, BUCKET, [...folders, 'Kasvio.pdf'])).toEqual({
    ok: false,
    failure: 'missing',
  })
})
