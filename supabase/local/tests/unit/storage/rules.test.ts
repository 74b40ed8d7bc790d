import { describe, expect, it } from 'vitest'
import { parseByteSize } from '../../../config'
import { parseRange } from '../../../storage/download'
import { StorageError } from '../../../storage/errors'
import { checkContentType, mimeAllowed, servedInline, servedType } from '../../../storage/mime'
import { bucketId, objectName } from '../../../storage/names'

describe('objectName', () => {
  it("keeps ordinary names: hosted Storage's characters", () => {
    expect(objectName('folder/sub/file name (1).png')).toBe('folder/sub/file name (1).png')
    expect(objectName("a-Z_0 !.*'()&$=@;:+,?")).toBe("a-Z_0 !.*'()&$=@;:+,?")
  })

  it.each([
    '',
    '/abs',
    'a//b',
    'a/',
    '../x',
    'a/../b',
    './a',
    'a/.',
    'a\u0000b',
    'a\\b',
    'caf\u00e9.txt',
    'cafe\u0301.txt',
    'a#b',
    'a~b',
    'x'.repeat(1025),
    `${'y'.repeat(256)}/z`,
  ])('refuses %j', (name) => {
    expect(() => objectName(name)).toThrow(StorageError)
  })
})

describe('bucketId', () => {
  it.each(['avatars', 'my bucket', 'a.b-c_d'])('accepts %j', (id) => expect(bucketId(id)).toBe(id))
  it.each(['', '.', '..', 'a/b', 'x'.repeat(101), 42, null])('refuses %j', (id) =>
    expect(() => bucketId(id)).toThrow(StorageError),
  )
})

describe('parseRange', () => {
  it.each([
    ['bytes=0-9', { start: 0, end: 9 }],
    ['bytes=5-', { start: 5, end: 99 }],
    ['bytes=-10', { start: 90, end: 99 }],
    ['bytes=-500', { start: 0, end: 99 }],
    ['bytes=50-1000', { start: 50, end: 99 }],
    ['bytes=100-', 'unsatisfiable'],
    ['bytes=9-5', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=0-1,5-6', null],
    ['items=0-1', null],
    [undefined, null],
  ])('%s of 100 bytes → %j', (header, expected) => {
    expect(parseRange(header, 100)).toEqual(expected)
  })
})

describe('MIME rules', () => {
  it('matches exact types, wildcards and parameters', () => {
    expect(mimeAllowed(null, 'anything/at-all')).toBe(true)
    expect(mimeAllowed(['image/*'], 'image/png')).toBe(true)
    expect(mimeAllowed(['image/*'], 'imagex/png')).toBe(false)
    expect(mimeAllowed(['text/plain'], 'text/plain;charset=UTF-8')).toBe(true)
    expect(mimeAllowed(['text/plain'], 'text/html')).toBe(false)
  })

  it('checks the bytes against the list when the bucket has one', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\n', 'latin1')
    await expect(checkContentType(['text/plain'], 'text/plain', pdf)).rejects.toThrow(
      /application\/pdf/,
    )
    await expect(
      checkContentType(['image/*'], 'image/png', Buffer.from('plain words')),
    ).rejects.toThrow(/not image\/png/)
    await expect(
      checkContentType(['application/pdf'], 'application/pdf', pdf),
    ).resolves.toBeUndefined()
    await expect(
      checkContentType(['text/plain'], 'text/plain', Buffer.from('plain words')),
    ).resolves.toBeUndefined()
    await expect(
      checkContentType(null, 'image/png', Buffer.from('no list, no check')),
    ).resolves.toBeUndefined()
  })

  it('takes an old Office file (an OLE container) as the Office type it declares, and nothing else', async () => {
    const cfb = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(600)])
    const office = [
      'application/msword',
      'application/vnd.ms-excel',
      'application/vnd.ms-powerpoint',
      'image/png',
    ]
    await expect(checkContentType(office, 'application/msword', cfb)).resolves.toBeUndefined()
    await expect(checkContentType(office, 'application/vnd.ms-excel', cfb)).resolves.toBeUndefined()
    await expect(checkContentType(office, 'image/png', cfb)).rejects.toThrow(/x-cfb/)
    await expect(
      checkContentType(['application/msword'], 'application/x-msi', cfb),
    ).rejects.toThrow(/not supported/)
  })
})

describe('serving', () => {
  it('serves inline only what a browser shows and never runs', () => {
    for (const type of [
      'image/png',
      'image/jpeg',
      'image/gif',
      'image/webp',
      'image/avif',
      'application/pdf',
      'audio/ogg',
      'video/webm',
      'text/vtt',
      'text/plain;charset=UTF-8',
    ]) {
      expect(servedInline(type), type).toBe(true)
    }
    for (const type of [
      'text/html',
      'image/svg+xml',
      'application/xhtml+xml',
      'text/xml',
      'application/javascript',
      'application/octet-stream',
      'image/heic',
      'audio/../html',
      '',
    ]) {
      expect(servedInline(type), type).toBe(false)
    }
  })

  it('sends HTML as plain text, as hosted Storage does, and everything else as stored', () => {
    expect(servedType('text/html; charset=utf-8')).toBe('text/plain')
    expect(servedType('image/svg+xml')).toBe('image/svg+xml')
    expect(servedType(undefined)).toBe('application/octet-stream')
  })
})

describe('parseByteSize', () => {
  it.each([
    ['50MiB', 50 * 1024 ** 2],
    ['50MB', 50 * 1024 ** 2],
    ['512KB', 512 * 1024],
    ['1GiB', 1024 ** 3],
    ['1000', 1000],
    [2048, 2048],
  ])('%j → %d', (v, bytes) => expect(parseByteSize(v)).toBe(bytes))
  it('refuses what is not a size', () => expect(() => parseByteSize('lots')).toThrow(/not a size/))
})
