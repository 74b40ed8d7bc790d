import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '@/lib/database.types'
import { HEAD_BYTES, sendToStorage } from '@/lib/files/send'
import { finishUpload, listFiles, planUpload } from '@/lib/files/store'
import { megabytes } from '@/lib/files/sizes'
import { newClient, signedInClient, testEnv } from '../support/clients'
import { actors, PASSWORD } from '../rls/fixtures'

/**
 * An upload in the three steps the browser takes (components/files/file-upload.tsx), through
 * the functions /files calls: the app plans it from the name, size and first bytes (a signed
 * upload address made as the person), the bytes go straight to Storage, and the app reads
 * back what was stored. A file larger than the app's host takes in one request (4.5 MB on
 * Vercel) is stored without its bytes passing through the app; a stored file that fails the
 * rules when it is checked is removed.
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

/** The plan `who` gets for a file of that name, size and first bytes, in the test's folder. */
const plan = (who: Client, name: string, size: number, head: Uint8Array) =>
  planUpload(who, BUCKET, folders, { name, size, head }, { replace: false })

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

it('a 6 MB file is planned from its first bytes, sent straight to Storage and read back', async () => {
  const bytes = pdf(megabytes(6))
  const head = bytes.subarray(0, HEAD_BYTES)
  const planned = await plan(teacher, 'Kasvio.pdf', bytes.byteLength, head)
  expect(planned).toMatchObject({ ok: true, name: 'Kasvio.pdf', type: 'application/pdf' })
  if (!planned.ok) return
  // The address is Storage's, for this one object: the app's host never sees the bytes.
  expect(planned.url.startsWith(`${testEnv().url}/storage/v1/object/upload/sign/${BUCKET}/`)).toBe(
    true,
  )
  expect(await stored()).toEqual([])

  expect(await sendToStorage(planned.url, bytes, planned.type)).toBe(200)
  expect(await finishUpload(teacher, BUCKET, planned.path.split('/'))).toEqual({
    ok: true,
    path: planned.path,
    name: 'Kasvio.pdf',
  })
  expect(await stored()).toEqual([{ name: 'Kasvio.pdf', size: bytes.byteLength }])

  // The same name again is refused when it is planned, before any byte is sent.
  expect(await plan(teacher, 'Kasvio.pdf', 10, head)).toEqual({ ok: false, failure: 'exists' })
})

it('a plan is refused where the bucket’s policy refuses the person, and nothing is signed', async () => {
  const head = pdf(64)
  expect(await plan(student, 'x.pdf', 64, head)).toEqual({ ok: false, failure: 'forbidden' })
  // A file over the bucket's limit, or of a type the bucket does not take, by what it says.
  expect(await plan(teacher, 'x.pdf', megabytes(25) + 1, head)).toEqual({
    ok: false,
    failure: 'tooLarge',
  })
  const page = new TextEncoder().encode('<!doctype html><p>')
  expect(await plan(teacher, 'x.html', page.byteLength, page)).toEqual({
    ok: false,
    failure: 'badType',
  })
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
