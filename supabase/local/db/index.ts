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

// The database side of the package's entry point `@oppi/supabase-local/db`: the two drivers,
// the platform schema and the project's migrations and seed, and the types that describe it.
export { openPglite, type PgliteDb } from './pglite'
export { openPostgres, poolTransaction } from './postgres'
export { prepareDatabase, type PrepareResult } from '../platform/migrate'
export { generateTypes } from '../rest/typegen'
