import type { ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { createClient } from '@supabase/supabase-js'
import { REPO_ROOT } from '@oppi/supabase-local'
import { loadConfig, loosenLocalRateLimits } from '@oppi/supabase-local/config'
import { loadKeys } from '@oppi/supabase-local/keys'
import { openPglite, poolTransaction, prepareDatabase } from '@oppi/supabase-local/db'
import { DEMO_PASSWORD } from './demo-logins'
import { createTestDatabase } from '@oppi/supabase-local/testing'
import { decodeJwt } from 'jose'
import { formatRow, runLoad, type CpuMeter, type LoadResult } from './bench/load'
import {
  cpuOfCommand,
  cpuOfPid,
  cpuOfThisProcess,
  startServerProcess,
  stopServerProcess,
} from '@oppi/supabase-local/bench'

// config.toml holds production's per-IP auth limits, which would throttle a benchmark:
// supabase/local lifts them (SUPABASE_LOCAL_AUTH_RATE_LIMITS=off), never the file that deploys.
loosenLocalRateLimits()

/**
 * `npm run bench:local`: throughput and latency of supabase/local at concurrency 8, 10 s per
 * measurement (after 2 s of warm-up), on PGlite and on PostgreSQL:
 *   (a) a primary-key select through rest/v1 with supabase-js, as a signed-in student (RLS on),
 *   (b) the same SQL through the database driver as that student: role and JWT claims set in
 *       the transaction, so RLS decides as in (a) and the answer is the same,
 *   (b0) the same SQL through the driver as the database owner (no RLS), for reference,
 *   (c) the password token grant,
 * the ratios a/b and a/b0, the time from an empty data folder to ready, and for each
 * measurement the CPU time per request of this process (the client), the server and
 * PostgreSQL — client, server and database share this machine's cores.
 * The server runs in a child process so the load generator does not share its event loop.
 */
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const PORT = 54399
const URL_ = `http://127.0.0.1:${PORT}`
const EMAIL = 'student@demo.oppi.test'
const TEACHER_EMAIL = 'teacher@demo.oppi.test'
const PK_SQL = 'select * from public.profiles where id = $1'

interface Direct {
  /** The statement as the database owner: no role switch, no RLS. */
  asOwner(id: string): Promise<unknown>
  /** The statement as the signed-in user: role and JWT claims set in the transaction, RLS on. */
  asUser(id: string, claims: string): Promise<unknown>
}

const USER_SETTINGS =
  "select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)"

async function benchServer(
  label: string,
  server: ChildProcess,
  direct: Direct,
  meters: Record<string, CpuMeter>,
) {
  const config = loadConfig(path.join(REPO_ROOT, 'supabase/config.toml'))
  const keys = await loadKeys(config)
  const client = createClient(URL_, keys.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  })
  const { data, error } = await client.auth.signInWithPassword({
    email: EMAIL,
    password: DEMO_PASSWORD,
  })
  if (error) throw new Error(`sign-in failed: ${error.message}`)
  const { data: me, error: meError } = await client
    .from('profiles')
    .select('id')
    .eq('user_id', data.user.id)
    .single()
  if (meError) throw new Error(`profile read failed: ${meError.message}`)
  const id = me.id as string
  // The claims rest/v1 sets for this user, so (b) asks exactly what (a) asks.
  const claims = JSON.stringify(decodeJwt(data.session.access_token))

  const opts = {
    concurrency: CONCURRENCY,
    seconds: SECONDS,
    meters: { client: cpuOfThisProcess, server: cpuOfPid(server.pid!), ...meters },
  }
  const a = await runLoad(
    `${label}: (a) rest/v1 pk select (supabase-js)`,
    async () => {
      const r = await client.from('profiles').select('*').eq('id', id).single()
      if (r.error) throw r.error
    },
    opts,
  )
  const b = await runLoad(
    `${label}: (b) same query, driver, as the user (RLS)`,
    async () => {
      await direct.asUser(id, claims)
    },
    opts,
  )
  const b0 = await runLoad(
    `${label}: (b0) same query, driver, as db owner`,
    async () => {
      await direct.asOwner(id)
    },
    opts,
  )
  const anon = createClient(URL_, keys.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  })
  const c = await runLoad(
    `${label}: (c) password token grant`,
    async () => {
      const r = await anon.auth.signInWithPassword({ email: EMAIL, password: DEMO_PASSWORD })
      if (r.error) throw r.error
    },
    opts,
  )
  return [a, b, b0, c] as const
}

/**
 * (d) and (e): a teacher's hand-ins per assignment (how many, average score), read as plain
 * rows and grouped in the client, then as one aggregate select that PostgreSQL groups. Both
 * through rest/v1 with RLS on; aggregates switched on as on hosted Supabase
 * (pgrst.db_aggregates_enabled on the authenticator role).
 */
