import pg from 'pg'
import type { QueryResult } from './types'

// pg's own row parser and value mapper (exported at runtime, not in @types/pg).
interface PgResult {
  rows: unknown[]
  fields: { name: string; dataTypeID: number }[]
  rowCount: number | null
  addFields(fields: unknown[]): void
  parseRow(fields: unknown[]): unknown
  addRow(row: unknown): void
  addCommandComplete(msg: unknown): void
}
const internals = pg as unknown as {
  Result: new (rowMode: string | undefined, types: unknown) => PgResult
  utils: { prepareValue: (v: unknown) => unknown }
}
type Connection = {
  stream: { cork?: () => void; uncork?: () => void }
  parse(m: { text: string; name: string; types: number[] }): void
  close(m: { type: 'S'; name: string }): void
  bind(m: { portal: string; statement: string; values: unknown[]; valueMapper: (v: unknown) => unknown }): void
  describe(m: { type: 'P'; name: string }): void
  execute(m: { portal: string; rows: number }): void
  sync(): void
}

/**
 * Named server-side prepared statements, per connection. PostgreSQL then parses, analyses and
 * rewrites (RLS policies included) each statement shape once per session instead of on every
 * request, and may settle on a generic plan. Names stand for SQL text, so a statement shape
 * keeps its name in every session.
 */
const MAX_PER_SESSION = 256
const MAX_NAMES = 10_000
const nameOf = new Map<string, string>()
let nextName = 0
function statementName(sql: string): string {
  let name = nameOf.get(sql)
  if (!name) {
    // Names are never reused for other text, so forgetting old ones is safe: sessions that
    // still hold them let them go as they fall out of use.
    if (nameOf.size >= MAX_NAMES) nameOf.clear()
    name = `oppi_${nextName++}`
    nameOf.set(sql, name)
  }
  return name
}

interface Session {
  /** Statements the session holds, least recently used first. */
  held: Map<string, true>
  /** Statements of a failed batch: they may or may not exist (or may need re-preparing). */
  unsure: Set<string>
}
const sessions = new WeakMap<Connection, Session>()

/**
 * Several parameterised statements in ONE round trip: Parse/Bind/Describe/Execute for each,
 * then a single Sync. PostgreSQL runs everything before the Sync as one implicit transaction:
 * `set_config(…, true)` lasts until the Sync, and the first error skips the rest and rolls
 * all of it back. A pg "submittable" (the hook pg offers for custom protocol flows).
 */
export class Batch {
  callback: ((err: Error | null, results?: QueryResult[]) => void) | undefined
  private readonly results: PgResult[] = []
  private current: PgResult | null = null
  private failed: Error | null = null

  constructor(
    private readonly statements: { sql: string; params?: unknown[] }[],
    private readonly types: unknown,
  ) {}

  private session: Session | undefined
  private names: string[] = []
  private parsed: string[] = []

  submit(connection: Connection) {
    let session = sessions.get(connection)
    if (!session) sessions.set(connection, (session = { held: new Map(), unsure: new Set() }))
    this.session = session
    const names = (this.names = this.statements.map((s) => statementName(s.sql)))
    connection.stream.cork?.()
    try {
      // Keep each session's statements bounded: the least recently used go first.
      let excess = session.held.size + names.filter((n) => !session.held.has(n)).length - MAX_PER_SESSION
      for (const name of session.held.keys()) {
        if (excess <= 0) break
        if (names.includes(name)) continue
        session.held.delete(name)
        connection.close({ type: 'S', name })
        excess--
      }
      for (const [i, s] of this.statements.entries()) {
        const name = names[i]
        if (session.held.has(name)) {
          // Most recently used last.
          session.held.delete(name)
          session.held.set(name, true)
        } else {
          // Closing a statement that does not exist is not an error (protocol docs), so an
          // unsure name is closed and parsed afresh.
          if (session.unsure.delete(name)) connection.close({ type: 'S', name })
          connection.parse({ text: s.sql, name, types: [] })
          this.parsed.push(name)
        }
        connection.bind({ portal: '', statement: name, values: s.params ?? [], valueMapper: internals.utils.prepareValue })
        connection.describe({ type: 'P', name: '' })
        connection.execute({ portal: '', rows: 0 })
      }
      connection.sync()
    } finally {
      connection.stream.uncork?.()
    }
    return null
  }

  private result(): PgResult {
    this.current ??= new internals.Result(undefined, this.types)
    return this.current
  }

  handleRowDescription(msg: { fields: unknown[] }) {
    this.result().addFields(msg.fields)
  }

  handleDataRow(msg: { fields: unknown[] }) {
    if (this.failed) return
    try {
      const r = this.result()
      r.addRow(r.parseRow(msg.fields))
    } catch (e) {
      this.failed = e as Error
    }
  }

  handleCommandComplete(msg: unknown) {
    const r = this.result()
    r.addCommandComplete(msg)
    this.results.push(r)
    this.current = null
  }

  handleEmptyQuery() {
    this.results.push(this.result())
    this.current = null
  }

  handleError(err: Error) {
    // What PostgreSQL skipped after the error is unknown from here, and a held statement can
    // fail because it must be prepared again (a table changed its columns): every statement
    // of this batch is closed and parsed afresh next time.
    for (const name of this.names) {
      this.session?.held.delete(name)
      this.session?.unsure.add(name)
    }
    this.parsed = []
    this.callback?.(this.failed ?? err)
  }

  handleReadyForQuery() {
    for (const name of this.parsed) this.session?.held.set(name, true)
    if (this.failed) return void this.callback?.(this.failed)
    this.callback?.(
      null,
      this.results.map((r) => ({
        rows: r.rows as Record<string, unknown>[],
        fields: r.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
        rowCount: r.rowCount ?? r.rows.length,
      })),
    )
  }

  handlePortalSuspended() {}
  handleCopyInResponse() {}
  handleCopyData() {}
}

export async function runBatch(pool: pg.Pool, types: unknown, statements: { sql: string; params?: unknown[] }[]): Promise<QueryResult[]> {
  const client = await pool.connect()
  let broken: Error | undefined
  try {
    return await new Promise<QueryResult[]>((resolve, reject) => {
      const batch = new Batch(statements, types)
      batch.callback = (err, results) => (err ? reject(err) : resolve(results!))
      client.query(batch as never)
    })
  } catch (e) {
    // A protocol-level failure (not a SQL error) leaves the connection in doubt: drop it.
    if (!(e instanceof pg.DatabaseError)) broken = e as Error
    throw e
  } finally {
    client.release(broken)
  }
}
