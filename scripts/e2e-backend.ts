import { rmSync } from 'node:fs'
import path from 'node:path'
import { REPO_ROOT, startLocalSupabase } from '../supabase/local/server'

/**
 * The backend for end-to-end tests: supabase/local on a fresh, seeded embedded database.
 * E2E_CONFIRMATIONS=1 starts the second pair's backend instead: email confirmations on (sign-up
 * puts a link in the local outbox instead of signing in), port E2E_API_PORT+1, its own data folder.
 */
const confirmations = process.env.E2E_CONFIRMATIONS === '1'
const port = Number(process.env.E2E_API_PORT ?? 54321) + (confirmations ? 1 : 0)
const dataDir = path.join(REPO_ROOT, `.supabase-test/e2e-${port}${confirmations ? '-confirm' : ''}`)
rmSync(dataDir, { recursive: true, force: true })
const local = await startLocalSupabase({
  port,
  dataDir,
  // Never the same PostgreSQL as the main backend (two servers would seed one database): the
  // confirmations backend is always embedded ('' stops the fallback to DATABASE_URL).
  databaseUrl: confirmations ? '' : process.env.E2E_DATABASE_URL,
  // Its own signing key too, so two backends starting at once never race to create one file.
  overrides: confirmations
    ? { auth: { email: { enable_confirmations: true }, signing_keys_path: path.join(dataDir, 'signing_keys.json') } }
    : undefined,
})
console.log(`e2e backend${confirmations ? ' (email confirmations on)' : ''} ready on ${local.url}`)
const stop = async () => {
  await local.stop()
  process.exit(0)
}
process.on('SIGINT', () => void stop())
process.on('SIGTERM', () => void stop())
