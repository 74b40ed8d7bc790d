import { rmSync } from 'node:fs'
import path from 'node:path'
import { REPO_ROOT, startLocalSupabase } from '../supabase/local/server'

/** The backend for end-to-end tests: supabase/local on a fresh, seeded embedded database. */
const dataDir = path.join(REPO_ROOT, '.supabase-test/e2e')
rmSync(dataDir, { recursive: true, force: true })
const local = await startLocalSupabase({ dataDir, databaseUrl: process.env.E2E_DATABASE_URL })
console.log(`e2e backend ready on ${local.url}`)
const stop = async () => {
  await local.stop()
  process.exit(0)
}
process.on('SIGINT', () => void stop())
process.on('SIGTERM', () => void stop())
