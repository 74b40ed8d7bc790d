import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db, QueryResult } from '../../db'
import { openPglite } from '../../db/pglite'
import { openPostgres } from '../../db/postgres'
import { createTestDatabase, testDbKind } from '../../testing/test-database'

/**
 * The database interface under read batches (db.batch keeps named prepared statements per
 * session, on PostgreSQL per connection, on PGlite for its one session): failures must not
 * leave a session confused about which statements it holds, and the per-session cap must not
 * lose answers.
 */
let db: Db
let drop = async () => {}

beforeAll(async () => {
  if (testDbKind() === 'postgres') {
    const database = await createTestDatabase('oppi_stmt')
    // One connection, so every batch lands on the same session.
    db = await openPostgres(database.url, 1)
    drop = database.drop
  } else {
    db = await openPglite(null)
  }
  await db.exec(
    "create table t (id int primary key, v text); insert into t values (1, 'one'), (2, 'two')",
  )
})
afterAll(async () => {
  await db.close()
  await drop()
})

const run = (statements: { sql: string; params?: unknown[] }[]): Promise<QueryResult[]> =>
  db.batch(statements)

const READ = 'select v from t where id = $1'
const DIVIDE = 'select 10 / $1::int as q'

describe('statements in read batches', () => {
  it('answers the same statements again after a batch failed halfway', async () => {
    // Both statements are new to the session; the second fails while executing.
    await expect(
      run([
        { sql: READ, params: [1] },
        { sql: DIVIDE, params: [0] },
      ]),
    ).rejects.toThrow(/division by zero/)
    const [a, b] = await run([
      { sql: READ, params: [2] },
      { sql: DIVIDE, params: [5] },
    ])
    expect(a.rows).toEqual([{ v: 'two' }])
    expect(b.rows).toEqual([{ q: 2 }])
    // And a failure at parse time (unknown column) the same way.
    await expect(run([{ sql: 'select nope from t' }])).rejects.toThrow(/nope/)
    expect((await run([{ sql: READ, params: [1] }]))[0].rows).toEqual([{ v: 'one' }])
  })

  it('runs one statement more than once in a batch, and values of every kind', async () => {
    const twice = 'select $1::int * 3 as n'
    const [a, b, c] = await run([
      { sql: twice, params: [2] },
      { sql: twice, params: [5] },
      {
        sql: 'select $1::jsonb as j, $2::text[] as list, $3::timestamptz as at, $4::text as none, $5::boolean as yes',
        params: [JSON.stringify({ k: [1, 'a'] }), ['x', 'y z'], '2026-11-28T12:00:00Z', null, true],
      },
    ])
    expect([a.rows, b.rows]).toEqual([[{ n: 6 }], [{ n: 15 }]])
    expect(c.rows[0]).toMatchObject({
      j: { k: [1, 'a'] },
      list: ['x', 'y z'],
      none: null,
      yes: true,
    })
    expect(new Date(c.rows[0].at as string).toISOString()).toBe('2026-11-28T12:00:00.000Z')
    // Run again: now every statement is held by the session.
    expect(
      (
        await run([
          { sql: twice, params: [1] },
          { sql: twice, params: [0] },
        ])
      ).map((r) => r.rows[0].n),
    ).toEqual([3, 0])
  })

  it('keeps a batch in one transaction: settings made in it last until its end only', async () => {
    const [, inside] = await run([
      { sql: "select set_config('oppi.probe', $1, true)", params: ['set'] },
      { sql: "select current_setting('oppi.probe', true) as v" },
    ])
    expect(inside.rows).toEqual([{ v: 'set' }])
    const [after] = await run([
      { sql: "select coalesce(current_setting('oppi.probe', true), '') as v" },
    ])
    expect(after.rows).toEqual([{ v: '' }])
  })

  it('keeps answering when more statement shapes are used than a session keeps', async () => {
    for (let i = 0; i < 300; i++) {
      const [r] = await run([{ sql: `select $1::int + ${i} as n`, params: [1] }])
      expect(r.rows[0].n).toBe(i + 1)
    }
    // The oldest shapes were let go and come back on demand.
    expect((await run([{ sql: 'select $1::int + 0 as n', params: [7] }]))[0].rows[0].n).toBe(7)
    const [held] = await run([{ sql: 'select count(*)::int as n from pg_prepared_statements' }])
    expect(held.rows[0].n).toBeLessThanOrEqual(256)
    expect(held.rows[0].n).toBeGreaterThan(200)
  })
})

describe('statements of failed batches', () => {
  it('a value that cannot be sent fails its own batch only, also when the session is full', async () => {
    const circular: Record<string, unknown> = {}
    circular.self = circular
    // The session holds as many statements as it keeps (the test above), so this batch would
    // also let the least recently used one go.
    await expect(run([{ sql: 'select $1::jsonb as j', params: [circular] }])).rejects.toThrow()
    for (let i = 0; i < 300; i++) {
      const [r] = await run([{ sql: `select $1::int + ${i} as n`, params: [1] }])
      expect(r.rows[0].n).toBe(i + 1)
    }
  })

  it('leaves no statement of a failed batch behind in the session', async () => {
    for (let i = 0; i < 5; i++) {
      await expect(
        run([{ sql: `select 1 / $1::int + ${i} as oppi_fails`, params: [0] }]),
      ).rejects.toThrow(/division by zero/)
    }
    // The pattern is put together so that this statement's own text does not match it.
    const [left] = await run([
      {
        sql: "select count(*)::int as n from pg_prepared_statements where statement like '%oppi' || '_fails%'",
      },
    ])
    expect(left.rows[0].n).toBe(0)
  })

  // PGlite's own transactions refuse this; with pg the client goes back to the pool instead.
  if (testDbKind() === 'pglite')
    it('runs nothing through a transaction that has ended', async () => {
      let kept: Parameters<Parameters<Db['transaction']>[0]>[0] | undefined
      await db.transaction(async (tx) => {
        kept = tx
      })
      await expect(kept!.query('select 1')).rejects.toThrow(/closed/)
    })
})

describe('statements after a schema change', () => {
  it('answers a statement again after its table changed its columns', async () => {
    await db.exec("create table u (id int primary key, a text); insert into u values (1, 'x')")
    expect((await run([{ sql: 'select * from u' }]))[0].rows).toEqual([{ id: 1, a: 'x' }])
    await db.exec("alter table u add column b text default 'y'")
    // PostgreSQL refuses a prepared statement whose result columns changed; the next try works.
    const again = await run([{ sql: 'select * from u' }]).catch(() =>
      run([{ sql: 'select * from u' }]),
    )
    expect(again[0].rows).toEqual([{ id: 1, a: 'x', b: 'y' }])
  })
})
