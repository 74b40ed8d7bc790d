import type { Db, Queryable } from '../db'
import type { Identity } from '../http/identity'

// Role first, then the claims, as PostgREST and hosted Storage set them, so that policies on
// storage.objects see auth.uid() and auth.jwt() exactly as they would in production.
const SETTINGS = `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`

/** Thrown inside a transaction to roll it back after a permission test. */
class Rollback extends Error {}

/**
 * Runs fn in one transaction as the caller's database role with their JWT claims, so row-level
 * security on storage.buckets and storage.objects decides; service_role bypasses it.
 */
export function asCaller<T>(db: Db, who: Identity, fn: (tx: Queryable) => Promise<T>, readOnly = false): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(SETTINGS, [who.role, JSON.stringify(who.claims)])
    return fn(tx)
  }, { readOnly })
}

/**
 * Runs fn as the caller and rolls it back: whether the caller could do it, without doing it
 * yet (checked before an upload's bytes are read, as hosted Storage does).
 */
export async function testAsCaller(db: Db, who: Identity, fn: (tx: Queryable) => Promise<unknown>): Promise<void> {
  try {
    await asCaller(db, who, async (tx) => {
      await fn(tx)
      throw new Rollback()
    })
  } catch (e) {
    if (!(e instanceof Rollback)) throw e
  }
}

/** The sub claim when it is a user id (the `owner` column is a uuid). */
export function ownerOf(who: Identity): { owner: string | null; ownerId: string | null } {
  const sub = typeof who.claims.sub === 'string' ? who.claims.sub : null
  const isUuid = sub !== null && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(sub)
  return { owner: isUuid ? sub : null, ownerId: sub }
}
