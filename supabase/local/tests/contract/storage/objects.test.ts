import { beforeAll, describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import {
  ALICE,
  PNG,
  serviceClient,
  storageServerForFile,
  text,
  userClient,
  userToken,
} from './support'

let alice: SupabaseClient
let admin: SupabaseClient
const files = () => alice.storage.from('avatars')

const server = storageServerForFile(async (s) => {
  alice = await userClient(s, ALICE)
  admin = serviceClient(s)
})

/** The headers a download answers with. */
async function headersOf(path: string) {
  const { data } = await files().createSignedUrl(path, 60)
  const res = await fetch(data!.signedUrl)
  await res.arrayBuffer()
  return res.headers
}

describe('upload', () => {
  it('uploads a Blob as a multipart form and answers with Key and Id', async () => {
    const { data, error } = await files().upload(
      `${ALICE}/a.png`,
      new Blob([PNG], { type: 'image/png' }),
    )
    expect(error).toBeNull()
    expect(data).toEqual({
      path: `${ALICE}/a.png`,
      fullPath: `avatars/${ALICE}/a.png`,
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    })
    const down = await files().download(`${ALICE}/a.png`)
    expect(Buffer.from(await down.data!.arrayBuffer())).toEqual(PNG)
    expect(down.data!.type).toBe('image/png')
    const h = await headersOf(`${ALICE}/a.png`)
    expect(h.get('cache-control')).toBe('max-age=3600')
    expect(h.get('content-length')).toBe(String(PNG.length))
  })

  it("keeps a File form upload's cacheControl and metadata", async () => {
    const file = new File(['hello file'], 'b.txt', { type: 'text/plain' })
    const up = await files().upload(`${ALICE}/b.txt`, file, {
      cacheControl: '60',
      metadata: { k: 'v' },
    })
    expect(up.error).toBeNull()
    const info = await files().info(`${ALICE}/b.txt`)
    expect(info.error).toBeNull()
    expect(info.data).toMatchObject({
      id: up.data!.id,
      name: `${ALICE}/b.txt`,
      size: 10,
      contentType: 'text/plain',
      cacheControl: 'max-age=60',
      metadata: { k: 'v' },
    })
    expect(info.data!.etag).toMatch(/^"[0-9a-f]{32}"$/)
    expect((await headersOf(`${ALICE}/b.txt`)).get('cache-control')).toBe('max-age=60')
  })

  it('uploads a string and a Buffer as raw bodies with the content type given', async () => {
    const s = await files().upload(`${ALICE}/c.txt`, 'raw text', { metadata: { from: 'header' } })
    expect(s.error).toBeNull()
    expect(await text((await files().download(`${ALICE}/c.txt`)).data)).toBe('raw text')
    expect((await files().info(`${ALICE}/c.txt`)).data).toMatchObject({
      contentType: 'text/plain;charset=UTF-8',
      metadata: { from: 'header' },
    })

    const b = await files().upload(`/${ALICE}//d.bin/`, Buffer.from([1, 2, 3]), {
      contentType: 'application/octet-stream',
      cacheControl: '10',
    })
    expect(b.data).toMatchObject({ path: `${ALICE}/d.bin`, fullPath: `avatars/${ALICE}/d.bin` })
    const h = await headersOf(`${ALICE}/d.bin`)
    expect(h.get('content-type')).toBe('application/octet-stream')
    expect(h.get('cache-control')).toBe('max-age=10')
  })

  it('refuses an existing name without upsert, replaces it with upsert and with update()', async () => {
    await files().upload(`${ALICE}/e.txt`, 'one')
    const again = await files().upload(`${ALICE}/e.txt`, 'two')
    expect(again.error).toMatchObject({
      status: 400,
      statusCode: '409',
      message: 'The resource already exists',
    })
    expect(await text((await files().download(`${ALICE}/e.txt`)).data)).toBe('one')

    const id = (await files().info(`${ALICE}/e.txt`)).data!.id
    const upsert = await files().upload(`${ALICE}/e.txt`, 'three', { upsert: true })
    expect(upsert.error).toBeNull()
    expect(upsert.data!.id).toBe(id)
    expect(await text((await files().download(`${ALICE}/e.txt`)).data)).toBe('three')

    const updated = await files().update(`${ALICE}/e.txt`, 'four')
    expect(updated.error).toBeNull()
    expect(await text((await files().download(`${ALICE}/e.txt`)).data)).toBe('four')
  })

  it('errors for a missing bucket', async () => {
    const r = await alice.storage.from('nope').upload('x.txt', 'x')
    expect(r.error).toMatchObject({ status: 400, statusCode: '404', message: 'Bucket not found' })
  })
})

describe('download, info and exists', () => {
  it('serves /object/authenticated/… and /object/… alike, and refuses a missing object', async () => {
    await files().upload(`${ALICE}/f.txt`, 'fff')
    const headers = {
      apikey: server().keys.anonKey,
      Authorization: `Bearer ${await userToken(server(), ALICE)}`,
    }
    for (const p of [
      `/object/authenticated/avatars/${ALICE}/f.txt`,
      `/object/avatars/${ALICE}/f.txt`,
    ]) {
      const res = await fetch(`${server().url}/storage/v1${p}`, { headers })
      expect(res.status).toBe(200)
      expect(await res.text()).toBe('fff')
    }
    const missing = await files().download(`${ALICE}/missing.txt`)
    expect(missing.error).toMatchObject({ status: 400, statusCode: '404' })
  })

  it('exists() is true for an object and false for a missing one', async () => {
    await files().upload(`${ALICE}/g.txt`, 'g')
    expect((await files().exists(`${ALICE}/g.txt`)).data).toBe(true)
    expect((await files().exists(`${ALICE}/nothing.txt`)).data).toBe(false)
  })

  it('HEAD answers the headers and no body', async () => {
    await files().upload(`${ALICE}/h.txt`, 'hhhh')
    const { data } = await files().createSignedUrl(`${ALICE}/h.txt`, 60)
    const res = await fetch(data!.signedUrl, { method: 'HEAD' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-length')).toBe('4')
    expect(await res.text()).toBe('')
  })

  it("HEAD on the authenticated route answers the object's headers, and 400 for a missing one", async () => {
    const headers = {
      apikey: server().keys.anonKey,
      Authorization: `Bearer ${await userToken(server(), ALICE)}`,
    }
    const found = await fetch(`${server().url}/storage/v1/object/avatars/${ALICE}/h.txt`, {
      method: 'HEAD',
      headers,
    })
    expect(found.status).toBe(200)
    expect(found.headers.get('content-length')).toBe('4')
    expect(found.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/)
    const missing = await fetch(`${server().url}/storage/v1/object/avatars/${ALICE}/none.txt`, {
      method: 'HEAD',
      headers,
    })
    expect(missing.status).toBe(400)
  })

  it('downloads as an attachment with a chosen name', async () => {
    await files().upload(`${ALICE}/i.txt`, 'iii')
    const { data } = await files().createSignedUrl(`${ALICE}/i.txt`, 60, { download: 'report.txt' })
    const res = await fetch(data!.signedUrl)
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''report.txt`)
    const own = await files().createSignedUrl(`${ALICE}/i.txt`, 60, { download: true })
    expect((await fetch(own.data!.signedUrl)).headers.get('content-disposition')).toBe(
      `attachment; filename*=UTF-8''i.txt`,
    )
  })
})

describe('list', () => {
  beforeAll(async () => {
    const bucket = admin.storage.from('public-assets')
    for (const name of [
      'list/b.txt',
      'list/a.txt',
      'list/c.md',
      'list/sub/x.txt',
      'list/sub/deeper/y.txt',
      'other/z.txt',
    ]) {
      await bucket.upload(name, name)
      await new Promise((r) => setTimeout(r, 5))
    }
  })
  const bucket = () => admin.storage.from('public-assets')

  it('lists one folder level: files with metadata, folders with nulls', async () => {
    const { data, error } = await bucket().list('list')
    expect(error).toBeNull()
    expect(data!.map((e) => e.name)).toEqual(['a.txt', 'b.txt', 'c.md', 'sub'])
    const file = data!.find((e) => e.name === 'a.txt')!
    expect(file.metadata).toMatchObject({
      size: 10,
      mimetype: 'text/plain;charset=UTF-8',
      cacheControl: 'max-age=3600',
    })
    expect(file.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(data!.find((e) => e.name === 'sub')).toMatchObject({
      id: null,
      metadata: null,
      updated_at: null,
    })
    expect((await bucket().list()).data!.map((e) => e.name)).toEqual(['list', 'other'])
  })

  it('honours limit, offset, sortBy and search', async () => {
    expect((await bucket().list('list', { limit: 2, offset: 1 })).data!.map((e) => e.name)).toEqual(
      ['b.txt', 'c.md'],
    )
    expect(
      (await bucket().list('list', { sortBy: { column: 'name', order: 'desc' } })).data!.map(
        (e) => e.name,
      ),
    ).toEqual(['sub', 'c.md', 'b.txt', 'a.txt'])
    const byCreated = (
      await bucket().list('list', { sortBy: { column: 'created_at', order: 'asc' } })
    ).data!
    expect(byCreated.filter((e) => e.id).map((e) => e.name)).toEqual(['b.txt', 'a.txt', 'c.md'])
    expect((await bucket().list('list', { search: 'B' })).data!.map((e) => e.name)).toEqual([
      'b.txt',
    ])
    expect((await bucket().list('list/sub/')).data!.map((e) => e.name)).toEqual(['deeper', 'x.txt'])
  })
})

describe('move, copy and remove', () => {
  it('moves an object to a new name and to another bucket', async () => {
    await files().upload(`${ALICE}/m.txt`, 'move me')
    const moved = await files().move(`${ALICE}/m.txt`, `${ALICE}/moved/m2.txt`)
    expect(moved.error).toBeNull()
    expect(moved.data).toMatchObject({ message: 'Successfully moved' })
    expect((await files().exists(`${ALICE}/m.txt`)).data).toBe(false)
    expect(await text((await files().download(`${ALICE}/moved/m2.txt`)).data)).toBe('move me')

    const across = await admin.storage
      .from('avatars')
      .move(`${ALICE}/moved/m2.txt`, 'elsewhere/m3.txt', { destinationBucket: 'public-assets' })
    expect(across.error).toBeNull()
    expect(
      await text((await admin.storage.from('public-assets').download('elsewhere/m3.txt')).data),
    ).toBe('move me')
    expect((await files().move(`${ALICE}/gone.txt`, `${ALICE}/x.txt`)).error).toMatchObject({
      statusCode: '404',
    })
  })

  it('copies an object, leaving both readable and independent', async () => {
    await files().upload(`${ALICE}/k.txt`, 'copy me')
    const copied = await files().copy(`${ALICE}/k.txt`, `${ALICE}/k2.txt`)
    expect(copied.error).toBeNull()
    expect(copied.data).toEqual({ path: `avatars/${ALICE}/k2.txt` })
    await files().update(`${ALICE}/k.txt`, 'changed')
    expect(await text((await files().download(`${ALICE}/k2.txt`)).data)).toBe('copy me')
    expect(await text((await files().download(`${ALICE}/k.txt`)).data)).toBe('changed')
    expect((await files().copy(`${ALICE}/k.txt`, `${ALICE}/k2.txt`)).error).toMatchObject({
      statusCode: '409',
    })
  })

  it('removes several objects and answers with their rows', async () => {
    await files().upload(`${ALICE}/r1.txt`, '1')
    await files().upload(`${ALICE}/r2.txt`, '2')
    const { data, error } = await files().remove([
      `${ALICE}/r1.txt`,
      `${ALICE}/r2.txt`,
      `${ALICE}/never.txt`,
    ])
    expect(error).toBeNull()
    expect(data!.map((r) => r.name).sort()).toEqual([`${ALICE}/r1.txt`, `${ALICE}/r2.txt`])
    expect(data![0]).toMatchObject({ bucket_id: 'avatars', id: expect.any(String) })
    expect((await files().exists(`${ALICE}/r1.txt`)).data).toBe(false)
    // A removed name is free again.
    expect((await files().upload(`${ALICE}/r1.txt`, 'again')).error).toBeNull()
  })
})

describe('deletes outside the Storage API', () => {
  it('are refused by the tables, as hosted Storage refuses them: the API deletes, SQL does not', async () => {
    await files().upload(`${ALICE}/kept.txt`, 'kept')
    const db = server().db
    for (const sql of [
      `delete from storage.objects where name = '${ALICE}/kept.txt'`,
      `delete from storage.buckets where id = 'images'`,
    ]) {
      await expect(db.query(sql), sql).rejects.toMatchObject({
        code: '42501',
        message: expect.stringMatching(/Use the Storage API/),
      })
    }
    expect((await files().exists(`${ALICE}/kept.txt`)).data).toBe(true)
    // A transaction that says it is the Storage API's may.
    await db.transaction(async (tx) => {
      await tx.query(`select set_config('storage.allow_delete_query', 'true', true)`)
      await tx.query(`delete from storage.objects where name = '${ALICE}/kept.txt'`)
    })
    expect((await files().exists(`${ALICE}/kept.txt`)).data).toBe(false)
  })
})
