import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import pg from 'pg'
import { createClient } from '@supabase/supabase-js'
import { REPO_ROOT, startLocalSupabase } from '../server'
import { loadConfig, loosenLocalRateLimits } from '../config'
import { loadKeys } from '../keys'
import { createTestDatabase } from '../testing/test-database'
import { runBench } from './cli'
import { cpuOfDatabaseBackends, cpuOfPid, cpuOfThisProcess } from './cpu'

// config.toml holds production's per-IP auth limits, which would throttle a benchmark:
// supabase/local lifts them (SUPABASE_LOCAL_AUTH_RATE_LIMITS=off), never the file that deploys.
loosenLocalRateLimits()

/**
 * `npm run bench:realtime`: postgres_changes on PostgreSQL. N subscribers (supabase-js
 * channels, one socket each) listen to INSERTs on the realtime fixture's `notes` table, where
 * row-level security lets each user see only their own notes; the subscribers are spread over
 * U users. M rows a second are inserted for T seconds, each owned by one of the users in turn.
 * Reported: delivery latency commit → client (p50/p95/max; the commit time is when the insert
 * returned to this process), CPU of the server process and of PostgreSQL per change, and the
 * lost (expected but never received) and leaked (received by another user's subscriber) counts.
 * BENCH_SUBSCRIBERS (200), BENCH_RATE (100/s), BENCH_SECONDS (30), BENCH_USERS (20).
 */
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 200)
const RATE = Number(process.env.BENCH_RATE ?? 100)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30)
const USERS = Number(process.env.BENCH_USERS ?? 20)
const PORT = 54398
const FIXTURE_CONFIG = path.resolve(
  import.meta.dirname,
  '../tests/contract/fixtures/realtime/config.toml',
)
const userId = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`

/** The server in its own process (the load generator must not share its event loop). */
async function serve() {
  const local = await startLocalSupabase({
    configPath: FIXTURE_CONFIG,
    databaseUrl: process.env.BENCH_DATABASE_URL,
    dataDir: null,
    port: PORT,
    seed: false,
    log: 'silent',
  })
  console.log(`ready on ${local.url}`)
  process.on('SIGTERM', () => void local.stop().then(() => process.exit(0)))
}

async function startServer(databaseUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, '--serve'], {
    cwd: REPO_ROOT,
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (b: Buffer) => {
      if (b.toString().includes('ready on')) resolve()
    })
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)))
  })
  return child
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN

async function main() {
  const db = await createTestDatabase('oppi_bench_rt')
  const child = await startServer(db.url)
  const keys = await loadKeys(loadConfig(FIXTURE_CONFIG))
  const writer = new pg.Client({ connectionString: db.url })
  await writer.connect()
  try {
    const committedAt = new Map<number, { at: number; owner: number }>()
    const latencies: number[] = []
    let leaked = 0
    let received = 0
    const now = Math.floor(Date.now() / 1000)
    const channels = []
    for (let i = 0; i < SUBSCRIBERS; i++) {
      const user = i % USERS
      const token = await keys.sign({
        sub: userId(user),
        role: 'authenticated',
        aud: 'authenticated',
        iat: now,
        exp: now + 3600,
      })
      const sb = createClient(`http://127.0.0.1:${PORT}`, keys.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        accessToken: async () => token,
      })
      await sb.realtime.setAuth(token)
      const channel = sb
        .channel(`bench-${i}`)
        .on(
          'postgres_changes' as never,
          { event: 'INSERT', schema: 'public', table: 'notes' },
          ((c: { new: { score: number; owner: string } }) => {
            const t = performance.now()
            received++
            const sent = committedAt.get(c.new.score)
            if (!sent || userId(sent.owner) !== c.new.owner || c.new.owner !== userId(user))
              leaked++
            else latencies.push(t - sent.at)
          }) as never,
        )
      await new Promise<void>((resolve, reject) =>
        channel.subscribe((s, err) =>
          s === 'SUBSCRIBED' ? resolve() : s !== 'CLOSED' && reject(err ?? new Error(s)),
        ),
      )
      channels.push(sb)
    }
    console.log(
      `${SUBSCRIBERS} subscribers over ${USERS} users joined; ${RATE} inserts/s for ${SECONDS} s`,
    )

    const serverCpu = cpuOfPid(child.pid!)
    const pgCpu = cpuOfDatabaseBackends(new URL(db.url).pathname.slice(1))
    const pgTick = setInterval(pgCpu, 250)
    const [s0, p0, c0] = [serverCpu(), pgCpu(), cpuOfThisProcess()]
    const total = RATE * SECONDS
    const started = performance.now()
    for (let seq = 0; seq < total; seq++) {
      const due = started + (seq * 1000) / RATE
      const wait = due - performance.now()
      if (wait > 0) await new Promise((r) => setTimeout(r, wait))
      const owner = seq % USERS
      await writer.query('insert into notes (owner, title, score) values ($1, $2, $3)', [
        userId(owner),
        'bench',
        seq,
      ])
      committedAt.set(seq, { at: performance.now(), owner })
    }
    const insertSeconds = (performance.now() - started) / 1000
    const expected = total * (SUBSCRIBERS / USERS)
    const deadline = performance.now() + 10_000
    while (received < expected && performance.now() < deadline)
      await new Promise((r) => setTimeout(r, 100))
    const elapsed = (performance.now() - started) / 1000
    const [s1, p1, c1] = [serverCpu(), pgCpu(), cpuOfThisProcess()]
    clearInterval(pgTick)

    const sorted = latencies.sort((a, b) => a - b)
    const lost = expected - (received - leaked)
    console.log(
      `inserts: ${total} in ${insertSeconds.toFixed(1)} s (${(total / insertSeconds).toFixed(0)}/s achieved); ` +
        `all delivered after ${elapsed.toFixed(1)} s; deliveries expected ${expected}, received ${received}`,
    )
    console.log(
      `latency commit→client ms: p50 ${percentile(sorted, 50).toFixed(1)}  p95 ${percentile(sorted, 95).toFixed(1)}  max ${sorted.at(-1)?.toFixed(1)}`,
    )
    console.log(`lost ${lost}, leaked ${leaked}`)
    console.log(
      `CPU ms: server ${s1 - s0} (${((s1 - s0) / total).toFixed(2)}/change), PostgreSQL ${p1 - p0} (${((p1 - p0) / total).toFixed(2)}/change), ` +
        `bench clients ${(c1 - c0).toFixed(0)}`,
    )
    await Promise.all(channels.map((c) => c.removeAllChannels()))
  } finally {
    await writer.end()
    const exited = new Promise((r) => child.once('exit', r))
    child.kill('SIGTERM')
    await exited
    await db.drop()
  }
}

if (process.argv.includes('--serve')) void serve()
else runBench(main)
