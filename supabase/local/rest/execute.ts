import type { Db, Queryable, QueryResult } from '../db'
import type { Identity } from '../http/identity'
import { ident } from './ident'
import type { RoleSetting } from './schema-cache'

/** What PostgREST exposes to SQL about the request (the request.* settings PostgREST sets before running the query). */
export interface RequestContext {
  identity: Identity
  schema: string
  extraSearchPath: string[]
  method: string
  path: string
  headers: Record<string, string>
  cookies: Record<string, string>
  /** `Prefer: timezone=…`, already checked against pg_timezone_names. */
  timezone?: string | null
  /** `Prefer: tx=rollback`: run everything, answer, and keep none of it. */
  rollback?: boolean
  /** The role's own settings (`alter role … set`), applied for the request as PostgREST applies them. */
  roleSettings?: RoleSetting[]
}

// One statement, every value a parameter. The role's own settings come first, as PostgREST
// applies them, so that what it sets itself (the search path, the role, the request, and
// Prefer: timezone last) wins over a role's setting of the same name; the role is set before
// the claims, as PostgREST does.
const SETTINGS = `select (select count(set_config(k, v, true)) from unnest($9::text[], $10::text[]) as s(k, v)),
  set_config('search_path', $1, true), set_config('role', $2, true),
  set_config('request.jwt.claims', $3, true), set_config('request.method', $4, true),
  set_config('request.path', $5, true), set_config('request.headers', $6, true),
  set_config('request.cookies', $7, true),
  case when $8::text is null then null else set_config('timezone', $8, true) end`

// The same, for a read-only request sent as one implicit transaction (db.batch).
const READ_ONLY_SETTINGS = SETTINGS.replace(
  'select ',
  "select set_config('transaction_read_only', 'on', true), ",
)

export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {}
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=')
    if (i > 0) out[part.slice(0, i).trim()] = part.slice(i + 1).trim()
  }
  return out
}

function settingsOf(ctx: RequestContext): unknown[] {
  const searchPath = [...new Set([ctx.schema, ...ctx.extraSearchPath])].map(ident).join(', ')
  return [
    searchPath,
    ctx.identity.role,
    JSON.stringify(ctx.identity.claims),
    ctx.method,
    ctx.path,
    JSON.stringify(ctx.headers),
    JSON.stringify(ctx.cookies),
    ctx.timezone ?? null,
    (ctx.roleSettings ?? []).map((s) => s.name),
    (ctx.roleSettings ?? []).map((s) => s.value),
  ]
}

/**
 * A read-only request's one statement: the settings and the query go out in one round trip as
 * one implicit, read-only transaction (no BEGIN/COMMIT round trips).
 */
export function queryReadOnly<T>(
  db: Db,
  ctx: RequestContext,
  sql: string,
  params: unknown[],
): Promise<QueryResult<T>> {
  return queryAtOnce(db, ctx, true, sql, params)
}

/**
 * A request's one statement whose answer nothing checks afterwards (so nothing would roll it
 * back): like queryReadOnly, and read-write unless `readOnly`. A request that asks for its
 * writes to be undone (`Prefer: tx=rollback`) runs as runAsRequest.
 */
export async function queryAtOnce<T>(
  db: Db,
  ctx: RequestContext,
  readOnly: boolean,
  sql: string,
  params: unknown[],
): Promise<QueryResult<T>> {
  if (ctx.rollback && !readOnly)
    return runAsRequest(db, ctx, false, (tx) => tx.query<T>(sql, params))
  const [, result] = await db.batch([
    { sql: readOnly ? READ_ONLY_SETTINGS : SETTINGS, params: settingsOf(ctx) },
    { sql, params },
  ])
  return result as QueryResult<T>
}

/**
 * One transaction per request: READ ONLY when asked, the request settings (role, claims, …),
 * then `fn` with the statements of the request. Rolls back when fn throws.
 */
export async function runAsRequest<T>(
  db: Db,
  ctx: RequestContext,
  readOnly: boolean,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  if (!ctx.rollback) return inTransaction(db, ctx, readOnly, fn)
  try {
    await inTransaction(db, ctx, readOnly, async (tx) => {
      throw new RolledBack(await fn(tx))
    })
  } catch (e) {
    if (e instanceof RolledBack) return e.value as T
    throw e
  }
  throw new Error('unreachable: a tx=rollback transaction always ends by throwing')
}

/** Carries a request's answer out of a transaction that is undone on purpose (tx=rollback). */
class RolledBack extends Error {
  constructor(readonly value: unknown) {
    super('tx=rollback')
  }
}

function inTransaction<T>(
  db: Db,
  ctx: RequestContext,
  readOnly: boolean,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const settings = settingsOf(ctx)
  return db.transaction(
    async (tx) => {
      if (db.kind === 'pglite') {
        await tx.query(SETTINGS, settings)
        return fn(tx)
      }
      // pg queues both on the one connection and sends the query as soon as the settings are
      // done, with no hop through this code; if the settings fail (unknown role) the
      // transaction is aborted and the query fails too.
      const [, result] = await Promise.all([tx.query(SETTINGS, settings), fn(tx)])
      return result
    },
    { readOnly },
  )
}
