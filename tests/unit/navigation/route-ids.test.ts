import { describe, expect, it } from 'vitest'
import { uuidOrNull, uuidParam } from '@/lib/navigation/route-ids'

const ID = '0b6f7a52-3c1e-4c55-9d2a-6f0a1e2b3c4d'
const NOT_IDS = ['', 'abc', `${ID}x`, `x${ID}`, "1' or '1'='1", ID.replaceAll('-', '')]

describe('ids from the address', () => {
  it('keeps a uuid, in either case', () => {
    expect(uuidOrNull(ID)).toBe(ID)
    expect(uuidOrNull(ID.toUpperCase())).toBe(ID.toUpperCase())
  })

  it.each([...NOT_IDS, undefined, null])('turns %j into null', (value) => {
    expect(uuidOrNull(value)).toBeNull()
  })

  it('reads a uuid route parameter', async () => {
    await expect(uuidParam(Promise.resolve({ id: ID }), 'id')).resolves.toBe(ID)
  })

  it.each(NOT_IDS)('sends %j to the not-found page', async (value) => {
    // next/navigation's notFound() throws the error Next.js renders as the not-found page.
    await expect(uuidParam(Promise.resolve({ id: value }), 'id')).rejects.toThrow(
      /NEXT_HTTP_ERROR_FALLBACK;404|NEXT_NOT_FOUND/,
    )
  })
})
