import { createHash, randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { serviceClient, storageServerForFile } from './support'

let admin: SupabaseClient
storageServerForFile((s) => (admin = serviceClient(s)))

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex')

describe('bodies far above the 1 MiB JSON limit', () => {
  it('uploads and downloads 50 MB as a raw body', async () => {
    const bytes = randomBytes(50_000_000)
    const up = await admin.storage
      .from('avatars')
      .upload('big/raw.bin', bytes, { contentType: 'application/octet-stream' })
    expect(up.error).toBeNull()
    const down = await admin.storage.from('avatars').download('big/raw.bin')
    expect(down.error).toBeNull()
    const got = Buffer.from(await down.data!.arrayBuffer())
    expect(got.length).toBe(bytes.length)
    expect(sha(got)).toBe(sha(bytes))
    expect((await admin.storage.from('avatars').info('big/raw.bin')).data).toMatchObject({
      size: 50_000_000,
    })
  }, 120_000)

  it('uploads 20 MB as a multipart form', async () => {
    const bytes = randomBytes(20_000_000)
    const up = await admin.storage.from('avatars').upload('big/form.bin', new Blob([bytes]))
    expect(up.error).toBeNull()
    const down = await admin.storage.from('avatars').download('big/form.bin')
    expect(sha(Buffer.from(await down.data!.arrayBuffer()))).toBe(sha(bytes))
  }, 120_000)
})
