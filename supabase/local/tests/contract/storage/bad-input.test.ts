import { request } from 'node:http'
import { describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { ALICE, PNG, serviceClient, storageServerForFile, text, userClient } from './support'
import { userToken } from '../fixture-server'

const GLOBAL_LIMIT = 256 * 1024

let admin: SupabaseClient
let alice: SupabaseClient

const server = storageServerForFile(
  async (s) => {
    admin = serviceClient(s)
    alice = await userClient(s, ALICE)
    await admin.storage.createBucket('small', { public: false, fileSizeLimit: 1000 })
    await admin.storage.createBucket('texts', { public: false, allowedMimeTypes: ['text/plain'] })
    await admin.storage.createBucket('pictures', { public: false, allowedMimeTypes: ['image/*'] })
  },
  // A small server-wide limit, so exceeding it does not take megabytes.
  { storage: { file_size_limit: `${GLOBAL_LIMIT / 1024}KiB` } },
)

const objectCount = async () =>
  (await server().db.query<{ n: number }>('select count(*)::int as n from storage.objects')).rows[0]
    .n

/** A request with its path exactly as written: URL parsing would resolve `..` segments first. */
function rawRequest(
  method: string,
  path: string,
  body = '',
): Promise<{ status: number; json: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: server().port,
        path,
        method,
        headers: {
          apikey: server().keys.serviceRoleKey,
          authorization: `Bearer ${server().keys.serviceRoleKey}`,
          'content-type': 'text/plain',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        let data = ''
        res.on('data', (c: Buffer) => (data += c))
        res.on('end', () => resolve({ status: res.statusCode!, json: JSON.parse(data || '{}') }))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

describe("MIME types, by the bucket's list and by the bytes", () => {
  it('refuses a declared type the bucket does not allow', async () => {
    const r = await admin.storage
      .from('texts')
      .upload('a.json', '{}', { contentType: 'application/json' })
    expect(r.error).toMatchObject({
      status: 400,
      statusCode: '415',
      message: 'mime type application/json is not supported',
    })
  })

  it('accepts a wildcard match whose bytes are that type', async () => {
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')
    expect(
      (await admin.storage.from('pictures').upload('ok.gif', gif, { contentType: 'image/gif' }))
        .error,
    ).toBeNull()
    expect(
      (
        await admin.storage
          .from('pictures')
          .upload('ok.png', new Blob([PNG], { type: 'image/png' }))
      ).error,
    ).toBeNull()
  })

  it('refuses bytes that are another type than declared', async () => {
    const before = await objectCount()
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)])
    const asPng = await admin.storage
      .from('pictures')
      .upload('evil.png', exe, { contentType: 'image/png' })
    expect(asPng.error).toMatchObject({ statusCode: '415' })
    expect(asPng.error!.message).toMatch(/application\/x-msdownload/)
    const textAsPng = await admin.storage
      .from('pictures')
      .upload('fake.png', 'just text', { contentType: 'image/png' })
    expect(textAsPng.error).toMatchObject({
      statusCode: '415',
      message: "the file's content is not image/png as declared",
    })
    const pdfAsText = await admin.storage
      .from('texts')
      .upload('doc.txt', '%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n', { contentType: 'text/plain' })
    expect(pdfAsText.error).toMatchObject({ statusCode: '415' })
    expect(await objectCount()).toBe(before)
    expect((await admin.storage.from('pictures').exists('evil.png')).data).toBe(false)
  })
})

describe('size limits', () => {
  it("refuses an object over the bucket's limit and keeps nothing", async () => {
    expect(
      (await admin.storage.from('small').upload('fits.bin', Buffer.alloc(1000))).error,
    ).toBeNull()
    const over = await admin.storage.from('small').upload('over.bin', Buffer.alloc(1001))
    expect(over.error).toMatchObject({
      status: 400,
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    })
    const form = await admin.storage
      .from('small')
      .upload('over-form.bin', new Blob([Buffer.alloc(5000)]))
    expect(form.error).toMatchObject({ statusCode: '413' })
    expect((await admin.storage.from('small').list()).data!.map((e) => e.name)).toEqual([
      'fits.bin',
    ])
  })

  it("refuses an object over the server's [storage] file_size_limit", async () => {
    const over = await admin.storage
      .from('avatars')
      .upload('big.bin', Buffer.alloc(GLOBAL_LIMIT + 1))
    expect(over.error).toMatchObject({ statusCode: '413' })
    expect(
      (await admin.storage.from('avatars').upload('edge.bin', Buffer.alloc(GLOBAL_LIMIT))).error,
    ).toBeNull()
  })

  it('a replacement over the limit leaves the old object in place', async () => {
    await admin.storage.from('small').upload('keep.txt', 'original')
    const r = await admin.storage.from('small').update('keep.txt', Buffer.alloc(2000))
    expect(r.error).toMatchObject({ statusCode: '413' })
    expect(await text((await admin.storage.from('small').download('keep.txt')).data)).toBe(
      'original',
    )
  })
})

