import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { sendFirstClient, sendFirstFetch } from '../send-first-fetch'
import { serviceClient, storageServerForFile } from './support'

/**
 * An upload over its bucket's (or the server's) size limit gets hosted Storage's refusal,
 * `{"statusCode":"413","error":"Payload too large",…}` (HTTP 400, as storage-api answers every
 * error it renders), through storage-js, whichever way the body comes: raw, as a form, as a
 * stream. The refusal is answered at the first byte past the limit (at once for a declared raw
 * length), the rest of the body is read away so that the client gets it, and nothing of the
 * upload is kept: no row, no bytes on disk.
 */

// The server keeps its files in a folder under the system's temporary folder when it has no
// data folder (tests); a temporary folder of this file's own makes those files countable.
const ownTmp = mkdtempSync(path.join(os.tmpdir(), 'oversized-uploads-'))
// vi.stubEnv puts TMPDIR back as it was (unset included) for the files that run after this.
vi.stubEnv('TMPDIR', ownTmp)
afterAll(() => {
  vi.unstubAllEnvs()
  rmSync(ownTmp, { recursive: true, force: true })
})

const SMALL_LIMIT = 64 * 1024
const GLOBAL_LIMIT = 1024 * 1024
const OVER = 8 * 1024 * 1024

let admin: SupabaseClient
const server = storageServerForFile(
  async (s) => {
    admin = serviceClient(s)
    await admin.storage.createBucket('small', { public: false, fileSizeLimit: SMALL_LIMIT })
    await admin.storage.createBucket('unlimited', { public: false })
  },
  { storage: { file_size_limit: `${GLOBAL_LIMIT / 1024}KiB` } },
)

/** Every file under the store's folder for `sub` (objects/<bucket>, tmp, …). */
function filesUnder(sub: string): string[] {
  const stores = readdirSync(ownTmp).filter((n) => n.startsWith('supabase-local-storage-'))
  expect(stores).toHaveLength(1)
  const dir = path.join(ownTmp, stores[0], sub)
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => e.name)
  } catch {
    return []
  }
}

const rowsIn = async (bucket: string) =>
  (
    await server().db.query<{ name: string }>(
      'select name from storage.objects where bucket_id = $1 order by name',
      [bucket],
    )
  ).rows.map((r) => r.name)

async function expectNothingKept(bucket: string, kept: string[] = []) {
  expect(await rowsIn(bucket)).toEqual(kept)
  expect(filesUnder(path.join('objects', bucket))).toHaveLength(kept.length)
  expect(filesUnder('tmp')).toEqual([])
}

const tooLarge = {
  status: 400,
  statusCode: '413',
  message: 'The object exceeded the maximum allowed size',
}

/** A body of undeclared length (storage-js sends it as it comes: chunked), made as it is read. */
function stream(bytes: number) {
  let sent = 0
  return new ReadableStream<Uint8Array>({
    pull(c) {
      if (sent >= bytes) return c.close()
      const piece = Math.min(256 * 1024, bytes - sent)
      sent += piece
      c.enqueue(new Uint8Array(piece))
    },
  })
}

/** The server goes on answering, on a fresh connection. */
async function stillServes() {
  const put = await admin.storage
    .from('small')
    .upload(`after-${crypto.randomUUID()}.txt`, 'fits', { contentType: 'text/plain' })
  expect(put.error).toBeNull()
  expect(await (await admin.storage.from('small').download(put.data!.path)).data!.text()).toBe(
    'fits',
  )
  await admin.storage.from('small').remove([put.data!.path])
}

describe('through storage-js upload(), from a client that sends the whole body before reading', () => {
  const client = () => sendFirstClient(server(), server().keys.serviceRoleKey)

  it.each([
    ['raw bytes', () => Buffer.alloc(OVER)],
    ['a multipart form (Blob)', () => new Blob([Buffer.alloc(OVER)])],
    ['a stream (chunked)', () => stream(OVER)],
  ])("%s over the bucket's limit: 413 Payload too large, nothing kept", async (_, body) => {
    const r = await client()
      .storage.from('small')
      .upload('over.bin', body(), { contentType: 'application/octet-stream' })
    expect(r.error).toMatchObject(tooLarge)
    await expectNothingKept('small')
    await stillServes()
  })

  it('a stream far past the limit, through storage-js on its own fetch: the answer comes before the cut', async () => {
    // Past the limit the server reads away at most 64 MiB before it closes the connection.
    const r = await admin.storage.from('small').upload('far-over.bin', stream(200 * 1024 * 1024), {
      contentType: 'application/octet-stream',
    })
    expect(r.error).toMatchObject(tooLarge)
    await expectNothingKept('small')
    await stillServes()
  })

  it('a stream gets its refusal through storage-js while the rest of it is still unsent', async () => {
    // The stream gives nothing more past twice the limit until the refusal has come.
    let release!: () => void
    const refused = new Promise<void>((resolve) => (release = resolve))
    let given = 0
    const held = new ReadableStream<Uint8Array>({
      async pull(c) {
        if (given >= 2 * SMALL_LIMIT) await refused
        if (given >= OVER) return c.close()
        given += 64 * 1024
        c.enqueue(new Uint8Array(64 * 1024))
      },
    })
    const r = await admin.storage
      .from('small')
      .upload('held.bin', held, { contentType: 'application/octet-stream' })
    const givenWhenRefused = given
    release()
    expect(r.error).toMatchObject(tooLarge)
    expect(givenWhenRefused).toBeLessThan(OVER)
    await expectNothingKept('small')
    await stillServes()
  })

  it("over the server's [storage] file_size_limit in a bucket without its own", async () => {
    const r = await client()
      .storage.from('unlimited')
      .upload('over.bin', stream(GLOBAL_LIMIT + 1))
    expect(r.error).toMatchObject(tooLarge)
    await expectNothingKept('unlimited')
    await stillServes()
  })

  it('a replacement over the limit leaves the old object and its file as they were', async () => {
    expect(
      (
        await admin.storage
          .from('small')
          .upload('keep.txt', 'original', { contentType: 'text/plain' })
      ).error,
    ).toBeNull()
    const r = await client().storage.from('small').update('keep.txt', Buffer.alloc(OVER))
    expect(r.error).toMatchObject(tooLarge)
    expect(await (await admin.storage.from('small').download('keep.txt')).data!.text()).toBe(
      'original',
    )
    await expectNothingKept('small', ['keep.txt'])
    await admin.storage.from('small').remove(['keep.txt'])
  })
})

