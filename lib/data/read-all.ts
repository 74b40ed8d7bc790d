// Reads longer than one answer of the REST API. Apart from the paging of lists (./paging.ts,
// server-only), so the service's purge and its tests can use it too.

/** The most rows the REST API answers in one response (`max_rows`, hosted Supabase's default). */
export const MAX_ROWS = 1000

/**
 * Every row of a read that can pass the API's largest answer, page after page until a short
 * one: `read(from, to)` makes the read of one range, ordered so the order holds between pages
 * (a unique key last). A read that fails gives the rows so far and `error`.
 */
export async function readAll<T>(
  read: (from: number, to: number) => PromiseLike<{ data: T[] | null; error: unknown }>,
): Promise<{ data: T[]; error: boolean }> {
  const rows: T[] = []
  for (let from = 0; ; from += MAX_ROWS) {
    const { data, error } = await read(from, from + MAX_ROWS - 1)
    if (error || !data) return { data: rows, error: true }
    rows.push(...data)
    if (data.length < MAX_ROWS) return { data: rows, error: false }
  }
}
