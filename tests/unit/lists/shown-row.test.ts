import { describe, expect, it, vi } from 'vitest'

vi.mock('server-only', () => ({}))
const { listParams, pageShowing, withShownRow } = await import('@/lib/data/paging')

const ID = '00000000-0000-4000-8003-000000009003'
const page = (ids: string[]) => ({ rows: ids.map((id) => ({ id })), total: 40, error: false })

describe('a row just created is shown first', () => {
  it('puts the row first, once, and keeps the count and the other rows in order', () => {
    expect(withShownRow(page(['a', 'b']), { id: ID })).toEqual(page([ID, 'a', 'b']))
    expect(withShownRow(page(['a', ID, 'b']), { id: ID })).toEqual(page([ID, 'a', 'b']))
  })

  it('leaves the page as it is when there is no such row (not readable, or gone)', () => {
    expect(withShownRow(page(['a']), null)).toEqual(page(['a']))
  })

  it('reads the page and the row side by side; no row to read is no change', async () => {
    expect(
      await pageShowing(Promise.resolve(page(['a'])), Promise.resolve({ data: { id: ID } })),
    ).toEqual(page([ID, 'a']))
    expect(await pageShowing(Promise.resolve(page(['a'])), null)).toEqual(page(['a']))
  })

  it('takes `shown` from the address only when it is an id', async () => {
    const shown = async (value: string) =>
      (await listParams(Promise.resolve({ shown: value }))).shown
    expect(await shown(ID)).toBe(ID)
    expect(await shown('x); drop table')).toBeNull()
    expect((await listParams(Promise.resolve({}))).shown).toBeNull()
  })
})
