import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { newClient, signedInActors, testEnv } from '../support/clients'
import { actors, ids } from '../rls/fixtures'

/**
 * The video library's rules as the database keeps them: caption tracks readable with their
 * video and writable only by its managers, publishing refused without a valid caption track,
 * the video bucket's policies (other school, visitors, students), seeking with Range requests
 * on a stored file, the bin keeping captions, and the students of a subject told of a new video.
 */
type Who = 'teacher' | 'teacher2' | 'principal' | 'student' | 'otherPrincipal' | 'otherTeacher'
const clients = {} as Record<Who | 'anon', SupabaseClient>
const admin = () => newClient('service')

const VTT =
  'WEBVTT\n\n00:00.000 --> 00:02.000\nHello\n\n00:01.500 --> 00:03.000\nOverlapping is fine\n'
const made: string[] = []

async function newVideo(who: Who, fields: Record<string, unknown> = {}) {
  const { data, error } = await clients[who]
    .from('videos')
    .insert({
      title: 'Library check',
      external_url: 'https://videos.test/check',
      created_by: actors[who].id,
      ...fields,
    })
    .select('id, is_active')
    .single()
  expect(error).toBeNull()
  made.push(data!.id)
  return data!.id as string
}

beforeAll(async () => {
  Object.assign(
    clients,
    await signedInActors([
      'teacher',
      'teacher2',
      'principal',
      'student',
      'otherPrincipal',
      'otherTeacher',
    ] as const),
  )
  clients.anon = newClient('anon')
})

afterAll(async () => {
  const files = made.map((id) => `${id}/clip.webm`)
  await admin().storage.from('videos').remove(files)
  await admin().from('notifications').delete().in('data->>video_id', made)
  await admin().from('deleted_items').delete().in('item_id', made)
  await admin().from('videos').delete().in('id', made)
})

describe('publishing needs a caption track', () => {
  it('a new video is a draft, and publishing it without captions is refused by the database', async () => {
    const id = await newVideo('teacher')
    const { data } = await clients.teacher.from('videos').select('is_active').eq('id', id).single()
    expect(data!.is_active).toBe(false)
    const { error } = await clients.teacher.from('videos').update({ is_active: true }).eq('id', id)
    expect(error?.code).toBe('23514')
    const after = await admin().from('videos').select('is_active').eq('id', id).single()
    expect(after.data!.is_active).toBe(false)
  })

  it('adding an already published video without captions is refused too', async () => {
    const { error } = await clients.teacher.from('videos').insert({
      title: 'Straight to published',
      external_url: 'https://videos.test/x',
      is_active: true,
      created_by: actors.teacher.id,
    })
    expect(error?.code).toBe('23514')
  })

  it('a draft may wait for its file, but a video without a file or a link is not published', async () => {
    const id = await newVideo('teacher', { external_url: null })
    await clients.teacher
      .from('video_captions')
      .insert({ video_id: id, language: 'en', content: VTT, created_by: actors.teacher.id })
    const { error } = await clients.teacher.from('videos').update({ is_active: true }).eq('id', id)
    expect(error?.code).toBe('23514')
    expect(error?.message).toMatch(/file or a link/)
  })

  it('a text that is not WebVTT is not a caption track', async () => {
    const id = await newVideo('teacher')
    for (const content of [
      '1\n00:00:01,000 --> 00:00:02,000\nSRT, not WebVTT\n',
      'WEBVTT\n\nno cues at all\n',
      '',
    ]) {
      const { error } = await clients.teacher
        .from('video_captions')
        .insert({ video_id: id, language: 'en', content, created_by: actors.teacher.id })
      expect(error?.code).toBe('23514')
    }
    const tooBig = 'WEBVTT\n\n00:00.000 --> 00:01.000\n' + 'x'.repeat(5 * 1024 * 1024)
    const big = await clients.teacher
      .from('video_captions')
      .insert({ video_id: id, language: 'en', content: tooBig, created_by: actors.teacher.id })
    expect(big.error).not.toBeNull()
  })

  it('with a valid track it publishes; the last track of a published video cannot be removed', async () => {
    const id = await newVideo('teacher')
    const en = await clients.teacher
      .from('video_captions')
      .insert({ video_id: id, language: 'en', content: VTT, created_by: actors.teacher.id })
    expect(en.error).toBeNull()
    const published = await clients.teacher
      .from('videos')
      .update({ is_active: true })
      .eq('id', id)
      .select('is_active')
    expect(published.error).toBeNull()
    expect(published.data).toEqual([{ is_active: true }])
    const removed = await clients.teacher.from('video_captions').delete().eq('video_id', id)
    expect(removed.error?.code).toBe('23514')
    const still = await admin().from('video_captions').select('language').eq('video_id', id)
    expect(still.data).toEqual([{ language: 'en' }])
  })
})

