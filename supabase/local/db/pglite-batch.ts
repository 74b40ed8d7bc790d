import { parse, protocol, type PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import type { QueryResult } from './types'
import { newPreparedSession, planBatch, settleBatch } from './prepared'

// pg's value mapper, as the PostgreSQL batch uses it: both drivers then send a batch's
// parameters the same way, as text for PostgreSQL to read by the statement's types.
const prepareValue = (pg as unknown as { utils: { prepareValue: (v: unknown) => unknown } }).utils
  .prepareValue

/**
 * Several parameterised statements as ONE call into PGlite: Parse/Bind/Describe/Execute for
 * each, then a single Sync, which PostgreSQL runs as one implicit transaction, as the
 * PostgreSQL batch does (pg-batch.ts). PGlite's own query() makes six calls into PostgreSQL
 * per statement and prepares only unnamed statements, and a transaction adds BEGIN and COMMIT:
 * here a read-only request is one call, a statement inside a transaction one call too, and
 * each statement shape is planned once.
 *
 * The caller runs it alone on the database (PGlite is one session): nothing else may come
 * between its steps.
 */
export function pgliteBatcher(db: PGlite) {
  const session = newPreparedSession()
  /** `inTransaction`: inside BEGIN … COMMIT, where PGlite's own query() skips its file sync (syncToFs) too. */
  return async (
    statements: { sql: string; params?: unknown[] }[],
    inTransaction = false,
  ): Promise<QueryResult[]> => {
    // Values first: a value that cannot be sent fails the batch before the session's
    // statements are planned, so nothing is recorded as closed that was never closed.
    const values = statements.map((s) =>
      (s.params ?? []).map((v) => prepareValue(v) as string | null),
    )
    const plan = planBatch(
      session,
      statements.map((s) => s.sql),
    )
    const parts: Uint8Array[] = []
    for (const step of plan.steps) {
      if ('close' in step) parts.push(protocol.serialize.close({ type: 'S', name: step.close }))
      else if ('parse' in step)
        parts.push(protocol.serialize.parse({ text: step.parse, name: step.name, types: [] }))
      else {
        parts.push(
          protocol.serialize.bind({ statement: step.name, values: values[step.run] }),
          protocol.serialize.describe({ type: 'P' }),
          protocol.serialize.execute({}),
        )
      }
    }
    parts.push(protocol.serialize.sync())
    let messages
    try {
      ;({ messages } = await db.execProtocol(Buffer.concat(parts), { syncToFs: !inTransaction }))
    } catch (e) {
      settleBatch(session, plan, false)
      throw e
    }
    settleBatch(session, plan, true)
    return parse.parseResults(messages, db.parsers).map((r) => ({
      rows: r.rows as Record<string, unknown>[],
      fields: r.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
      // PGlite adds up affected rows across a batch's results; the command tag's count is this one's.
      rowCount: (r as { rowCount?: number }).rowCount ?? r.rows.length,
    }))
  }
}
