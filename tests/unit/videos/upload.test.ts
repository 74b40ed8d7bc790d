import { describe, expect, it } from 'vitest'
import { resumableTarget } from '@/lib/videos/upload'

describe('the resumable upload target of a signed upload URL', () => {
  it("is the same object on the same Storage, with the URL's token", () => {
    const url =
      'https://abc.supabase.co/storage/v1/object/upload/sign/videos/3f1c/video%20one.mp4?token=eyJ.x.y'
    expect(resumableTarget(url)).toEqual({
      storageUrl: 'https://abc.supabase.co/storage/v1',
      bucket: 'videos',
      objectName: '3f1c/video one.mp4',
      token: 'eyJ.x.y',
    })
  })

  it("works for supabase/local's address too", () => {
    expect(
      resumableTarget(
        'http://127.0.0.1:54321/storage/v1/object/upload/sign/videos/a/video.webm?token=t',
      ),
    ).toMatchObject({
      storageUrl: 'http://127.0.0.1:54321/storage/v1',
      objectName: 'a/video.webm',
    })
  })

  it('is none for anything else', () => {
    expect(resumableTarget('not a url')).toBeNull()
    expect(
      resumableTarget('https://abc.supabase.co/storage/v1/object/upload/sign/videos/a.mp4'),
    ).toBeNull()
    expect(
      resumableTarget('https://abc.supabase.co/storage/v1/object/sign/videos/a.mp4?token=t'),
    ).toBeNull()
  })
})
