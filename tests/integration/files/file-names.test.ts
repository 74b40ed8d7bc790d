import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '@/lib/database.types'
import { addFile, downloadFile, listFiles, removeFile } from '@/lib/files/store'
import { newClient, signedInClient } from '../support/clients'
import { actors, PASSWORD } from '../rls/fixtures'

/**
 * People's own file names through the functions /files calls (lib/files/store.ts). Hosted
 * Storage refuses an object name with a letter like ä, a `#` or a `~` (and so does
 * supabase/local), so the app stores each file under an encoded name and gives people theirs
 * back: in the list, on download and in what it reports.
 */

type Client = SupabaseClient<Database>
const admin = newClient('service') as unknown as Client
let teacher: Client
const folders = [actors.teacher.id, randomUUID()]
const NAME = 'Äidinkieli – tehtävä #2 ~ 50% (kevät).pdf'
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')

beforeAll(async () => {
  teacher = (await signedInClient(actors.teacher.email, PASSWORD)).client as unknown as Client
})

afterAll(async () => {
  const { data } = await admin.storage.from('message-files').list(folders.join('/'))
  const paths = (data ?? []).map((entry) => `${folders.join('/')}/${entry.name}`)
  if (paths.length) await admin.storage.from('message-files').remove(paths)
})

it('a Finnish file name is stored under a name hosted Storage takes, and read back whole', async () => {
  const stored = await addFile(teacher, 'message-files', folders, { name: NAME, bytes: PDF })
  expect(stored).toMatchObject({ ok: true, name: NAME })
  if (!stored.ok) return
  const object = stored.path.split('/').at(-1)!
  expect(object).toMatch(/^[A-Za-z0-9_!.*'() &$=@;:+,?-]+$/)
  expect(object).not.toBe(NAME)

  expect(await listFiles(teacher, 'message-files', folders)).toEqual([
    { name: NAME, path: stored.path, size: PDF.byteLength },
  ])
  const got = await downloadFile(teacher, 'message-files', stored.path.split('/'))
  expect(got).toMatchObject({ ok: true, name: NAME })
  if (got.ok) expect(new Uint8Array(await got.blob.arrayBuffer())).toEqual(PDF)

  // Storage itself holds the encoded name only.
  const raw = await admin.storage.from('message-files').list(folders.join('/'))
  expect(raw.data?.map((entry) => entry.name)).toEqual([object])

  expect(await removeFile(teacher, 'message-files', stored.path.split('/'))).toBeNull()
  expect(await listFiles(teacher, 'message-files', folders)).toEqual([])
})
