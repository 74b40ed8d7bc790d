import compile from 'icu-minify/compile'
import { describe, expect, it } from 'vitest'
import { interpolate } from '@/components/i18n/client-messages'
import { fileSize, megabytes } from '@/lib/files/sizes'
import en from '@/messages/en.json'
import fi from '@/messages/fi.json'

describe('fileSize', () => {
  it.each([
    [0, { amount: 0, unit: 'B' }],
    [1023, { amount: 1023, unit: 'B' }],
    [1024, { amount: 1, unit: 'kB' }],
    [240 * 1024 + 500, { amount: 240.5, unit: 'kB' }],
    [1024 * 1024 - 40, { amount: 1, unit: 'MB' }],
    [1024 * 1024 - 60, { amount: 1023.9, unit: 'kB' }],
    [megabytes(25), { amount: 25, unit: 'MB' }],
    [megabytes(1.55), { amount: 1.6, unit: 'MB' }],
    [megabytes(3000), { amount: 3000, unit: 'MB' }],
  ] as const)('%i bytes are %o', (bytes, size) => {
    expect(fileSize(bytes)).toEqual(size)
  })

  // As a file list words it: the compiled message, filled in the reader's locale.
  it.each([
    ['en', 22, '22 B'],
    ['en', 240 * 1024 + 500, '240.5 kB'],
    ['en', megabytes(1.55), '1.6 MB'],
    ['fi', 22, '22 t'],
    ['fi', 240 * 1024 + 500, '240,5 kt'],
    ['fi', megabytes(1.55), '1,6 Mt'],
  ] as const)('in %s, files.size words %i bytes as %s', (locale, bytes, words) => {
    const message = { en, fi }[locale].files.size
    expect(interpolate(compile(message), fileSize(bytes), locale)).toBe(words)
  })
})
