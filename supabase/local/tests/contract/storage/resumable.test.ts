import { createHash } from 'node:crypto'
import { SignJWT } from 'jose'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { ALICE, BOB, serviceClient, storageServerForFile, userClient, userToken } from './support'
import { CHUNK, endpointOf, MiB, testBytes, tusHeaders, tusRequest, tusUpload } from './tus-support'

let admin: SupabaseClient
let alice: SupabaseClient
let aliceToken: string
let bobToken: string

const server = storageServerForFile(async (s) => {
  admin = serviceClient(s)
  alice = await userClient(s, ALICE)
  ;[aliceToken, bobToken] = await Promise.all([userToken(s, ALICE), userToken(s, BOB)])
})

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex')
const stored = async (bucket: string, name: string) => {
  const { data } = await admin.storage.from(bucket).download(name)
  return data ? Buffer.from(await data.arrayBuffer()) : null
}
const row = async (bucket: string, name: string) =>
  (
    await server().db.query<{
      owner: string | null
      metadata: { size: number; mimetype: string; cacheControl: string }
    }>('select owner, metadata from storage.objects where bucket_id = $1 and name = $2', [
      bucket,
      name,
    ])
  ).rows[0] ?? null
const offsetOf = async (url: string, headers: Record<string, string>) => {
  const res = await tusRequest(url, 'HEAD', headers)
  return { status: res.status, offset: Number(res.headers.get('upload-offset')) }
}

