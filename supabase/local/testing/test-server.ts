import { loadConfig, loosenLocalRateLimits } from '../config'
import {
  PROJECT_CONFIG,
  startLocalSupabase,
  type LocalSupabase,
  type StartOptions,
} from '../server'
import { preparedPglite } from './pglite-template'
import { createTestDatabase, testDbKind } from './test-database'

// config.toml holds production's per-IP auth limits, which would throttle the test servers:
// supabase/local lifts them (SUPABASE_LOCAL_AUTH_RATE_LIMITS=off), never the file that deploys.
loosenLocalRateLimits()

/**
 * A supabase/local instance on a fresh database of the kind this run tests: PGlite in memory,
 * started from a template of its schema (./pglite-template.ts), or a new PostgreSQL database
 * that is dropped on stop.
 */
export async function startTestServer(
  opts: Omit<StartOptions, 'dataDir' | 'databaseUrl' | 'port' | 'db'> = {},
) {
  // The project's config.toml has confirmations on (hosted); the tests run with them off, as
  // local dev does, and prove addresses through the outbox. A test's own override still wins.
  if (!opts.configPath) {
    const email = { enable_confirmations: false, ...opts.overrides?.auth?.email }
    opts = { ...opts, overrides: { ...opts.overrides, auth: { ...opts.overrides?.auth, email } } }
  }
  let dropDb: (() => Promise<void>) | null = null
  let databaseUrl: string | undefined
  let db: StartOptions['db']
  if (testDbKind() === 'postgres') {
    const created = await createTestDatabase()
    databaseUrl = created.url
    dropDb = created.drop
  } else {
    const { supabaseDir } = loadConfig(opts.configPath ?? PROJECT_CONFIG, opts.overrides)
    db = await preparedPglite(supabaseDir, opts.seed !== false)
  }
  let local: LocalSupabase
  try {
    local = await startLocalSupabase({
      log: 'silent',
      ...opts,
      port: 0,
      dataDir: null,
      databaseUrl,
      db,
    })
  } catch (e) {
    await dropDb?.()
    throw e
  }
  return {
    ...local,
    async stop() {
      await local.stop()
      await dropDb?.()
    },
  }
}
