import type { Queryable } from './types'

/** The first row a query answers, or null: for the lookups by key that find one row or none. */
export async function firstRow<T>(q: Queryable, sql: string, params: unknown[]): Promise<T | null> {
  const { rows } = await q.query<T>(sql, params)
  return rows[0] ?? null
}
