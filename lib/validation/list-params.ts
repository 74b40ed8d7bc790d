import { z } from 'zod'

/** Page number and search term from the URL, clamped, for the server-side list readers. */
export const listParamsSchema = z.object({
  q: z.string().trim().max(100).catch(''),
  page: z.coerce.number().int().min(1).max(100000).catch(1),
})
export type ListParams = z.output<typeof listParamsSchema>

export function firstParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

/**
 * The search parameter that names a row just created: its list shows it first, whatever the
 * order and page, and moves the focus to it (components/lists/shown-row.tsx).
 */
export const SHOWN_PARAM = 'shown'

/** Rows per list page: well under the 50-row ceiling, still a useful screenful. */
export const PAGE_SIZE = 25

/** The inclusive `range()` bounds of a 1-based page. */
export function pageRange(page: number, size = PAGE_SIZE): [number, number] {
  const from = (Math.max(1, page) - 1) * size
  return [from, from + size - 1]
}

/**
 * A search term safe inside a PostgREST filter value: characters with meaning in the
 * filter grammar (, ( ) " * % \) are dropped, so a search can only ever match text.
 */
export function searchTerm(q: string): string {
  return q
    .replace(/[,()"*%\\:]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100)
}
