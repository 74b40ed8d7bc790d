import { spawn } from 'node:child_process'
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { REPO_ROOT } from '../supabase/local/server'
import { createTestDatabase } from '../tests/integration/support/test-database'
import { e2eAppEnv } from './local-env'
import { loosenLocalRateLimits } from '../supabase/local/config'

// config.toml holds production's per-IP auth limits, which would throttle the suites:
// supabase/local lifts them (SUPABASE_LOCAL_AUTH_RATE_LIMITS=off), never the file that deploys.
loosenLocalRateLimits()

/**
 * `npm test`: every test — unit, the Supabase contract and Oppi's data model on the embedded
 * PGlite and on PostgreSQL, then the end-to-end suite in Chromium against a production build.
 * Ends with one line `N passed, N failed, N skipped` over all of them, after one line a suite.
 *
 * Suites that share no port, database or folder run at the same time, in two lanes (one a
 * core) of about equal length: the PGlite suites; unit, the PostgreSQL suites and the production
 * build. Each database suite starts its servers on port 0 with a database of its own (on PGlite
 * from a template of its schema, tests/integration/support/pglite-template.ts). The end-to-end
 * run comes last, alone: its browser and servers are timing-sensitive. A lane's output goes to
 * test-results/<suite>.log and is printed when a suite fails. OPPI_TEST_JOBS=1 runs everything one after the other,
 * output straight to the terminal.
 *
 * `npm test -- unit|contract|integration|e2e` runs one kind only; after `e2e`, Playwright's own
 * arguments (files, `-g title`) narrow the run, e.g. `npm test -- e2e tests/e2e/auth/auth.spec.ts`.
 *
 * PostgreSQL is TEST_PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres). On a
 * laptop without it those suites are reported as not run; under CI (or OPPI_REQUIRE_POSTGRES=1)
 * a missing server is a failure. OPPI_SKIP_BUILD=1 uses the build that is there.
 */
const results = path.join(REPO_ROOT, 'test-results')
mkdirSync(results, { recursive: true })
const bin = (name: string) => path.join(REPO_ROOT, 'node_modules/.bin', name)
const serial = process.env.OPPI_TEST_JOBS === '1'

interface Tally {
  name: string
  passed: number
  failed: number
  skipped: number
  exit: number
  ms: number
}
const tallies: Tally[] = []
const started = Date.now()

/** Runs a command: to the terminal when serial, else into the suite's log. Resolves to its exit code. */
function run(
  name: string,
  cmd: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<number> {
  console.log(`\n$ ${[cmd, ...args].join(' ')}${serial ? '' : `  > test-results/${name}.log`}`)
  const log = path.join(results, `${name}.log`)
  const child = spawn(cmd, args, {
    cwd: REPO_ROOT,
    stdio: serial ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  })
  if (!serial) {
    const out = createWriteStream(log)
    child.stdout!.pipe(out)
    child.stderr!.pipe(out)
  }
  return new Promise((resolve) => {
    child.on('error', () => resolve(1))
    child.on('close', (code) => resolve(code ?? 1))
  })
}

function record(t: Tally) {
  // A run that failed outside any test (setup error, no files) still counts as a failure.
  if (t.exit !== 0 && t.failed === 0) t.failed = 1
  tallies.push(t)
  const mark = t.failed ? 'FAILED' : 'done'
  console.log(
    `[${clock(Date.now() - started)}] ${t.name} ${mark} in ${clock(t.ms)}: ${t.passed} passed, ${t.failed} failed`,
  )
  const log = path.join(results, `${t.name}.log`)
  if (t.failed && !serial && existsSync(log)) {
    const lines = readFileSync(log, 'utf8').split('\n')
    console.log(
      `--- last 80 lines of test-results/${t.name}.log ---\n${lines.slice(-80).join('\n')}`,
    )
  }
}

async function vitest(name: string, project: string, env: Record<string, string> = {}) {
  const out = path.join(results, `${name}.json`)
  rmSync(out, { force: true })
  const t0 = Date.now()
  const exit = await run(
    name,
    bin('vitest'),
    [
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
    ],
    env,
  )
  const t: Tally = { name, passed: 0, failed: 0, skipped: 0, exit, ms: Date.now() - t0 }
  if (existsSync(out)) {
    const j = JSON.parse(readFileSync(out, 'utf8'))
    t.passed = j.numPassedTests ?? 0
    t.failed = j.numFailedTests ?? 0
    t.skipped = (j.numPendingTests ?? 0) + (j.numTodoTests ?? 0)
  }
  record(t)
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({
    connectionString:
      process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    connectionTimeoutMillis: 2000,
  })
  try {
    await client.connect()
    await client.end()
    return true
  } catch {
    return false
  }
}

/** The production build the e2e app serves; false when it failed. */
async function build(): Promise<boolean> {
  if (process.env.OPPI_SKIP_BUILD === '1') return true
  const t0 = Date.now()
  const exit = await run('e2e-build', bin('next'), ['build'], await e2eAppEnv())
  if (exit === 0) {
    console.log(`[${clock(Date.now() - started)}] e2e-build done in ${clock(Date.now() - t0)}`)
    return true
  }
  record({ name: 'e2e-build', passed: 0, failed: 1, skipped: 0, exit, ms: Date.now() - t0 })
  return false
}

/**
 * The main e2e backend's database: a fresh PostgreSQL database made for this run and dropped
 * after it, when PostgreSQL is reachable (and E2E_DATABASE_URL or OPPI_E2E_DB=pglite do not say
 * otherwise). Embedded PGlite runs single-threaded inside the backend's process, and under the
 * e2e suite's load it is the slowest part of every request; PostgreSQL works in processes of its
 * own. Null: the backend stays on PGlite (a laptop without PostgreSQL).
 */
async function e2eDatabase(
  postgres: boolean,
): Promise<{ env: Record<string, string>; drop(): Promise<void> } | null> {
  if (process.env.E2E_DATABASE_URL || process.env.OPPI_E2E_DB === 'pglite' || !postgres) return null
  const db = await createTestDatabase('oppi_e2e')
  return { env: { E2E_DATABASE_URL: db.url }, drop: db.drop }
}

async function e2e(postgres: boolean) {
  const out = path.join(results, 'e2e.json')
  rmSync(out, { force: true })
  const t0 = Date.now()
  const db = await e2eDatabase(postgres)
  console.log(
    `\ne2e backend on ${db ? 'a fresh PostgreSQL database' : process.env.E2E_DATABASE_URL ? 'E2E_DATABASE_URL' : 'embedded PGlite'}`,
  )
  let exit: number
  try {
    exit = await run('e2e', bin('playwright'), ['test', ...process.argv.slice(3)], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
      ...db?.env,
    })
  } finally {
    // Playwright has stopped the backend by now; `drop ... with (force)` ends any connection left.
    await db?.drop()
  }
  const t: Tally = { name: 'e2e', passed: 0, failed: 0, skipped: 0, exit, ms: Date.now() - t0 }
  if (existsSync(out)) {
    const s = JSON.parse(readFileSync(out, 'utf8')).stats ?? {}
    t.passed = (s.expected ?? 0) + (s.flaky ?? 0)
    t.failed = s.unexpected ?? 0
    t.skipped = s.skipped ?? 0
  }
  record(t)
}

