import pg from 'pg'
import type { QueryResult } from './types'
import {
  newPreparedSession,
  planBatch,
  settleBatch,
  type Plan,
  type PreparedSession,
} from './prepared'

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
  bind(m: {
    portal: string
    statement: string
    values: unknown[]
    valueMapper: (v: unknown) => unknown
  }): void
  describe(m: { type: 'P'; name: string }): void
  execute(m: { portal: string; rows: number }): void
  sync(): void
}

/** Each pooled connection is a session with statements of its own. */
const sessions = new WeakMap<Connection, PreparedSession>()

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

  private session: PreparedSession | undefined
  private plan: Plan | undefined

  submit(connection: Connection) {
    let session = sessions.get(connection)
    if (!session) sessions.set(connection, (session = newPreparedSession()))
    this.session = session
    const plan = (this.plan = planBatch(
      session,
      this.statements.map((s) => s.sql),
    ))
    connection.stream.cork?.()
    try {
      for (const step of plan.steps) {
        if ('close' in step) connection.close({ type: 'S', name: step.close })
        else if ('parse' in step) connection.parse({ text: step.parse, name: step.name, types: [] })
        else {
          connection.bind({
            portal: '',
            statement: step.name,
            values: this.statements[step.run].params ?? [],
            valueMapper: internals.utils.prepareValue,
          })
          connection.describe({ type: 'P', name: '' })
          connection.execute({ portal: '', rows: 0 })
        }
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
    if (this.session && this.plan) settleBatch(this.session, this.plan, false)
    this.plan = undefined
    this.callback?.(this.failed ?? err)
  }

  handleReadyForQuery() {
    if (this.session && this.plan) settleBatch(this.session, this.plan, true)
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

export async function runBatch(
  pool: pg.Pool,
  types: unknown,
  statements: { sql: string; params?: unknown[] }[],
): Promise<QueryResult[]> {
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
