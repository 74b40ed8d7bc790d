import { describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { ALICE, anonClient, serviceClient, storageServerForFile, userClient } from './support'

let admin: SupabaseClient
const server = storageServerForFile((s) => (admin = serviceClient(s)))

describe('bucket CRUD as service_role', () => {
  it('creates, reads, lists, updates, empties and deletes a bucket', async () => {
    const created = await admin.storage.createBucket('docs', {
      public: false,
      fileSizeLimit: '2MB',
      allowedMimeTypes: ['text/plain', 'image/*'],
    })
    expect(created.error).toBeNull()
    expect(created.data).toEqual({ name: 'docs' })

    const got = await admin.storage.getBucket('docs')
    expect(got.error).toBeNull()
    expect(got.data).toMatchObject({
      id: 'docs',
      name: 'docs',
      public: false,
      file_size_limit: 2 * 1024 * 1024,
      allowed_mime_types: ['text/plain', 'image/*'],
    })
    expect(typeof got.data!.created_at).toBe('string')

    const listed = await admin.storage.listBuckets()
    expect(listed.data!.map((b) => b.id).sort()).toEqual([
      'avatars',
      'docs',
      'images',
      'public-assets',
    ])

    const updated = await admin.storage.updateBucket('docs', {
      public: true,
      fileSizeLimit: 1000,
      allowedMimeTypes: ['text/plain'],
    })
    expect(updated.error).toBeNull()
    expect(updated.data).toEqual({ message: 'Successfully updated' })
    expect((await admin.storage.getBucket('docs')).data).toMatchObject({
      public: true,
      file_size_limit: 1000,
      allowed_mime_types: ['text/plain'],
    })

    await admin.storage.from('docs').upload('a.txt', 'hello', { contentType: 'text/plain' })
    const notEmpty = await admin.storage.deleteBucket('docs')
    expect(notEmpty.error).toMatchObject({
      status: 400,
      statusCode: '409',
      message: 'The bucket you tried to delete is not empty',
    })

    const emptied = await admin.storage.emptyBucket('docs')
    expect(emptied.data).toEqual({ message: 'Successfully emptied' })
    expect((await admin.storage.from('docs').list()).data).toEqual([])

    const deleted = await admin.storage.deleteBucket('docs')
    expect(deleted.data).toEqual({ message: 'Successfully deleted' })
    const gone = await admin.storage.getBucket('docs')
    expect(gone.error).toMatchObject({
      status: 400,
      statusCode: '404',
      message: 'Bucket not found',
    })
  })

  it('refuses a duplicate bucket and invalid settings', async () => {
    const dup = await admin.storage.createBucket('avatars')
    expect(dup.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' })
    const bigger = await admin.storage.createBucket('huge', { public: false, fileSizeLimit: '1GB' })
    expect(bigger.error).toMatchObject({ statusCode: '400' })
    expect(bigger.error!.message).toMatch(/larger than the server's limit/)
    const badName = await admin.storage.createBucket('../etc')
    expect(badName.error).toMatchObject({ statusCode: '400' })
    const badType = await admin.storage.createBucket('typed', {
      public: false,
      allowedMimeTypes: ['not a type'],
    })
    expect(badType.error).toMatchObject({ statusCode: '400' })
    expect((await admin.storage.getBucket('huge')).error).toMatchObject({ statusCode: '404' })
  })

  it('errors on a missing bucket for every bucket call', async () => {
    for (const r of [
      await admin.storage.getBucket('nope'),
      await admin.storage.updateBucket('nope', { public: true }),
      await admin.storage.emptyBucket('nope'),
      await admin.storage.deleteBucket('nope'),
    ]) {
      expect(r.error).toMatchObject({ status: 400, statusCode: '404', message: 'Bucket not found' })
    }
  })
})

describe('bucket policies', () => {
  it('anon sees no bucket and cannot create one', async () => {
    const anon = anonClient(server())
    expect((await anon.storage.listBuckets()).data).toEqual([])
    expect((await anon.storage.getBucket('avatars')).error).toMatchObject({ statusCode: '404' })
    const created = await anon.storage.createBucket('mine')
    expect(created.error).toMatchObject({ status: 400, statusCode: '403' })
    expect(created.error!.message).toMatch(/row-level security/)
  })

  it('a signed-in user sees buckets through the select policy but cannot change them', async () => {
    const alice = await userClient(server(), ALICE)
    expect((await alice.storage.listBuckets()).data!.map((b) => b.id)).toContain('avatars')
    expect((await alice.storage.getBucket('public-assets')).data).toMatchObject({ public: true })
    expect((await alice.storage.updateBucket('avatars', { public: true })).error).toMatchObject({
      statusCode: '404',
    })
    expect((await alice.storage.deleteBucket('avatars')).error).toMatchObject({ statusCode: '404' })
    expect((await admin.storage.getBucket('avatars')).data).toMatchObject({ public: false })
  })
})