function clock(ms: number) {
  const s = Math.round(ms / 1000)
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`
}

/** Runs the lanes at the same time (one after the other when serial); each lane in order. */
async function lanes(...list: (() => Promise<unknown>)[]) {
  if (serial) for (const lane of list) await lane()
  else await Promise.all(list.map((lane) => lane()))
}

async function main() {
  const only = process.argv[2] // optional: unit | contract | integration | e2e
  const wants = (kind: string) => !only || only === kind
  const database = wants('contract') || wants('integration')
  const postgres = (database || wants('e2e')) && (await postgresReachable())
  if ((database || wants('e2e')) && !postgres) {
    if (process.env.CI || process.env.OPPI_REQUIRE_POSTGRES === '1') {
      console.error('PostgreSQL is required here but not reachable')
      tallies.push({ name: 'postgres', passed: 0, failed: 1, skipped: 0, exit: 1, ms: 0 })
    } else {
      console.warn(
        '\nPostgreSQL not reachable: the database suites and the e2e backend run on PGlite only.',
      )
    }
  }
  const suite = async (kind: 'contract' | 'integration', db: 'pglite' | 'postgres') => {
    if (!wants(kind) || (db === 'postgres' && !postgres)) return
    await vitest(`${kind}-${db}`, kind, { OPPI_TEST_DB: db })
  }
  // Two lanes of about equal length, one a core: the PGlite suites (PGlite runs inside the test
  // process's servers and keeps a core busy); unit, the PostgreSQL suites (which spend much of
  // their time waiting on the server) and the production build.
  let built = true
  await lanes(
    async () => {
      await suite('contract', 'pglite')
      await suite('integration', 'pglite')
    },
    async () => {
      if (wants('unit')) await vitest('unit', 'unit')
      await suite('contract', 'postgres')
      await suite('integration', 'postgres')
      if (wants('e2e')) built = await build()
    },
  )
  if (wants('e2e') && built) await e2e(postgres)

  console.log(`\nSummary (${clock(Date.now() - started)} in all)`)
  for (const t of tallies) {
    console.log(
      `  ${t.name.padEnd(22)} ${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped  (${clock(t.ms)})`,
    )
  }
  const passed = tallies.reduce((n, t) => n + t.passed, 0)
  const failed = tallies.reduce((n, t) => n + t.failed, 0)
  const skipped = tallies.reduce((n, t) => n + t.skipped, 0)
  console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`)
  process.exit(failed > 0 || tallies.some((t) => t.exit !== 0) ? 1 : 0)
}

void main()
