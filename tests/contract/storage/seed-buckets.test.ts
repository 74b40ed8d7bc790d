import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { seedBuckets } from '../../../supabase/local/storage/seed-buckets'
import { serviceClient, storageServerForFile, PNG } from './support'

/**
 * `[storage.buckets.<name>]` in config.toml, as the Supabase CLI applies it on start: the bucket
 * is made with the listed settings and the files under objects_path are uploaded at their paths.
 */
const folder = mkdtempSync(path.join(os.tmpdir(), 'seed-buckets-'))
mkdirSync(path.join(folder, 'lesson-1'))
writeFileSync(path.join(folder, 'lesson-1', 'diagram.png'), PNG)
writeFileSync(path.join(folder, 'readme.txt'), 'seeded text')
afterAll(() => rmSync(folder, { recursive: true, force: true }))

let admin: SupabaseClient
const server = storageServerForFile((s) => (admin = serviceClient(s)), {
  storage: {
    buckets: {
      'seeded-files': {
        public: false,
        file_size_limit: '1MiB',
        allowed_mime_types: ['image/png', 'text/plain'],
        objects_path: folder,
      },
    },
  },
})

describe('seeded buckets', () => {
  it('creates the bucket with its settings and uploads every file at its path', async () => {
    const bucket = await admin.storage.getBucket('seeded-files')
    expect(bucket.error).toBeNull()
    expect(bucket.data).toMatchObject({
      public: false,
      file_size_limit: 1024 * 1024,
      allowed_mime_types: ['image/png', 'text/plain'],
    })
    const image = await admin.storage.from('seeded-files').download('lesson-1/diagram.png')
    expect(image.error).toBeNull()
    expect(image.data!.type).toBe('image/png')
    expect(Buffer.from(await image.data!.arrayBuffer()).equals(PNG)).toBe(true)
    const note = await admin.storage.from('seeded-files').download('readme.txt')
    expect(await note.data!.text()).toBe('seeded text')
  })

  it('leaves files already stored alone on the next start', async () => {
    const before = await admin.storage.from('seeded-files').info('readme.txt')
    expect(before.data?.version).toEqual(expect.any(String))
    const s = server()
    expect(await seedBuckets(s.url, s.keys.serviceRoleKey, s.config, console)).toBe(0)
    const after = await admin.storage.from('seeded-files').info('readme.txt')
    expect(after.data?.version).toBe(before.data?.version)
  })
})
