import { describe, expect, it } from 'vitest'
import {
  cacheControlFrom,
  parseUploadMetadata,
  userMetadataFrom,
} from '../../../../storage/tus/metadata'
import { TusError } from '../../../../storage/tus/protocol'
import { decodeUploadId, encodeUploadId } from '../../../../storage/tus/upload-id'

const b64 = (s: string) => Buffer.from(s).toString('base64')

describe('Upload-Metadata', () => {
  it('decodes comma-separated key and Base64 value pairs, UTF-8 included', () => {
    expect(
      parseUploadMetadata(
        `bucketName ${b64('videos')},objectName ${b64('a/Tähti ✓.mp4')}, contentType ${b64('video/mp4')}`,
      ),
    ).toEqual({
      bucketName: 'videos',
      objectName: 'a/Tähti ✓.mp4',
      contentType: 'video/mp4',
    })
  })

  it('takes a key without a value as empty, and an absent header as none', () => {
    expect(parseUploadMetadata('is_confidential,name bmFtZQ==')).toEqual({
      is_confidential: '',
      name: 'name',
    })
    expect(parseUploadMetadata(undefined)).toBeNull()
  })

  it.each([
    ['a value that is not Base64', 'name not*base64'],
    ['a value of the wrong length', 'name bmFtZQ'],
    ['a repeated key', 'a YQ==,a Yg=='],
    ['an empty key', ' YQ==,'],
    ['three parts', 'a YQ== Yg=='],
    ['an empty header', ''],
  ])('refuses %s with 400', (_what, header) => {
    expect(() => parseUploadMetadata(header)).toThrow(TusError)
    try {
      parseUploadMetadata(header)
    } catch (e) {
      expect((e as TusError).status).toBe(400)
    }
  })

  it('reads cacheControl and metadata as hosted Storage does', () => {
    expect(cacheControlFrom('3600')).toBe('max-age=3600')
    expect(cacheControlFrom('public')).toBe('no-cache')
    expect(cacheControlFrom(undefined)).toBe('no-cache')
    expect(userMetadataFrom('{"lesson":3}')).toEqual({ lesson: 3 })
    expect(userMetadataFrom('[1]')).toBeNull()
    expect(userMetadataFrom('{broken')).toBeNull()
  })
})

describe('upload ids', () => {
  const ref = {
    bucket: 'videos',
    name: 'school/T*C3*A4hti (1)/video.mp4',
    version: '0b9c3c1e-5d1f-4c57-9a43-6f2a8f6e1d22',
  }

  it('round-trips bucket, a name with folders, and version through base64url', () => {
    const id = encodeUploadId(ref)
    expect(id).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(decodeUploadId(id)).toEqual(ref)
  })

  it('refuses ids that cannot be ours', () => {
    const enc = (s: string) => Buffer.from(s).toString('base64url')
    expect(decodeUploadId('not base64!')).toBeNull()
    expect(decodeUploadId(enc('videos/a.mp4/not-a-uuid'))).toBeNull()
    expect(decodeUploadId(enc(`videos/${ref.version}`))).toBeNull()
    expect(decodeUploadId(enc(`videos/../../etc/${ref.version}`))).toBeNull()
    expect(decodeUploadId(enc(`../x/${ref.version}`))).toBeNull()
  })
})
