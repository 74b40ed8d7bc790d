import { PGlite } from '@electric-sql/pglite'
// pg_trgm must be loaded before pgcrypto: the other order hangs `%` similarity queries.
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import type { Db, Queryable, QueryResult } from './types'
import { SerialQueue } from './serial'
import { pgliteBatcher } from './pglite-batch'

function wrap(target: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const r = await target.query<T>(sql, params)
      return {
        rows: r.rows,
        fields: r.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
        rowCount: r.affectedRows ?? r.rows.length,
      }
    },
    async exec(sql: string) {
      await target.exec(sql)
    },
  }
}

/** The embedded database, which can also write its whole data folder out as one archive. */
export type PgliteDb = Db & { dumpDataDir(): Promise<Blob> }

/**
 * Opens (or creates) the embedded database in `dataDir`; `null` keeps it in memory. `load`
 * starts it from an archive `dumpDataDir` wrote instead of an empty cluster.
 */
export async function openPglite(dataDir: string | null, load?: Blob): Promise<PgliteDb> {
  const pg = await PGlite.create(dataDir ?? 'memory://', {
    extensions: { pg_trgm, pgcrypto },
    ...(load ? { loadDataDir: load } : {}),
  })
  const queue = new SerialQueue()
  const direct = wrap(pg)
  const batch = pgliteBatcher(pg)
  return {
    kind: 'pglite',
    url: null,
    // Outside a transaction each statement still waits its turn, so it never lands inside
    // somebody else's open transaction on the shared session.
    query: (sql, params) => queue.run(() => direct.query(sql, params)),
    exec: (sql) => queue.run(() => direct.exec(sql)),
    // PGlite's query mutex as well: listen() reaches the database without this queue.
    batch: (statements) => queue.run(() => pg.runExclusive(() => batch(statements))),
    // Inside a transaction each statement is a batch of one (one call, a named statement);
    // a Sync within BEGIN … COMMIT ends the statement, not the transaction.
    transaction: (fn, options) =>
      queue.run(() =>
        pg.transaction(async (tx) => {
          if (options?.readOnly) await tx.exec('set transaction read only')
          return fn({
            query: async <T>(sql: string, params: unknown[] = []) => {
              // As PGlite's own: a transaction that has ended runs nothing more.
              if (tx.closed) throw new Error('Transaction is closed')
              return (
                await pg.runExclusive(() => batch([{ sql, params }], true))
              )[0] as QueryResult<T>
            },
            exec: (sql) => wrap(tx).exec(sql),
          })
        }),
      ),
    async listen(channel, onPayload) {
      const unsubscribe = await pg.listen(channel, onPayload)
      return async () => unsubscribe()
    },
    close: () => pg.close(),
    // Uncompressed: the archive is read back on the same machine, and gzip costs more time than it saves.
    dumpDataDir: () => queue.run(() => pg.dumpDataDir('none')),
  }
}
