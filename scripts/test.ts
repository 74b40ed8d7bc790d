import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { REPO_ROOT } from '../supabase/local/server'
import { localAppEnv } from './local-env'

/**
 * `npm test`: every test, in order of speed — unit, integration on the embedded PGlite,
 * integration on PostgreSQL, then the end-to-end suite in Chromium against a production build.
 * Ends with one line `N passed, N failed` over all of them.
 *
 * PostgreSQL is TEST_PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres). On a
 * laptop without it that pass is reported as not run; under CI (or OPPI_REQUIRE_POSTGRES=1) a
 * missing server is a failure.
 */
const results = path.join(REPO_ROOT, 'test-results')
mkdirSync(results, { recursive: true })
const bin = (name: string) => path.join(REPO_ROOT, 'node_modules/.bin', name)

interface Tally {
  name: string
  passed: number
  failed: number
  skipped: number
  exit: number
}
const tallies: Tally[] = []

function run(cmd: string, args: string[], env: Record<string, string> = {}) {
  console.log(`\n$ ${[cmd, ...args].join(' ')}`)
  return spawnSync(cmd, args, { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1
}

function vitest(name: string, project: string, env: Record<string, string> = {}) {
  const out = path.join(results, `${name}.json`)
  const exit = run(
    bin('vitest'),
    ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    env,
  )
  const t: Tally = { name, passed: 0, failed: 0, skipped: 0, exit }
  if (existsSync(out)) {
    const j = JSON.parse(readFileSync(out, 'utf8'))
    t.passed = j.numPassedTests ?? 0
    t.failed = j.numFailedTests ?? 0
    t.skipped = (j.numPendingTests ?? 0) + (j.numTodoTests ?? 0)
  }
  // A run that failed outside any test (setup error, no files) still counts as a failure.
  if (exit !== 0 && t.failed === 0) t.failed = 1
  tallies.push(t)
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({
    connectionString: process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
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

async function e2e() {
  if (process.env.OPPI_SKIP_BUILD !== '1') {
    // The build inlines the backend URL and anon key the browser uses.
    const exit = run(bin('next'), ['build'], await localAppEnv())
    if (exit !== 0) {
      tallies.push({ name: 'e2e (build)', passed: 0, failed: 1, skipped: 0, exit })
      return
    }
  }
  const out = path.join(results, 'e2e.json')
  const exit = run(bin('playwright'), ['test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: out })
  const t: Tally = { name: 'e2e', passed: 0, failed: 0, skipped: 0, exit }
  if (existsSync(out)) {
    const s = JSON.parse(readFileSync(out, 'utf8')).stats ?? {}
    t.passed = (s.expected ?? 0) + (s.flaky ?? 0)
    t.failed = s.unexpected ?? 0
    t.skipped = s.skipped ?? 0
  }
  if (exit !== 0 && t.failed === 0) t.failed = 1
  tallies.push(t)
}

async function main() {
  const only = process.argv[2] // optional: unit | integration | e2e
  if (!only || only === 'unit') vitest('unit', 'unit')
  if (!only || only === 'integration') {
    vitest('integration-pglite', 'integration', { OPPI_TEST_DB: 'pglite' })
    if (await postgresReachable()) {
      vitest('integration-postgres', 'integration', { OPPI_TEST_DB: 'postgres' })
    } else if (process.env.CI || process.env.OPPI_REQUIRE_POSTGRES === '1') {
      console.error('PostgreSQL is required here but not reachable')
      tallies.push({ name: 'integration-postgres', passed: 0, failed: 1, skipped: 0, exit: 1 })
    } else {
      console.warn('\nPostgreSQL not reachable: the integration suite ran on PGlite only.')
    }
  }
  if (!only || only === 'e2e') await e2e()

  console.log('\nSummary')
  for (const t of tallies) {
    console.log(`  ${t.name.padEnd(22)} ${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped`)
  }
  const passed = tallies.reduce((n, t) => n + t.passed, 0)
  const failed = tallies.reduce((n, t) => n + t.failed, 0)
  const skipped = tallies.reduce((n, t) => n + t.skipped, 0)
  console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`)
  process.exit(failed > 0 || tallies.some((t) => t.exit !== 0) ? 1 : 0)
}

void main()
