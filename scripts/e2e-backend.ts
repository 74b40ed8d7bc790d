import { rmSync } from 'node:fs'
import path from 'node:path'
import { REPO_ROOT, startLocalSupabase } from '../supabase/local/server'

/** The backend for end-to-end tests: supabase/local on a fresh, seeded embedded database. */
const port = Number(process.env.E2E_API_PORT ?? 54321)
const dataDir = path.join(REPO_ROOT, `.supabase-test/e2e-${port}`)
rmSync(dataDir, { recursive: true, force: true })
const local = await startLocalSupabase({ port, dataDir, databaseUrl: process.env.E2E_DATABASE_URL })
console.log(`e2e backend ready on ${local.url}`)
const stop = async () => {
  await local.stop()
  process.exit(0)
}
process.on('SIGINT', () => void stop())
process.on('SIGTERM', () => void stop())