describe('names', () => {
  it.each([
    ['a parent folder', '/storage/v1/object/avatars/x/../../etc/passwd'],
    ['an encoded parent folder', '/storage/v1/object/avatars/%2e%2e/secret.txt'],
    ['an encoded slash and parent', '/storage/v1/object/avatars/a%2F..%2F..%2Fb.txt'],
    ['a current folder', '/storage/v1/object/avatars/./a.txt'],
    ['an absolute path', '/storage/v1/object/avatars//etc/passwd'],
    ['an empty name', '/storage/v1/object/avatars/'],
    ['a NUL byte', '/storage/v1/object/avatars/a%00.txt'],
    ['a backslash', '/storage/v1/object/avatars/..%5Ca.txt'],
  ])('refuses %s with InvalidKey and stores nothing', async (_what, path) => {
    const before = await objectCount()
    const r = await rawRequest('POST', path, 'payload')
    expect(r.status).toBe(400)
    expect(r.json).toMatchObject({ statusCode: '400', code: 'InvalidKey' })
    expect(await objectCount()).toBe(before)
  })

  it('refuses a bucket id that is a path', async () => {
    const r = await rawRequest('POST', '/storage/v1/object/../avatars/a.txt', 'x')
    expect(r.status).toBe(400)
    expect(r.json).toMatchObject({ statusCode: '400', code: 'InvalidBucketName' })
  })

  it('refuses over-long names and folder names', async () => {
    const long = await alice.storage.from('avatars').upload(`${ALICE}/${'a'.repeat(1100)}`, 'x')
    expect(long.error).toMatchObject({
      statusCode: '400',
      message: expect.stringMatching(/longer than 1024 bytes/),
    })
    const segment = await alice.storage
      .from('avatars')
      .upload(`${ALICE}/${'a'.repeat(256)}.txt`, 'x')
    expect(segment.error).toMatchObject({
      statusCode: '400',
      message: expect.stringMatching(/longer than 255 bytes/),
    })
    expect((await admin.storage.from('avatars').list(ALICE)).data).toEqual([])
  })

  // Sent percent-encoded, as a client that encodes names sends them: the server decodes each
  // name and must refuse it (storage-js would put `#` and `%` into the URL as they are).
  it.each([
    ['a letter outside ASCII', 'Äidinkieli.pdf'],
    ['a combining accent', 'cafe\u0301.txt'],
    ['a hash', 'notes#1.txt'],
    ['a percent sign', '100%.txt'],
    ['a tilde', 'draft~.txt'],
    ['a backslash', 'a\\b.txt'],
  ])("refuses a name with %s, as hosted Storage's isValidKey does", async (_, name) => {
    const res = await fetch(
      `${server().url}/storage/v1/object/avatars/${ALICE}/${encodeURIComponent(name)}`,
      {
        method: 'POST',
        headers: {
          apikey: server().keys.anonKey,
          authorization: `Bearer ${await userToken(server(), ALICE)}`,
          'content-type': 'text/plain',
        },
        body: 'x',
      },
    )
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({
      code: 'InvalidKey',
      message: `Invalid key: ${ALICE}/${name}`,
    })
    expect((await admin.storage.from('avatars').list(ALICE)).data).toEqual([])
  })

  it("takes every other character hosted Storage's isValidKey allows", async () => {
    const name = `${ALICE}/a-Z_0 !.*'()&$=@;:+,?.txt`
    expect((await alice.storage.from('avatars').upload(name, 'kept')).error).toBeNull()
    expect(await text((await alice.storage.from('avatars').download(name)).data)).toBe('kept')
    expect((await alice.storage.from('avatars').remove([name])).error).toBeNull()
  })

  it("refuses a JSON body over the front door's limit on JSON routes", async () => {
    const r = await admin.storage
      .from('avatars')
      .remove(Array.from({ length: 1000 }, (_, i) => `${'x'.repeat(1100)}${i}`))
    expect(r.error).toMatchObject({ statusCode: '413' })
  })

  it('answers an invalid token with InvalidJWT', async () => {
    const res = await fetch(`${server().url}/storage/v1/object/list/avatars`, {
      method: 'POST',
      headers: {
        apikey: server().keys.anonKey,
        authorization: 'Bearer not.a.jwt',
        'content-type': 'application/json',
      },
      body: '{}',
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ statusCode: '400', code: 'InvalidJWT' })
  })
})