/**
 * The refusal arrives while the client is still sending: it sends past the limit, waits for the
 * answer with the rest of its body unsent, then sends the rest, which the server reads away
 * before it closes the connection in order (no reset).
 */
async function answeredMidBody(
  head: Record<string, string>,
  before: Buffer,
  after: Buffer,
  framed = (b: Buffer) => b,
) {
  const { port, keys } = server()
  const socket = connect(port, '127.0.0.1')
  let reset: Error | null = null
  socket.on('error', (e) => (reset = e))
  await new Promise((resolve) => socket.once('connect', resolve))
  let answer = ''
  const answered = new Promise<void>((resolve) =>
    socket.on('data', (c: Buffer) => {
      answer += c.toString('latin1')
      if (answer.includes('\r\n\r\n') && answer.endsWith('}')) resolve()
    }),
  )
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()))
  const headers = {
    host: 'x',
    apikey: keys.serviceRoleKey,
    authorization: `Bearer ${keys.serviceRoleKey}`,
    ...head,
  }
  socket.write(
    `POST /storage/v1/object/small/mid-body.bin HTTP/1.1\r\n${Object.entries(headers)
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('')}\r\n`,
  )
  socket.write(framed(before))
  await answered
  for (let at = 0; at < after.length; at += 64 * 1024) {
    if (!socket.write(framed(after.subarray(at, at + 64 * 1024))))
      await new Promise((r) => socket.once('drain', r))
  }
  if (head['transfer-encoding']) socket.write('0\r\n\r\n')
  socket.end()
  await closed
  return { answer, reset }
}

const chunk = (b: Buffer) =>
  Buffer.concat([Buffer.from(`${b.length.toString(16)}\r\n`), b, Buffer.from('\r\n')])

describe('the refusal is answered at once, before the client has sent the rest', () => {
  it.each([
    [
      'a declared raw length, before any of the body',
      { 'content-type': 'application/octet-stream', 'content-length': String(OVER) },
      0,
    ],
    [
      'a chunked raw body, at the first byte past the limit',
      { 'content-type': 'application/octet-stream', 'transfer-encoding': 'chunked' },
      SMALL_LIMIT + 1,
    ],
  ])('%s', async (_, head, first) => {
    const framed = head['transfer-encoding' as keyof typeof head] ? chunk : undefined
    const { answer, reset } = await answeredMidBody(
      head,
      Buffer.alloc(first),
      Buffer.alloc(OVER - first),
      framed,
    )
    expect(answer).toMatch(/^HTTP\/1\.1 400 /)
    expect(answer).toMatch(/\r\nconnection: close\r\n/i)
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      statusCode: '413',
      code: 'EntityTooLarge',
      error: 'Payload too large',
      message: 'The object exceeded the maximum allowed size',
    })
    expect(reset).toBeNull()
    await expectNothingKept('small')
    await stillServes()
  })

  it('a multipart form, at the first byte of its file past the limit', async () => {
    const boundary = 'oversized-boundary'
    const opening = Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="cacheControl"\r\n\r\n3600\r\n` +
        `--${boundary}\r\ncontent-disposition: form-data; name=""; filename="over.bin"\r\ncontent-type: application/octet-stream\r\n\r\n`,
    )
    const before = Buffer.concat([opening, Buffer.alloc(SMALL_LIMIT + 1)])
    const after = Buffer.concat([Buffer.alloc(OVER), Buffer.from(`\r\n--${boundary}--\r\n`)])
    const { answer, reset } = await answeredMidBody(
      {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(before.length + after.length),
      },
      before,
      after,
    )
    expect(answer).toMatch(/^HTTP\/1\.1 400 /)
    expect(answer).toContain('"statusCode":"413"')
    expect(reset).toBeNull()
    await expectNothingKept('small')
    await stillServes()
  })
})

describe('resumable (TUS) uploads', () => {
  it("a chunk sent chunked past the upload's length gets its refusal, not a reset, and no object", async () => {
    const { url, keys } = server()
    const auth = {
      apikey: keys.serviceRoleKey,
      authorization: `Bearer ${keys.serviceRoleKey}`,
      'tus-resumable': '1.0.0',
    }
    const b64 = (s: string) => Buffer.from(s).toString('base64')
    const created = await fetch(`${url}/storage/v1/upload/resumable`, {
      method: 'POST',
      headers: {
        ...auth,
        'upload-length': '1000',
        'upload-metadata': `bucketName ${b64('small')},objectName ${b64('tus-over.bin')}`,
      },
    })
    expect(created.status).toBe(201)
    const patched = await sendFirstFetch(created.headers.get('location')!, {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' },
      body: stream(OVER),
      duplex: 'half',
    } as RequestInit)
    expect(patched.status).toBe(400)
    expect(await patched.text()).toMatch(/6 MiB/)
    await expectNothingKept('small')
    await stillServes()
  })
})
