import type { Db } from './types'
import { openPglite } from './pglite'
import { openPostgres } from './postgres'

export type { Db, Queryable, QueryResult, PgError } from './types'
export { isPgError } from './types'

/** DATABASE_URL selects a real PostgreSQL; otherwise the embedded PGlite in `dataDir`/db. */
export function openDatabase(opts: {
  databaseUrl?: string
  pgliteDir: string | null
}): Promise<Db> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.pgliteDir)
}
