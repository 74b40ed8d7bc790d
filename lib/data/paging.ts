import 'server-only'
import { UUID_RE } from '@/lib/validation/common'
import {
  firstParam,
  listParamsSchema,
  pageRange,
  searchTerm,
  SHOWN_PARAM,
} from '@/lib/validation/list-params'

/** A page's search parameters as the App Router hands them over. */
export type SearchParams = Promise<Record<string, string | string[] | undefined>>

/** One page of a list: its rows, how many there are in all, and whether the read failed. */
export type Page<T> = { rows: T[]; total: number; error: boolean }

/** The row type of a list reader, read off its result. */
export type RowOf<F extends (...args: never[]) => Promise<Page<unknown>>> = Awaited<
  ReturnType<F>
>['rows'][number]

/** A counted read as a page: no rows and a flag when it failed, never a thrown error. */
export function toPage<T>({
  data,
  count,
  error,
}: {
  data: T[] | null
  count: number | null
  error: unknown
}): Page<T> {
  return { rows: data ?? [], total: count ?? 0, error: !!error }
}

/** A counted query (select with `count: 'exact'`, already filtered and ordered) read as one page. */
export async function readPage<T>(
  query: {
    range(
      from: number,
      to: number,
    ): PromiseLike<{ data: T[] | null; count: number | null; error: unknown }>
  },
  page: number,
  size?: number,
): Promise<Page<T>> {
  const [from, to] = pageRange(page, size)
  return toPage(await query.range(from, to))
}

type Counted<T> = Parameters<typeof readPage<T>>[0]

type PeopleQuery<Q> = {
  or(filters: string): Q
  order(column: 'last_name' | 'first_name' | 'id'): Q
}

/**
 * A page of a list of people (a counted query on `profiles`): those whose first name, last name
 * or e-mail holds the search term, by name.
 */
export function readPeoplePage<T, Q extends PeopleQuery<Q> & Counted<T>>(
  query: Q & Counted<T>,
  opts: { q: string; page: number },
) {
  const term = searchTerm(opts.q)
  const found = term
    ? query.or(`first_name.ilike.*${term}*,last_name.ilike.*${term}*,email.ilike.*${term}*`)
    : query
  return readPage<T>(found.order('last_name').order('first_name').order('id'), opts.page)
}

/**
 * The raw search parameters with the list's search term and page number, clamped, and the id
 * of a row just created (SHOWN_PARAM), when it is one.
 */
export async function listParams(searchParams: SearchParams) {
  const params = await searchParams
  const { q, page } = listParamsSchema.parse({
    q: firstParam(params.q),
    page: firstParam(params.page),
  })
  const shown = firstParam(params[SHOWN_PARAM]) ?? ''
  return { params, q, page, shown: UUID_RE.test(shown) ? shown : null }
}

/**
 * The page with a row just created put first (and not twice), so the person who created it
 * sees it whatever the list's order; the row was read by the same select, as RLS lets them.
 */
export function withShownRow<T extends { id: string }>(page: Page<T>, row: T | null): Page<T> {
  if (!row) return page
  return { ...page, rows: [row, ...page.rows.filter((other) => other.id !== row.id)] }
}

/** A page read beside the row just created (`one`: the same select, by id), that row first. */
export async function pageShowing<T extends { id: string }>(
  page: Promise<Page<T>>,
  one: PromiseLike<{ data: T | null }> | null,
): Promise<Page<T>> {
  const [rows, shown] = await Promise.all([page, one])
  return withShownRow(rows, shown?.data ?? null)
}

/** The href of another page of the same list, keeping its filters. */
export function pageHref(path: string, params: Record<string, string | null | undefined>) {
  return (page: number) => {
    const search = new URLSearchParams()
    for (const [key, value] of Object.entries(params)) if (value) search.set(key, value)
    if (page > 1) search.set('page', String(page))
    const text = search.toString()
    return text ? `${path}?${text}` : path
  }
}