describe('resumable uploads (TUS) with a bearer token', () => {
  it('stores exactly the bytes sent in 6 MiB chunks, and the object exists only once the last one arrived', async () => {
    const bytes = testBytes(2 * CHUNK + 12345)
    const name = `${ALICE}/tus/whole.bin`
    const seenMidway: boolean[] = []
    const chunks: number[] = []
    const { done } = tusUpload(
      server(),
      bytes,
      { bucket: 'avatars', name, token: aliceToken },
      {
        onChunkComplete: (size) => {
          chunks.push(size)
          if (chunks.length === 1)
            void alice.storage
              .from('avatars')
              .exists(name)
              .then((r) => seenMidway.push(r.data))
        },
      },
    )
    const out = await done
    expect(out.error).toBeNull()
    expect(chunks).toEqual([CHUNK, CHUNK, 12345])
    expect(seenMidway).toEqual([false])
    expect(sha((await stored('avatars', name))!)).toBe(sha(bytes))
    expect(await row('avatars', name)).toMatchObject({
      owner: ALICE,
      metadata: {
        size: bytes.length,
        mimetype: 'application/octet-stream',
        cacheControl: 'max-age=3600',
      },
    })
    // The finished upload is no longer an upload: it cannot be continued or ended.
    expect((await offsetOf(out.url!, tusHeaders(server(), { token: aliceToken }))).status).toBe(404)
  }, 60_000)

  it("sends the first chunk with the creation request (uploadDataDuringCreation, as Supabase's example does)", async () => {
    const bytes = testBytes(CHUNK + 10)
    const name = `${ALICE}/tus/with-creation.bin`
    const out = await tusUpload(
      server(),
      bytes,
      { bucket: 'avatars', name, token: aliceToken },
      { uploadDataDuringCreation: true },
    ).done
    expect(out.error).toBeNull()
    expect(sha((await stored('avatars', name))!)).toBe(sha(bytes))
  }, 60_000)

  it('continues an interrupted upload from the offset HEAD reports', async () => {
    const bytes = testBytes(2 * CHUNK + 99)
    const name = `${ALICE}/tus/resumed.bin`
    const target = { bucket: 'avatars', name, token: aliceToken }
    const first = tusUpload(server(), bytes, target, {
      // Cut the connection in the middle of the second chunk.
      onProgress: (sent) => void (sent > CHUNK + MiB && first.upload.abort()),
    })
    const url = await new Promise<string>((resolve) => {
      const poll = setInterval(
        () => first.upload.url && resolve(first.upload.url) && clearInterval(poll),
        20,
      )
    })
    // The server keeps what arrived before the cut; at least the first chunk is there.
    let head = await offsetOf(url, tusHeaders(server(), target))
    for (let i = 0; i < 50 && head.offset < CHUNK; i++) {
      await new Promise((r) => setTimeout(r, 100))
      head = await offsetOf(url, tusHeaders(server(), target))
    }
    expect(head.status).toBe(200)
    expect(head.offset).toBeGreaterThanOrEqual(CHUNK)
    expect(head.offset).toBeLessThan(bytes.length)
    expect((await alice.storage.from('avatars').exists(name)).data).toBe(false)

    const progress: number[] = []
    const second = tusUpload(server(), bytes, target, {
      uploadUrl: url,
      retryDelays: [0, 200, 500],
      onProgress: (sent) => void progress.push(sent),
    })
    expect((await second.done).error).toBeNull()
    expect(Math.min(...progress)).toBeGreaterThanOrEqual(CHUNK)
    expect(sha((await stored('avatars', name))!)).toBe(sha(bytes))
  }, 60_000)

  it('ends an upload on DELETE (termination): its bytes go and it cannot be continued', async () => {
    const bytes = testBytes(CHUNK + 1)
    const name = `${ALICE}/tus/terminated.bin`
    const target = { bucket: 'avatars', name, token: aliceToken }
    let ended!: () => void
    const terminated = new Promise<void>((resolve) => (ended = resolve))
    const first = tusUpload(server(), bytes, target, {
      onChunkComplete: () => void first.upload.abort(true).then(ended),
    })
    await terminated
    const url = first.upload.url!
    expect((await offsetOf(url, tusHeaders(server(), target))).status).toBe(404)
    const patch = await tusRequest(
      url,
      'PATCH',
      {
        ...tusHeaders(server(), target),
        'content-type': 'application/offset+octet-stream',
        'upload-offset': String(CHUNK),
      },
      bytes.subarray(CHUNK),
    )
    expect(patch.status).toBe(404)
    expect((await alice.storage.from('avatars').exists(name)).data).toBe(false)
  }, 60_000)

  it("refuses what the policies refuse, before a byte is stored: anon, and another user's folder", async () => {
    const bytes = testBytes(1000)
    const anon = await tusUpload(server(), bytes, {
      bucket: 'avatars',
      name: `${ALICE}/tus/anon.bin`,
      token: server().keys.anonKey,
    }).done
    expect(anon).toMatchObject({ status: 403, url: null })
    expect(anon.body).toMatch(/row-level security/)
    const bob = await tusUpload(server(), bytes, {
      bucket: 'avatars',
      name: `${ALICE}/tus/planted.bin`,
      token: bobToken,
    }).done
    expect(bob).toMatchObject({ status: 403, url: null })
    expect(await row('avatars', `${ALICE}/tus/planted.bin`)).toBeNull()
    expect(await row('avatars', `${ALICE}/tus/anon.bin`)).toBeNull()
  })

  it('lets nobody but its creator continue or look at an upload', async () => {
    const name = `${ALICE}/tus/alices.bin`
    const created = await tusRequest(endpointOf(server()), 'POST', {
      ...tusHeaders(server(), { token: aliceToken }),
      'upload-length': String(CHUNK + 1),
      'upload-metadata': `bucketName ${b64('avatars')},objectName ${b64(name)}`,
    })
    expect(created.status).toBe(201)
    const url = created.headers.get('location')!
    expect(url).toMatch(new RegExp(`^${server().url}/storage/v1/upload/resumable/[A-Za-z0-9_-]+$`))
    const asBob = tusHeaders(server(), { token: bobToken })
    expect((await offsetOf(url, asBob)).status).toBe(404)
    const patch = await tusRequest(
      url,
      'PATCH',
      { ...asBob, 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' },
      testBytes(CHUNK),
    )
    expect(patch.status).toBe(404)
    expect(await offsetOf(url, tusHeaders(server(), { token: aliceToken }))).toEqual({
      status: 200,
      offset: 0,
    })
  })

  it("holds uploads to the bucket's size and type limits", async () => {
    const token = aliceToken
    const tooBig = await tusUpload(server(), testBytes(MiB + 1), {
      bucket: 'images',
      name: 'tus/big.png',
      token,
      contentType: 'image/png',
    }).done
    expect(tooBig).toMatchObject({ status: 413, body: 'Maximum size exceeded', url: null })
    const wrongType = await tusUpload(server(), testBytes(100), {
      bucket: 'images',
      name: 'tus/clip.png',
      token,
      contentType: 'video/mp4',
    }).done
    expect(wrongType).toMatchObject({ status: 415, body: 'mime type video/mp4 is not supported' })
    // Declared a PNG, but the bytes are not one: refused when complete, and nothing is stored.
    const fake = await tusUpload(server(), testBytes(1000), {
      bucket: 'images',
      name: 'tus/fake.png',
      token,
      contentType: 'image/png',
    }).done
    expect(fake.status).toBe(415)
    expect(await row('images', 'tus/fake.png')).toBeNull()
    expect((await offsetOf(fake.url!, tusHeaders(server(), { token }))).status).toBe(404)
  })

  it('refuses to replace an existing object without x-upsert, and replaces it with', async () => {
    const name = `${ALICE}/tus/existing.txt`
    expect((await alice.storage.from('avatars').upload(name, 'first')).error).toBeNull()
    const refused = await tusUpload(server(), Buffer.from('second'), {
      bucket: 'avatars',
      name,
      token: aliceToken,
    }).done
    expect(refused).toMatchObject({ status: 409, body: 'The resource already exists' })
    const replaced = await tusUpload(server(), Buffer.from('second'), {
      bucket: 'avatars',
      name,
      token: aliceToken,
      upsert: true,
    }).done
    expect(replaced.error).toBeNull()
    expect((await stored('avatars', name))!.toString()).toBe('second')
  })

  it('answers protocol errors as a TUS server: version, offset, chunk size', async () => {
    const auth = tusHeaders(server(), { token: aliceToken })
    const noVersion = await fetch(endpointOf(server()), {
      method: 'POST',
      headers: { ...auth, 'upload-length': '10' },
    })
    expect(noVersion.status).toBe(412)
    expect(noVersion.headers.get('tus-version')).toBe('1.0.0')
    const created = await tusRequest(endpointOf(server()), 'POST', {
      ...auth,
      'upload-length': String(CHUNK + 5),
      'upload-metadata': `bucketName ${b64('avatars')},objectName ${b64(`${ALICE}/tus/raw.bin`)}`,
    })
    const url = created.headers.get('location')!
    const patch = (offset: number, body: Buffer) =>
      tusRequest(
        url,
        'PATCH',
        {
          ...auth,
          'content-type': 'application/offset+octet-stream',
          'upload-offset': String(offset),
        },
        body,
      )
    const conflict = await patch(7, testBytes(CHUNK))
    expect(conflict.status).toBe(409)
    expect(await conflict.text()).toBe('Upload-Offset conflict')
    const small = await patch(0, testBytes(MiB))
    expect(small.status).toBe(400)
    expect(await small.text()).toMatch(/6 MiB/)
    expect((await patch(0, testBytes(CHUNK))).headers.get('upload-offset')).toBe(String(CHUNK))
    const last = await patch(CHUNK, testBytes(5))
    expect(last.status).toBe(204)
    expect(last.headers.get('tus-complete')).toBe('1')
    const bad = await tusRequest(endpointOf(server()), 'POST', {
      ...auth,
      'upload-length': '1',
      'upload-metadata': 'bucketName not*base64',
    })
    expect(bad.status).toBe(400)
    // An empty file is complete on creation.
    const empty = await tusRequest(endpointOf(server()), 'POST', {
      ...auth,
      'upload-length': '0',
      'upload-metadata': `bucketName ${b64('avatars')},objectName ${b64(`${ALICE}/tus/empty.txt`)}`,
    })
    expect([empty.status, empty.headers.get('tus-complete')]).toEqual([201, '1'])
    expect((await stored('avatars', `${ALICE}/tus/empty.txt`))!.length).toBe(0)
  })

  it("answers OPTIONS with the protocol's capabilities and a preflight a browser accepts", async () => {
    const res = await fetch(endpointOf(server()), {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'tus-resumable,upload-length,upload-metadata,x-signature',
      },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('tus-version')).toBe('1.0.0')
    expect(res.headers.get('tus-max-size')).toBe(String(50 * MiB))
    expect(res.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000')
    expect(res.headers.get('access-control-allow-headers')).toMatch(
      /upload-metadata.*upload-offset.*|x-signature/,
    )
    expect(res.headers.get('access-control-allow-methods')).toMatch(/PATCH/)
  })
})

describe('resumable uploads to a signed upload URL (x-signature)', () => {
  let token: string
  const name = `${ALICE}/tus/signed.bin`
  beforeAll(async () => {
    const { data, error } = await alice.storage.from('avatars').createSignedUploadUrl(name)
    expect(error).toBeNull()
    token = data!.token
  })
  const sign = (claims: Record<string, unknown>, secret: string, exp: number) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(new TextEncoder().encode(secret))

  it('uploads with the token alone, as the user who asked for it', async () => {
    const bytes = testBytes(CHUNK + 3)
    const out = await tusUpload(server(), bytes, { bucket: 'avatars', name, signature: token }).done
    expect(out.error).toBeNull()
    expect(out.url).toMatch(/\/upload\/resumable\/sign\/[A-Za-z0-9_-]+$/)
    expect(sha((await stored('avatars', name))!)).toBe(sha(bytes))
    expect((await row('avatars', name))?.owner).toBe(ALICE)
  }, 60_000)

  it("refuses an expired, a forged, another path's and a missing token, and stores nothing", async () => {
    const claims = { url: `avatars/${ALICE}/tus/forged.bin`, scope: 'upload', owner: ALICE }
    const now = Math.floor(Date.now() / 1000)
    const expired = await sign(claims, server().config.auth.jwt_secret, now - 10)
    const forged = await sign(claims, 'not-the-project-secret-not-the-project-secret', now + 600)
    const cases = [
      { signature: expired, body: 'jwt expired' },
      { signature: forged, body: 'invalid signature' },
      { signature: token, body: 'The url do not match the signature' },
    ]
    for (const c of cases) {
      const out = await tusUpload(server(), testBytes(10), {
        bucket: 'avatars',
        name: `${ALICE}/tus/forged.bin`,
        signature: c.signature,
      }).done
      expect(out).toMatchObject({ status: 400, body: c.body, url: null })
    }
    const missing = await tusRequest(endpointOf(server(), true), 'POST', {
      'upload-length': '1',
      'upload-metadata': `bucketName ${b64('avatars')},objectName ${b64(name)}`,
    })
    expect(missing.status).toBe(400)
    expect(await missing.text()).toBe('Missing x-signature header')
    expect(await row('avatars', `${ALICE}/tus/forged.bin`)).toBeNull()
  })
})

function b64(s: string) {
  return Buffer.from(s).toString('base64')
}
