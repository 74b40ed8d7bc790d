import { startLocalSupabase, type LocalSupabase, type StartOptions } from '../../../supabase/local/server'
import { createTestDatabase, testDbKind } from './test-database'

/**
 * A supabase/local instance on a fresh database of the kind this run tests (PGlite in memory,
 * or a new PostgreSQL database that is dropped on stop).
 */
export async function startTestServer(opts: Omit<StartOptions, 'dataDir' | 'databaseUrl' | 'port'> = {}) {
  let dropDb: (() => Promise<void>) | null = null
  let databaseUrl: string | undefined
  if (testDbKind() === 'postgres') {
    const db = await createTestDatabase()
    databaseUrl = db.url
    dropDb = db.drop
  }
  let local: LocalSupabase
  try {
    local = await startLocalSupabase({ log: 'silent', ...opts, port: 0, dataDir: null, databaseUrl })
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
