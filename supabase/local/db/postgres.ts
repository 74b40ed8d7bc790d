import pg from 'pg'
import type { Db, Queryable, QueryResult } from './types'
import { runBatch } from './pg-batch'

// Make the two drivers agree: PGlite returns int8 as a number; so does this pool. Counts and
// ids we use stay far below 2^53.
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === 20) return (v: string) => Number(v)
    return pg.types.getTypeParser(oid, format as 'text')
  },
}

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const r = await target.query({ text: sql, values: params, types })
      return {
        rows: r.rows as T[],
        fields: r.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
        rowCount: r.rowCount ?? r.rows.length,
      }
    },
    async exec(sql: string) {
      await target.query(sql)
    },
  }
}

/**
 * One transaction on one connection of the pool (read only if asked): committed when `fn`
 * resolves, rolled back when it throws; the connection goes back to the pool either way.
 */
export async function poolTransaction<T>(
  pool: pg.Pool,
  fn: (client: pg.PoolClient) => Promise<T>,
  readOnly = false,
): Promise<T> {
  const client = await pool.connect()
  try {
    await client.query(readOnly ? 'begin read only' : 'begin')
    const result = await fn(client)
    await client.query('commit')
    return result
  } catch (e) {
    await client.query('rollback').catch(() => undefined)
    throw e
  } finally {
    client.release()
  }
}

export async function openPostgres(url: string, max = 10): Promise<Db> {
  // Idle connections are kept 30 s, as PostgREST keeps its pool's (db-pool-max-idletime), not
  // pg's 10 s: a new connection plans every PL/pgSQL helper of the RLS policies again on first
  // use, which costs tens of milliseconds a helper, so short-lived connections made reads erratic.
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 })
  // An idle client can lose its connection at any time (server restart, database dropped
  // while the pool winds down); without a listener pg-pool re-emits that as an unhandled
  // 'error' event and the whole process dies. The pool drops the client and makes a new one.
  pool.on('error', () => undefined)
  // Fail fast with a clear message when the server is not there.
  await pool.query('select 1')
  const direct = wrap(pool)
  const listeners = new Set<pg.PoolClient>()
  return {
    kind: 'postgres',
    url,
    query: (sql, params) => direct.query(sql, params),
    exec: (sql) => direct.exec(sql),
    batch: (statements) => runBatch(pool, types, statements),
    transaction: (fn, options) =>
      poolTransaction(pool, (client) => fn(wrap(client)), options?.readOnly),
    async listen(channel, onPayload) {
      const client = await pool.connect()
      listeners.add(client)
      const handler = (msg: pg.Notification) => {
        if (msg.channel === channel) onPayload(msg.payload ?? '')
      }
      client.on('notification', handler)
      await client.query(`listen ${pg.escapeIdentifier(channel)}`)
      return async () => {
        client.off('notification', handler)
        await client.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => undefined)
        listeners.delete(client)
        client.release()
      }
    },
    async close() {
      for (const c of listeners) c.release()
      listeners.clear()
      await pool.end()
    },
  }
}
