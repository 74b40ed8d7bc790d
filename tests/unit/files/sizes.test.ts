import { describe, expect, it } from 'vitest'
import { fileSize, megabytes } from '@/lib/files/sizes'

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
})
