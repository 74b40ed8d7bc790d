import { beforeAll, describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import {
  ALICE,
  BOB,
  anonClient,
  serviceClient,
  storageServerForFile,
  text,
  userClient,
} from './support'

let alice: SupabaseClient
let bob: SupabaseClient
let anon: SupabaseClient
let admin: SupabaseClient

const server = storageServerForFile(async (s) => {
  ;[alice, bob] = await Promise.all([userClient(s, ALICE), userClient(s, BOB)])
  anon = anonClient(s)
  admin = serviceClient(s)
  expect(
    (await alice.storage.from('avatars').upload(`${ALICE}/secret.txt`, 'alice only')).error,
  ).toBeNull()
})

const avatars = (c: SupabaseClient) => c.storage.from('avatars')
const ownerOf = async (bucket: string, name: string) =>
  (
    await server().db.query<{ owner: string | null }>(
      'select owner from storage.objects where bucket_id = $1 and name = $2',
      [bucket, name],
    )
  ).rows[0]?.owner

describe('policies on storage.objects, run as the caller', () => {
  it('lets the owner write in their own folder and records them as owner', async () => {
    expect(await ownerOf('avatars', `${ALICE}/secret.txt`)).toBe(ALICE)
    expect(await text((await avatars(alice).download(`${ALICE}/secret.txt`)).data)).toBe(
      'alice only',
    )
  })

  it("refuses another user's folder for every operation", async () => {
    const write = await avatars(bob).upload(`${ALICE}/planted.txt`, 'bob was here')
    expect(write.error).toMatchObject({ status: 400, statusCode: '403' })
    expect(write.error!.message).toMatch(/row-level security/)
    expect((await avatars(bob).download(`${ALICE}/secret.txt`)).error).toMatchObject({
      statusCode: '404',
    })
    expect((await avatars(bob).exists(`${ALICE}/secret.txt`)).data).toBe(false)
    expect((await avatars(bob).list(ALICE)).data).toEqual([])
    expect((await avatars(bob).remove([`${ALICE}/secret.txt`])).data).toEqual([])
    expect((await avatars(bob).update(`${ALICE}/secret.txt`, 'overwritten')).error).toMatchObject({
      statusCode: '403',
    })
    expect(
      (await avatars(bob).move(`${ALICE}/secret.txt`, `${BOB}/stolen.txt`)).error,
    ).toMatchObject({ statusCode: '404' })
    expect(
      (await avatars(bob).copy(`${ALICE}/secret.txt`, `${BOB}/stolen.txt`)).error,
    ).toMatchObject({ statusCode: '404' })
    expect((await avatars(bob).createSignedUrl(`${ALICE}/secret.txt`, 60)).error).toMatchObject({
      statusCode: '404',
    })
    expect((await avatars(bob).createSignedUploadUrl(`${ALICE}/x.txt`)).error).toMatchObject({
      statusCode: '403',
    })
    // Nothing of Bob's attempts changed Alice's file.
    expect(await text((await avatars(alice).download(`${ALICE}/secret.txt`)).data)).toBe(
      'alice only',
    )
    expect(await ownerOf('avatars', `${ALICE}/planted.txt`)).toBeUndefined()
  })

  it('refuses anon everything in the private bucket', async () => {
    expect((await avatars(anon).upload(`${ALICE}/anon.txt`, 'x')).error).toMatchObject({
      statusCode: '403',
    })
    expect((await avatars(anon).download(`${ALICE}/secret.txt`)).error).toMatchObject({
      statusCode: '404',
    })
    expect((await avatars(anon).list(ALICE)).data).toEqual([])
    const pub = await fetch(avatars(anon).getPublicUrl(`${ALICE}/secret.txt`).data.publicUrl)
    expect(pub.status).toBe(400)
    expect(await pub.json()).toMatchObject({ statusCode: '404', message: 'Bucket not found' })
  })

  it('lets service_role past every policy', async () => {
    expect((await avatars(admin).upload(`${BOB}/from-admin.txt`, 'admin')).error).toBeNull()
    expect(await ownerOf('avatars', `${BOB}/from-admin.txt`)).toBeNull()
    expect(await text((await avatars(bob).download(`${BOB}/from-admin.txt`)).data)).toBe('admin')
    expect(await text((await avatars(admin).download(`${ALICE}/secret.txt`)).data)).toBe(
      'alice only',
    )
  })

  it('serves a public bucket to anyone by its public URL, with policies still deciding writes', async () => {
    const assets = alice.storage.from('public-assets')
    expect((await assets.upload('logo folder/hello world.txt', 'public hello')).error).toBeNull()
    const url = anon.storage.from('public-assets').getPublicUrl('logo folder/hello world.txt')
      .data.publicUrl
    const res = await fetch(url)
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('public hello')
    expect((await anon.storage.from('public-assets').upload('anon.txt', 'x')).error).toMatchObject({
      statusCode: '403',
    })
    expect(
      (await anon.storage.from('public-assets').list('logo folder')).data!.map((e) => e.name),
    ).toEqual(['hello world.txt'])
  })

  it('applies a policy on the name: storage.extension() limits the images bucket to some names', async () => {
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')
    const refused = await alice.storage
      .from('images')
      .upload('pic.gif', gif, { contentType: 'image/gif' })
    expect(refused.error).toMatchObject({ statusCode: '403' })
    const { rows } = await server().db.query<{ f: string[]; n: string; e: string }>(
      "select storage.foldername('a/b/c.tar.gz') as f, storage.filename('a/b/c.tar.gz') as n, storage.extension('a/b/c.tar.gz') as e",
    )
    expect(rows[0]).toEqual({ f: ['a', 'b'], n: 'c.tar.gz', e: 'gz' })
  })
})

describe('signed URLs', () => {
  it('opens the object without a session until it expires', async () => {
    // Token times are whole seconds: a 1 s URL made late in a second can be expired at once, so
    // the URL lives 2 s (at least one whole second from now) and is tried again after 3.1 s.
    const { data, error } = await avatars(alice).createSignedUrl(`${ALICE}/secret.txt`, 2)
    expect(error).toBeNull()
    expect(data!.signedUrl).toMatch(
      new RegExp(`^${server().url}/storage/v1/object/sign/avatars/${ALICE}/secret.txt\\?token=`),
    )
    const ok = await fetch(data!.signedUrl)
    expect(ok.status).toBe(200)
    expect(await ok.text()).toBe('alice only')
    await new Promise((r) => setTimeout(r, 3100))
    const late = await fetch(data!.signedUrl)
    expect(late.status).toBe(400)
    expect(await late.json()).toMatchObject({
      statusCode: '400',
      code: 'InvalidJWT',
      message: 'jwt expired',
    })
  })

  it('refuses the token on any other path, and a tampered token', async () => {
    await avatars(alice).upload(`${ALICE}/other.txt`, 'other')
    const { data } = await avatars(alice).createSignedUrl(`${ALICE}/secret.txt`, 60)
    const moved = await fetch(data!.signedUrl.replace('secret.txt', 'other.txt'))
    expect(moved.status).toBe(400)
    expect(await moved.json()).toMatchObject({ statusCode: '400', code: 'InvalidSignature' })
    // Change the signature's first character: its last one may carry only padding bits, and a
    // change there can decode to the very same signature.
    const tampered = await fetch(
      data!.signedUrl.replace(
        /(token=[^.]+\.[^.]+\.)(.)/,
        (_m, head: string, c: string) => head + (c === 'A' ? 'B' : 'A'),
      ),
    )
    expect(await tampered.json()).toMatchObject({ code: 'InvalidJWT' })
    const none = await fetch(data!.signedUrl.replace(/\?token=.*/, ''))
    expect(none.status).toBe(400)
  })

  it('signs several paths, with an error entry for those the caller cannot read', async () => {
    const { data, error } = await avatars(alice).createSignedUrls(
      [`${ALICE}/secret.txt`, `${ALICE}/nope.txt`],
      60,
    )
    expect(error).toBeNull()
    expect(data![0]).toMatchObject({ error: null, path: `${ALICE}/secret.txt` })
    expect(await (await fetch(data![0].signedUrl!)).text()).toBe('alice only')
    expect(data![1]).toMatchObject({
      error: 'Either the object does not exist or you do not have access to it',
      path: `${ALICE}/nope.txt`,
      signedUrl: null,
    })
  })

  it('signed upload URLs upload once authorised, as their signer, to their path only', async () => {
    const signed = await avatars(alice).createSignedUploadUrl(`${ALICE}/via-url.txt`)
    expect(signed.error).toBeNull()
    expect(signed.data).toMatchObject({ path: `${ALICE}/via-url.txt`, token: expect.any(String) })
    const up = await anon.storage
      .from('avatars')
      .uploadToSignedUrl(`${ALICE}/via-url.txt`, signed.data!.token, 'sent by link')
    expect(up.error).toBeNull()
    expect(up.data).toMatchObject({
      path: `${ALICE}/via-url.txt`,
      fullPath: `avatars/${ALICE}/via-url.txt`,
    })
    expect(await text((await avatars(alice).download(`${ALICE}/via-url.txt`)).data)).toBe(
      'sent by link',
    )
    expect(await ownerOf('avatars', `${ALICE}/via-url.txt`)).toBe(ALICE)

    const elsewhere = await anon.storage
      .from('avatars')
      .uploadToSignedUrl(`${ALICE}/elsewhere.txt`, signed.data!.token, 'x')
    expect(elsewhere.error).toMatchObject({ statusCode: '400', code: 'InvalidSignature' })
    // Without upsert the token cannot replace what it uploaded.
    const twice = await anon.storage
      .from('avatars')
      .uploadToSignedUrl(`${ALICE}/via-url.txt`, signed.data!.token, 'again')
    expect(twice.error).toMatchObject({ statusCode: '409' })
    // An upload token is not a download token.
    const asDownload = await fetch(
      `${server().url}/storage/v1/object/sign/avatars/${ALICE}/via-url.txt?token=${signed.data!.token}`,
    )
    expect(await asDownload.json()).toMatchObject({ code: 'InvalidJWT' })

    const upsert = await avatars(alice).createSignedUploadUrl(`${ALICE}/via-url.txt`, {
      upsert: true,
    })
    const replaced = await anon.storage
      .from('avatars')
      .uploadToSignedUrl(`${ALICE}/via-url.txt`, upsert.data!.token, 'replaced')
    expect(replaced.error).toBeNull()
    expect(await text((await avatars(alice).download(`${ALICE}/via-url.txt`)).data)).toBe(
      'replaced',
    )
  })
})

describe('Range requests', () => {
  const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251))
  let url: string
  beforeAll(async () => {
    await avatars(alice).upload(`${ALICE}/media.bin`, bytes, { contentType: 'video/mp4' })
    url = (await avatars(alice).createSignedUrl(`${ALICE}/media.bin`, 600)).data!.signedUrl
  })

  it.each([
    ['bytes=10-19', 10, 19],
    ['bytes=990-', 990, 999],
    ['bytes=-5', 995, 999],
    ['bytes=900-5000', 900, 999],
  ])('%s answers 206 with Content-Range', async (range, start, end) => {
    const res = await fetch(url, { headers: { Range: range } })
    expect(res.status).toBe(206)
    expect(res.headers.get('content-range')).toBe(`bytes ${start}-${end}/1000`)
    expect(res.headers.get('content-length')).toBe(String(end - start + 1))
    expect(Buffer.from(await res.arrayBuffer())).toEqual(bytes.subarray(start, end + 1))
  })

  it('answers 416 for a range past the end, and the whole object without a range', async () => {
    const past = await fetch(url, { headers: { Range: 'bytes=1000-' } })
    expect(past.status).toBe(416)
    expect(past.headers.get('content-range')).toBe('bytes */1000')
    const whole = await fetch(url)
    expect(whole.status).toBe(200)
    expect(whole.headers.get('accept-ranges')).toBe('bytes')
    expect(whole.headers.get('content-type')).toBe('video/mp4')
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(bytes)
  })
})
