import { rmSync } from 'node:fs'
import path from 'node:path'
import { REPO_ROOT, startLocalSupabase } from '@oppi/supabase-local'
import { e2ePorts } from './e2e-ports'
import { loosenLocalRateLimits } from '@oppi/supabase-local/config'
import { startDevMail } from './dev-mail'
import { mailPorts } from './mail-ports'

// config.toml holds production's per-IP auth limits, which would throttle the browser suites:
// supabase/local lifts them (SUPABASE_LOCAL_AUTH_RATE_LIMITS=off), never the file that deploys.
loosenLocalRateLimits()

/**
 * The backend for end-to-end tests: supabase/local on a fresh, seeded embedded database in its
 * own data folder, with its own signing key, so that nothing of the dev backend's
 * (.supabase-local, DATABASE_URL) is read or written. E2E_DATABASE_URL puts it on a PostgreSQL
 * database instead. E2E_CONFIRMATIONS=1 starts the second pair's backend: email confirmations on
 * (sign-up puts a link in the local outbox instead of signing in), always embedded, since two
 * servers on one PostgreSQL database would seed it twice. Each backend has its own inbox
 * (MailDev, on the ports after the pair's, see ./dev-mail.ts) that the e-mail worker drains the
 * queue into every 250 ms: the tests read the auth e-mails there, as a person would.
 */
const confirmations = process.env.E2E_CONFIRMATIONS === '1'
const ports = e2ePorts()
const port = confirmations ? ports.confirmApi : ports.api
const dataDir = path.join(REPO_ROOT, `.supabase-test/e2e-${port}${confirmations ? '-confirm' : ''}`)
rmSync(dataDir, { recursive: true, force: true })
const local = await startLocalSupabase({
  port,
  dataDir,
  // '' rather than undefined: no fallback to the DATABASE_URL a developer's shell may carry.
  databaseUrl: (!confirmations && process.env.E2E_DATABASE_URL) || '',
  overrides: {
    auth: {
      signing_keys_path: path.join(dataDir, 'signing_keys.json'),
      // config.toml has confirmations on (hosted); the first pair runs with them off, as local dev.
      email: { enable_confirmations: confirmations },
    },
  },
})
const mail = await startDevMail({
  apiUrl: local.url,
  serviceRoleKey: local.keys.serviceRoleKey,
  siteUrl: `http://127.0.0.1:${confirmations ? ports.confirmApp : ports.app}`,
  ...mailPorts(ports.api, confirmations ? 1 : 0),
  pollMs: 250,
  db: local.db,
  // No digests: they are made at a time of day, which would put requests in any test's way.
  templates: ['auth', 'notification'],
  log: () => {},
})
console.log(
  `e2e backend${confirmations ? ' (email confirmations on)' : ''} ready on ${local.url}, inbox ${mail.inboxUrl}`,
)
const stop = async () => {
  await mail.stop()
  await local.stop()
  process.exit(0)
}
process.on('SIGINT', () => void stop())
process.on('SIGTERM', () => void stop())
