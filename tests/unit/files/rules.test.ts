import { describe, expect, it } from 'vitest'
import {
  fileNameOf,
  objectPath,
  servedInline,
  servingHeaders,
  storageName,
  storedFileName,
  storedType,
} from '@/lib/files/rules'
import { typeListed, WORK_FILE_ACCEPT, WORK_FILE_TYPES } from '@/lib/files/work-types'

describe('work files', () => {
  it.each([
    'application/pdf',
    'image/png',
    'image/heic',
    'audio/mpeg',
    'video/mp4',
    'application/vnd.oasis.opendocument.text',
  ])('are stored as what their bytes are when the work buckets take that type: %s', (type) => {
    expect(storedType('submission-files', type, 'x')).toEqual({ type })
  })

  // Active and unknown types: HTML, SVG, XML, scripts, archives, executables.
  it.each([
    'text/html',
    'image/svg+xml',
    'application/xml',
    'text/javascript',
    'application/zip',
    'application/x-msdownload',
  ])('refuse %s', (type) => {
    expect(storedType('submission-files', type, 'x')).toEqual({ problem: 'badType' })
  })

  it('whose bytes say nothing are typed by their ending (text, old Office files), or refused', () => {
    expect(storedType('assignment-files', undefined, 'Essee.TXT')).toEqual({ type: 'text/plain' })
    expect(storedType('assignment-files', undefined, 'marks.csv')).toEqual({ type: 'text/csv' })
    expect(storedType('assignment-files', undefined, 'captions.vtt')).toEqual({ type: 'text/vtt' })
    expect(storedType('assignment-files', undefined, 'page.html')).toEqual({ problem: 'badType' })
    expect(storedType('assignment-files', undefined, 'picture.svg')).toEqual({ problem: 'badType' })
    expect(storedType('assignment-files', undefined, 'noending')).toEqual({ problem: 'badType' })
    expect(storedType('assignment-files', 'application/x-cfb', 'old.doc')).toEqual({
      type: 'application/msword',
    })
    expect(storedType('assignment-files', 'application/x-cfb', 'old.xls')).toEqual({
      type: 'application/vnd.ms-excel',
    })
    expect(storedType('assignment-files', 'application/x-cfb', 'setup.msi')).toEqual({
      problem: 'badType',
    })
  })

  it('list pictures one by one, so no wildcard lets an SVG in', () => {
    expect(WORK_FILE_TYPES).not.toContain('image/*')
    expect(typeListed(WORK_FILE_TYPES, 'image/svg+xml')).toBe(false)
    expect(WORK_FILE_ACCEPT.split(',')).toEqual(
      expect.arrayContaining(['.pdf', '.docx', 'image/png', 'audio/*', 'video/*']),
    )
    expect(WORK_FILE_ACCEPT).not.toMatch(/svg|html|zip/)
  })
})

describe('serving a file', () => {
  // Only passive types open in the tab; whatever could run or is unknown is downloaded.
  it.each([
    ['image/png', true],
    ['image/jpeg', true],
    ['image/gif', true],
    ['image/webp', true],
    ['image/avif', true],
    ['application/pdf', true],
    ['audio/mpeg', true],
    ['video/mp4', true],
    ['text/vtt', true],
    ['text/plain; charset=utf-8', true],
    ['text/html', false],
    ['image/svg+xml', false],
    ['application/xml', false],
    ['text/xml', false],
    ['text/javascript', false],
    ['application/octet-stream', false],
    ['application/msword', false],
    ['', false],
  ])('opens %j in the tab: %s', (type, inline) => {
    expect(servedInline(type)).toBe(inline)
  })

  it('always sends nosniff and the sandbox, and a name either way', () => {
    expect(servingHeaders('kuva.png', 'image/png')).toEqual({
      'Content-Disposition': `inline; filename="kuva.png"; filename*=UTF-8''kuva.png`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': 'sandbox',
    })
    expect(servingHeaders('sivu.html', 'text/html')).toEqual({
      'Content-Disposition': `attachment; filename="sivu.html"; filename*=UTF-8''sivu.html`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': 'sandbox',
    })
  })
})

describe('stored names', () => {
  // storage-api's isValidKey: what hosted Storage takes in an object's name.
  const HOSTED_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]*$/

  it.each([
    ['Äidinkieli tehtävä.pdf', '*C3*84idinkieli teht*C3*A4v*C3*A4.pdf'],
    ['notes #1 ~ 100% * 2.txt', 'notes *231 *7E 100*25 *2A 2.txt'],
    ['😀.png', '*F0*9F*98*80.png'],
  ])('stores %j as %j, which hosted Storage takes and which reads back whole', (name, stored) => {
    expect(storageName(name)).toBe(stored)
    expect(HOSTED_KEY.test(stored)).toBe(true)
    expect(storedFileName(stored)).toBe(name)
  })

  it('keeps a name hosted Storage takes as it is', () => {
    const name = 'Essay_v2 (final) - A&B, 50$ @home; a=b: 1+1?!.pdf'
    expect(storageName(name)).toBe(name)
    expect(objectPath(['f1', 'f2'], name)).toBe(`f1/f2/${name}`)
  })

  it('names a stored path for people by its last part', () => {
    expect(fileNameOf('a/b/*C3*84iti.pdf')).toBe('Äiti.pdf')
    expect(fileNameOf('plain.txt')).toBe('plain.txt')
  })

  it('refuses a stored name that storageName would not make: one file, one stored name', () => {
    for (const stored of [
      '*c3*84.pdf',
      '*C3.pdf',
      '*ZZ.pdf',
      '%C3%84.pdf',
      'a~b.pdf',
      '..',
      '.env',
    ]) {
      expect(storedFileName(stored), stored).toBeNull()
    }
  })
})