async function benchAggregate(
  label: string,
  server: ChildProcess,
  enable: () => Promise<unknown>,
  meters: Record<string, CpuMeter>,
) {
  await enable()
  const keys = await loadKeys(loadConfig(path.join(REPO_ROOT, 'supabase/config.toml')))
  const client = createClient(URL_, keys.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  })
  const { error } = await client.auth.signInWithPassword({
    email: TEACHER_EMAIL,
    password: DEMO_PASSWORD,
  })
  if (error) throw new Error(`sign-in failed: ${error.message}`)
  // The setting reloads in the background: wait until an aggregate is answered.
  for (let i = 0; (await client.from('assignment_submissions').select('count()')).error; i++) {
    if (i > 100) throw new Error('aggregates stayed off')
    await new Promise((r) => setTimeout(r, 50))
  }
  const rows =
    (await client.from('assignment_submissions').select('assignment_id')).data?.length ?? 0
  const groups =
    (await client.from('assignment_submissions').select('assignment_id, count()')).data?.length ?? 0
  console.log(`${label}: the teacher sees ${rows} hand-ins in ${groups} assignments`)
  const opts = {
    concurrency: CONCURRENCY,
    seconds: SECONDS,
    meters: { client: cpuOfThisProcess, server: cpuOfPid(server.pid!), ...meters },
  }
  const plain = await runLoad(
    `${label}: (d) rows, grouped in the client`,
    async () => {
      const r = await client.from('assignment_submissions').select('assignment_id, score')
      if (r.error) throw r.error
      const by = new Map<string, { n: number; sum: number; graded: number }>()
      for (const row of r.data) {
        const g = by.get(row.assignment_id) ?? { n: 0, sum: 0, graded: 0 }
        g.n++
        if (row.score !== null) {
          g.sum += Number(row.score)
          g.graded++
        }
        by.set(row.assignment_id, g)
      }
    },
    opts,
  )
  const aggregate = await runLoad(
    `${label}: (e) aggregate select (count(), score.avg())`,
    async () => {
      const r = await client
        .from('assignment_submissions')
        .select('assignment_id, count(), score.avg()')
      if (r.error) throw r.error
    },
    opts,
  )
  for (const r of [plain, aggregate]) console.log(formatRow(r))
  const cpu = (r: LoadResult) => Object.values(r.cpu).reduce((x, y) => x + y, 0)
  console.log(
    `ratio d/e: p50 latency ${(plain.p50 / aggregate.p50).toFixed(2)}x   throughput ${(aggregate.rps / plain.rps).toFixed(2)}x   CPU per request ${(cpu(plain) / cpu(aggregate)).toFixed(2)}x`,
  )
}

function report([a, b, b0, c]: readonly LoadResult[]) {
  for (const r of [a, b, b0, c]) console.log(formatRow(r))
  const cpu = (r: LoadResult) => Object.values(r.cpu).reduce((x, y) => x + y, 0)
  for (const [name, base] of [
    ['a/b ', b],
    ['a/b0', b0],
  ] as const) {
    console.log(
      `ratio ${name}: p50 latency ${(a.p50 / base.p50).toFixed(2)}x   throughput ${(base.rps / a.rps).toFixed(2)}x   ` +
        `CPU per request ${(cpu(a) / cpu(base)).toFixed(2)}x`,
    )
  }
}

async function main() {
  console.log(
    `bench:local — concurrency ${CONCURRENCY}, ${SECONDS} s per measurement, Node ${process.version}`,
  )

  // PGlite: fresh data folder, so the start time includes bootstrap, migrations and seed.
  const dir = path.join(REPO_ROOT, '.supabase-test/bench')
  rmSync(dir, { recursive: true, force: true })
  const pgliteServer = await startServerProcess(
    PORT,
    { SUPABASE_LOCAL_DIR: dir, DATABASE_URL: '' },
    { showErrors: true },
  )
  console.log(`PGlite: empty data folder to ready (migrations + seed): ${pgliteServer.readyMs} ms`)
  // The server owns its PGlite files; the direct baseline uses an identical in-process copy.
  const config = loadConfig(path.join(REPO_ROOT, 'supabase/config.toml'))
  const copy = await openPglite(null)
  await prepareDatabase(copy, { supabaseDir: config.supabaseDir })
  try {
    const direct: Direct = {
      asOwner: (id) => copy.query(PK_SQL, [id]),
      asUser: (id, claims) =>
        copy.transaction(
          async (tx) => {
            await tx.query(USER_SETTINGS, [claims])
            return tx.query(PK_SQL, [id])
          },
          { readOnly: true },
        ),
    }
    // PGlite runs inside the server (a) and inside this process (b).
    report(await benchServer('PGlite', pgliteServer.child, direct, {}))
  } finally {
    await stopServerProcess(pgliteServer.child)
    await copy.close()
  }

  // PostgreSQL: a database made for this run and dropped after it.
  const database = await createTestDatabase('oppi_bench')
  const pool = new pg.Pool({ connectionString: database.url, max: CONCURRENCY })
  // Dropping the database at the end ends these connections; that is expected, not an error.
  pool.on('error', () => undefined)
  try {
    const server = await startServerProcess(
      PORT,
      { DATABASE_URL: database.url },
      { showErrors: true },
    )
    console.log(`PostgreSQL: empty database to ready (migrations + seed): ${server.readyMs} ms`)
    try {
      const direct: Direct = {
        asOwner: (id) => pool.query(PK_SQL, [id]),
        // What an app on node-postgres writes: one transaction on one connection.
        asUser: (id, claims) =>
          poolTransaction(
            pool,
            async (conn) => {
              await conn.query(USER_SETTINGS, [claims])
              return conn.query(PK_SQL, [id])
            },
            true,
          ),
      }
      report(
        await benchServer('PostgreSQL', server.child, direct, {
          postgres: cpuOfCommand('postgres'),
        }),
      )
      const enable = async () => {
        await pool.query(
          `do $$ begin execute format('alter role authenticator in database %I set pgrst.db_aggregates_enabled = ''true''', current_database()); end $$`,
        )
        await pool.query(`notify pgrst, 'reload config'`)
      }
      await benchAggregate('PostgreSQL', server.child, enable, {
        postgres: cpuOfCommand('postgres'),
      })
    } finally {
      await stopServerProcess(server.child)
    }
  } finally {
    await pool.end()
    await database.drop()
  }
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
