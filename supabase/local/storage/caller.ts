import type { Db, Queryable } from '../db'
import type { Identity } from '../http/identity'
import { UUID_RE } from '../http/uuid'
import type { Operation } from './operations'

/**
 * Lets this transaction delete rows of storage's tables, which their triggers refuse to any
 * other (../platform/upgrade.sql): hosted Storage sets it in every transaction it runs.
 */
export const ALLOW_DELETES = `set_config('storage.allow_delete_query', 'true', true)`

// Role first, then the claims, as PostgREST and hosted Storage set them, so that policies on
// storage.objects see auth.uid() and auth.jwt() exactly as they would in production; then what
// the request is doing, as hosted Storage names it (operations.ts).
const SETTINGS = `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
  set_config('storage.operation', $3, true), ${ALLOW_DELETES}`

/** Thrown inside a transaction to roll it back after a permission test. */
class Rollback extends Error {}

/**
 * Runs fn in one transaction as the caller's database role with their JWT claims, so row-level
 * security on storage.buckets and storage.objects decides; service_role bypasses it. Never
 * read-only, reads included: hosted Storage runs every query in a writable transaction that it
 * commits, and a policy may write (the IEP documents' select policy logs the read).
 */
export function asCaller<T>(
  db: Db,
  who: Identity,
  fn: (tx: Queryable) => Promise<T>,
  operation: Operation | '' = '',
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(SETTINGS, [who.role, JSON.stringify(who.claims), operation])
    return fn(tx)
  })
}

/**
 * Runs fn as the caller and rolls it back: whether the caller could do it, without doing it
 * yet (checked before an upload's bytes are read, as hosted Storage does).
 */
export async function testAsCaller(
  db: Db,
  who: Identity,
  fn: (tx: Queryable) => Promise<unknown>,
  operation: Operation | '' = '',
): Promise<void> {
  try {
    await asCaller(
      db,
      who,
      async (tx) => {
        await fn(tx)
        throw new Rollback()
      },
      operation,
    )
  } catch (e) {
    if (!(e instanceof Rollback)) throw e
  }
}

/** The sub claim when it is a user id (the `owner` column is a uuid). */
export function ownerOf(who: Identity): { owner: string | null; ownerId: string | null } {
  const sub = typeof who.claims.sub === 'string' ? who.claims.sub : null
  const isUuid = sub !== null && UUID_RE.test(sub)
  return { owner: isUuid ? sub : null, ownerId: sub }
}
