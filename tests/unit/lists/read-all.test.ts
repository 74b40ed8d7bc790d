import { describe, expect, it } from 'vitest'
import { MAX_ROWS, readAll } from '@/lib/data/read-all'

/** A stand-in for the REST API: answers ranges of `total` numbered rows, at most MAX_ROWS each. */
function api(total: number, failAt?: number) {
  const asked: [number, number][] = []
  const read = async (from: number, to: number) => {
    asked.push([from, to])
    if (failAt !== undefined && from >= failAt) return { data: null, error: { code: '57014' } }
    const last = Math.min(to, total - 1, from + MAX_ROWS - 1)
    return {
      data: Array.from({ length: Math.max(0, last - from + 1) }, (_, i) => from + i),
      error: null,
    }
  }
  return { read, asked }
}

describe('readAll', () => {
  it('reads page after page until a short one, and gives every row once, in order', async () => {
    const { read, asked } = api(2500)
    const all = await readAll(read)
    expect(all.error).toBe(false)
    expect(all.data).toEqual(Array.from({ length: 2500 }, (_, i) => i))
    expect(asked).toEqual([
      [0, 999],
      [1000, 1999],
      [2000, 2999],
    ])
  })

  it('asks once more after a full last page, to know it was the last', async () => {
    const { read, asked } = api(2000)
    expect((await readAll(read)).data).toHaveLength(2000)
    expect(asked).toHaveLength(3)
  })

  it('a page that fails gives the rows so far and says so', async () => {
    const { read } = api(2500, 1000)
    expect(await readAll(read)).toEqual({
      data: Array.from({ length: 1000 }, (_, i) => i),
      error: true,
    })
  })
})