describe('the written transcript', () => {
  it('its teacher saves one up to 100,000 characters; a longer one is refused and nothing changes', async () => {
    const id = await newVideo('teacher')
    const saved = await clients.teacher
      .from('videos')
      .update({ transcript: 'x'.repeat(100_000) })
      .eq('id', id)
      .select('id')
    expect(saved.error).toBeNull()
    expect(saved.data).toHaveLength(1)
    const tooLong = await clients.teacher
      .from('videos')
      .update({ transcript: 'y'.repeat(100_001) })
      .eq('id', id)
    expect(tooLong.error?.code).toBe('23514')
    const { data } = await admin().from('videos').select('transcript').eq('id', id).single()
    expect(data!.transcript).toBe('x'.repeat(100_000))
  })

  it('students, other teachers and other schools cannot change it', async () => {
    const id = await newVideo('teacher', { transcript: 'The teacher’s words' })
    for (const who of ['student', 'teacher2', 'otherPrincipal'] as Who[]) {
      const { data } = await clients[who]
        .from('videos')
        .update({ transcript: `changed by ${who}` })
        .eq('id', id)
        .select('id')
      expect(data ?? [], who).toHaveLength(0)
    }
    const { data } = await admin().from('videos').select('transcript').eq('id', id).single()
    expect(data!.transcript).toBe('The teacher’s words')
  })
})

describe('who may read and write caption tracks', () => {
  let publicId = ''
  let schoolId = ''

  beforeAll(async () => {
    publicId = await newVideo('teacher', { is_public: true })
    schoolId = await newVideo('teacher')
    for (const id of [publicId, schoolId]) {
      const { error } = await clients.teacher
        .from('video_captions')
        .insert({ video_id: id, language: 'fi', content: VTT, created_by: actors.teacher.id })
      expect(error).toBeNull()
      expect(
        (await clients.teacher.from('videos').update({ is_active: true }).eq('id', id)).error,
      ).toBeNull()
    }
  })

  it('visitors read the captions of public videos only; other schools read none of ours', async () => {
    const anon = await clients.anon
      .from('video_captions')
      .select('video_id')
      .in('video_id', [publicId, schoolId])
    expect(anon.data!.map((r) => r.video_id)).toEqual([publicId])
    const student = await clients.student
      .from('video_captions')
      .select('video_id')
      .in('video_id', [publicId, schoolId])
    expect(new Set(student.data!.map((r) => r.video_id))).toEqual(new Set([publicId, schoolId]))
    const other = await clients.otherTeacher
      .from('video_captions')
      .select('video_id')
      .in('video_id', [publicId, schoolId])
    expect(other.data!.map((r) => r.video_id)).toEqual([publicId])
  })

  it('students, other teachers, other schools and visitors cannot add or change tracks', async () => {
    for (const who of ['student', 'teacher2', 'otherPrincipal'] as Who[]) {
      const { error } = await clients[who]
        .from('video_captions')
        .insert({ video_id: schoolId, language: 'sv', content: VTT, created_by: actors[who].id })
      expect(error, who).not.toBeNull()
      const upd = await clients[who]
        .from('video_captions')
        .update({ content: VTT + '\n' })
        .eq('video_id', schoolId)
        .select('id')
      expect(upd.data ?? [], who).toEqual([])
    }
    const anon = await clients.anon
      .from('video_captions')
      .insert({ video_id: schoolId, language: 'sv', content: VTT })
    expect(anon.error).not.toBeNull()
  })

  it('the school’s principal may add a track to a teacher’s video', async () => {
    const { error } = await clients.principal
      .from('video_captions')
      .insert({ video_id: schoolId, language: 'en', content: VTT, created_by: actors.principal.id })
    expect(error).toBeNull()
  })
})

