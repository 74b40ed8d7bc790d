import type { Db, Queryable } from '../db'

/**
 * Every auth transaction runs as `supabase_auth_admin`, the role GoTrue connects as on hosted
 * Supabase: triggers on auth.users (sign-up triggers in our migrations) and the access-token
 * hook see exactly the privileges they will have in production.
 */
export function authTx<T>(db: Db, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query('set local role supabase_auth_admin')
    return fn(tx)
  })
}

/** RFC 3339 UTC, as GoTrue serializes timestamps; null stays null. */
export function iso(value: unknown): string | null {
  if (value === null || value === undefined) return null
  const d = value instanceof Date ? value : new Date(String(value))
  return Number.isNaN(d.getTime()) ? null : d.toISOString()
}

export function toDate(value: unknown): Date | null {
  if (value === null || value === undefined) return null
  const d = value instanceof Date ? value : new Date(String(value))
  return Number.isNaN(d.getTime()) ? null : d
}
