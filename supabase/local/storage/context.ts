import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Db, Queryable } from '../db'
import { resolveIdentity, type Identity } from '../http/identity'
import type { Platform } from '../platform/types'
import { ALLOW_DELETES, asCaller } from './caller'
import { errors } from './errors'
import type { FileStore } from './files'
import { KeyedLock, objectKey } from './lock'
import type { Operation } from './operations'
import { currentVersion } from './rows'

/** What every storage route works with. */
export interface StorageContext {
  platform: Platform
  db: Db
  store: FileStore
  lock: KeyedLock
  /** [storage] file_size_limit: no bucket accepts more. */
  globalLimit: number
}

/** One storage/v1 request as a route handler sees it: the module's context and the HTTP exchange. */
export interface StorageRequest {
  ctx: StorageContext
  req: IncomingMessage
  res: ServerResponse
}

/** Where an object is: its bucket and its name, as the routes parse them from the path. */
export interface ObjectAddress {
  bucket: string
  name: string
}

/** The caller from the Authorization header, as hosted Storage checks it. */
export async function identify(ctx: StorageContext, req: IncomingMessage): Promise<Identity> {
  const r = await resolveIdentity(ctx.platform.keys, req.headers.authorization)
  if (r.ok) return r.identity
  throw errors.invalidJwt(r.reason === 'expired' ? 'jwt expired' : r.message)
}

/**
 * As the caller (row-level security applies), or as the server itself (`null`): the latter only
 * where hosted Storage also uses its own rights, e.g. public downloads and signed URLs.
 * `operation` tells the policies what the request is doing (operations.ts).
 */
export function runAs<T>(
  ctx: StorageContext,
  who: Identity | null,
  fn: (q: Queryable) => Promise<T>,
  operation: Operation | '' = '',
) {
  if (who) return asCaller(ctx.db, who, fn, operation)
  return ctx.db.transaction(async (tx) => {
    await tx.query(`select ${ALLOW_DELETES}`)
    return fn(tx)
  })
}

/**
 * Removes every version file of one object name that its row no longer points at: after an
 * upsert, a delete, a move away. Under the name's lock, so no upload is between placing its
 * bytes and committing its row.
 */
export async function settleFiles(
  ctx: StorageContext,
  bucket: string,
  name: string,
): Promise<void> {
  await ctx.lock.run([objectKey(bucket, name)], async () => {
    const current = await currentVersion(ctx.db, bucket, name)
    for (const version of await ctx.store.versionsOf(bucket, name)) {
      if (version !== current) await ctx.store.remove(bucket, name, version)
    }
  })
}