describe('the video bucket', () => {
  // A tiny WebM header: EBML magic bytes, then filler, so Storage recognises the type.
  const bytes = new Uint8Array(4096)
  bytes.set([
    0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81,
    0x04, 0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d,
  ])
  for (let i = 64; i < bytes.length; i++) bytes[i] = i % 251
  let publicId = ''
  let draftId = ''

  beforeAll(async () => {
    publicId = await newVideo('teacher', { is_public: true })
    draftId = await newVideo('teacher')
    await clients.teacher
      .from('video_captions')
      .insert({ video_id: publicId, language: 'en', content: VTT, created_by: actors.teacher.id })
    await clients.teacher.from('videos').update({ is_active: true }).eq('id', publicId)
  })

  it('the video’s teacher uploads; students, other teachers, other schools and visitors cannot', async () => {
    for (const who of ['student', 'teacher2', 'otherPrincipal', 'anon'] as const) {
      const { error } = await clients[who].storage
        .from('videos')
        .upload(`${draftId}/clip.webm`, bytes, { contentType: 'video/webm' })
      expect(error, who).not.toBeNull()
    }
    for (const id of [publicId, draftId]) {
      const { error } = await clients.teacher.storage
        .from('videos')
        .upload(`${id}/clip.webm`, bytes, { contentType: 'video/webm' })
      expect(error).toBeNull()
    }
  })

  it('a resumable upload, as the browser sends it with the person’s own token, starts only for the video’s teacher', async () => {
    const start = async (who: Who) => {
      const token = (await clients[who].auth.getSession()).data.session!.access_token
      const meta = {
        bucketName: 'videos',
        objectName: `${draftId}/clip.webm`,
        contentType: 'video/webm',
      }
      const res = await fetch(`${testEnv().url}/storage/v1/upload/resumable`, {
        method: 'POST',
        headers: {
          apikey: testEnv().anonKey,
          authorization: `Bearer ${token}`,
          'x-upsert': 'true',
          'Tus-Resumable': '1.0.0',
          'Upload-Length': String(bytes.byteLength),
          'Upload-Metadata': Object.entries(meta)
            .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
            .join(','),
        },
      })
      await res.arrayBuffer()
      return res.status
    }
    expect(await start('teacher2')).toBe(403)
    expect(await start('student')).toBe(403)
    expect(await start('teacher')).toBe(201)
  })

  it('reading follows the video: visitors the public one, the school its own, other schools not a draft', async () => {
    const read = async (who: Who | 'anon', id: string) =>
      (await clients[who].storage.from('videos').download(`${id}/clip.webm`)).error === null
    expect(await read('anon', publicId)).toBe(true)
    expect(await read('anon', draftId)).toBe(false)
    expect(await read('student', publicId)).toBe(true)
    expect(await read('student', draftId)).toBe(false)
    expect(await read('principal', draftId)).toBe(true)
    expect(await read('otherTeacher', draftId)).toBe(false)
    const removed = await clients.student.storage.from('videos').remove([`${publicId}/clip.webm`])
    expect(removed.data ?? []).toEqual([])
  })

  it('a Range request on a stored video answers the bytes asked for', async () => {
    const { data, error } = await clients.anon.storage
      .from('videos')
      .createSignedUrl(`${publicId}/clip.webm`, 60)
    expect(error).toBeNull()
    const url = new URL(data!.signedUrl, testEnv().url)
    const res = await fetch(url, { headers: { Range: 'bytes=1000-1099' } })
    expect(res.status).toBe(206)
    expect(res.headers.get('content-range')).toBe(`bytes 1000-1099/${bytes.length}`)
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes.slice(1000, 1100))
    const tail = await fetch(url, { headers: { Range: 'bytes=-16' } })
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(bytes.slice(-16))
  })
})

describe('the bin and notifications', () => {
  it('a binned published video comes back with its captions, still published', async () => {
    const id = await newVideo('teacher')
    await clients.teacher
      .from('video_captions')
      .insert({ video_id: id, language: 'fi', content: VTT, created_by: actors.teacher.id })
    expect(
      (await clients.teacher.from('videos').update({ is_active: true }).eq('id', id)).error,
    ).toBeNull()
    const binned = await clients.teacher.rpc('soft_delete_item', {
      table_name: 'videos',
      item_id: id,
      deleter_id: actors.teacher.id,
    })
    expect(binned.error).toBeNull()
    expect((await admin().from('video_captions').select('id').eq('video_id', id)).data).toEqual([])
    const restored = await clients.teacher.rpc('restore_deleted_item', {
      deleted_item_id: binned.data,
    })
    expect(restored.error).toBeNull()
    const back = await admin()
      .from('videos')
      .select('is_active, video_captions(language, content)')
      .eq('id', id)
      .single()
    expect(back.data).toEqual({
      is_active: true,
      video_captions: [{ language: 'fi', content: VTT }],
    })
  })

  it('publishing a video in a subject tells its enrolled students, not other schools', async () => {
    const id = await newVideo('teacher', { subject_id: ids.math5A })
    await clients.teacher
      .from('video_captions')
      .insert({ video_id: id, language: 'en', content: VTT, created_by: actors.teacher.id })
    const before = await clients.student
      .from('notifications')
      .select('id')
      .eq('kind', 'video_added')
      .eq('data->>video_id', id)
    expect(before.data).toEqual([])
    expect(
      (await clients.teacher.from('videos').update({ is_active: true }).eq('id', id)).error,
    ).toBeNull()
    const mine = await clients.student
      .from('notifications')
      .select('link, data')
      .eq('kind', 'video_added')
      .eq('data->>video_id', id)
    expect(mine.data).toEqual([
      {
        link: `/video/${id}`,
        data: { video_id: id, video: 'Library check', subject: expect.any(String) },
      },
    ])
    const outside = await admin()
      .from('notifications')
      .select('user_id')
      .eq('kind', 'video_added')
      .eq('data->>video_id', id)
      .in('user_id', [actors.otherStudent.id, actors.teacher2.id])
    expect(outside.data).toEqual([])
  })
})
