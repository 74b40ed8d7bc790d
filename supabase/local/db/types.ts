/**
 * The one database interface supabase/local uses, with two rooms behind it: embedded PGlite
 * (default, zero setup) and a real PostgreSQL server (DATABASE_URL). Route modules only see this.
 */
export interface QueryResult<T = Record<string, unknown>> {
  rows: T[]
  fields: { name: string; dataTypeID: number }[]
  rowCount: number
}

export interface Queryable {
  /** One statement with $1…$n bind parameters. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>
  /** Several statements, no parameters (migrations, seed). */
  exec(sql: string): Promise<void>
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  /** Connection string when the database is reachable from outside this process. */
  readonly url: string | null
  /**
   * Runs fn inside BEGIN … COMMIT on one connection; rolls back when fn throws.
   * PGlite is a single session, so its transactions are serialized in-process.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: { readOnly?: boolean }): Promise<T>
  /**
   * The statements in one round trip as one implicit transaction, each a named prepared
   * statement of the session; the first error rolls all of them back, and nothing can be
   * undone after it: for work that needs no explicit BEGIN.
   */
  batch(statements: { sql: string; params?: unknown[] }[]): Promise<QueryResult[]>
  /** LISTEN on a channel; returns a function that stops listening. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>
  close(): Promise<void>
}

/** A Postgres error as both drivers report it (SQLSTATE in `code`). */
export interface PgError extends Error {
  code?: string
  detail?: string
  hint?: string
  constraint?: string
  table?: string
  column?: string
}

export function isPgError(e: unknown): e is PgError {
  return e instanceof Error && typeof (e as PgError).code === 'string'
}
