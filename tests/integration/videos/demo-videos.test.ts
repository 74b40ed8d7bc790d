import { beforeAll, describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { newClient, signedInClient } from '../support/clients'
import { actors, PASSWORD } from '../rls/fixtures'

/**
 * The demo school shows what Oppi does on first sight: every stored video of the seed has its
 * file in the videos bucket (a short WebM clip the start uploads from supabase/seed/videos) and
 * a caption track, so it plays with captions and a transcript; and the demo student's adaptive
 * support banner is still to be seen on her first sign-in.
 */
const WEBM_MAGIC = '1a45dfa3'
let student: SupabaseClient
const admin = () => newClient('service')

beforeAll(async () => {
  student = (await signedInClient(actors.student.email, PASSWORD)).client
})

describe('the demo videos', () => {
  it('every seeded video with a stored file has the file and a caption track', async () => {
    const { data: videos, error } = await admin()
      .from('videos')
      .select('id, title, storage_path, video_captions(language, content)')
      .not('storage_path', 'is', null)
    expect(error).toBeNull()
    expect(videos!.length).toBeGreaterThanOrEqual(5)
    for (const video of videos!) {
      const file = await admin().storage.from('videos').download(video.storage_path!)
      expect(file.error, `${video.title}: ${video.storage_path}`).toBeNull()
      const bytes = Buffer.from(await file.data!.arrayBuffer())
      expect(bytes.subarray(0, 4).toString('hex'), video.title).toBe(WEBM_MAGIC)
      expect(video.video_captions.length, video.title).toBeGreaterThan(0)
      expect(video.video_captions[0].content).toMatch(/^WEBVTT/)
    }
  })

  it('the demo student plays a published video of hers through a signed address', async () => {
    const { data: videos } = await student
      .from('videos')
      .select('id, storage_path')
      .eq('is_active', true)
      .not('storage_path', 'is', null)
    expect(videos!.length).toBeGreaterThan(0)
    const signed = await student.storage
      .from('videos')
      .createSignedUrl(videos![0].storage_path!, 60)
    expect(signed.error).toBeNull()
    const res = await fetch(signed.data!.signedUrl, { headers: { Range: 'bytes=0-3' } })
    expect(res.status).toBe(206)
    expect(res.headers.get('content-type')).toBe('video/webm')
    expect(Buffer.from(await res.arrayBuffer()).toString('hex')).toBe(WEBM_MAGIC)
  })
})

describe('the demo student', () => {
  it('meets the adaptive support banner on her first sign-in', async () => {
    const { data, error } = await student
      .from('accessibility_settings')
      .select('banner_dismissed, adaptive_support')
      .eq('profile_id', actors.student.id)
      .single()
    expect(error).toBeNull()
    expect(data!.banner_dismissed).toBe(false)
    expect(data!.adaptive_support.length).toBeGreaterThan(0)
  })
})
