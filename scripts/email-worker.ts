import { createClient } from '@supabase/supabase-js'
import { runWorker, drainOnce } from '../lib/email/worker'
import { transportFromEnv } from '../lib/email/transport'

/**
 * The e-mail worker as a process: `npm run email:worker` drains Oppi's e-mail queue through
 * the SMTP server in the environment (lib/email/transport.ts), as the service role
 * (NEXT_PUBLIC_SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY). `--once` makes one pass and exits.
 * EMAIL_LEASE_SECONDS and EMAIL_POLL_MS tune the lease and the pause between passes.
 */
const url = process.env.NEXT_PUBLIC_SUPABASE_URL
const key = process.env.SUPABASE_SERVICE_ROLE_KEY
const mail = transportFromEnv()
if (!url || !key || !mail) {
  console.error(
    'email worker: set NEXT_PUBLIC_SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY and SMTP_HOST',
  )
  process.exit(1)
}
const admin = createClient(url, key, { auth: { persistSession: false, autoRefreshToken: false } })
const opts = {
  siteUrl: process.env.NEXT_PUBLIC_SITE_URL ?? 'http://127.0.0.1:3000',
  apiUrl: url,
  leaseSeconds: Number(process.env.EMAIL_LEASE_SECONDS) || 60,
  pollMs: Number(process.env.EMAIL_POLL_MS) || 5_000,
}
if (process.argv.includes('--once')) {
  console.log(JSON.stringify(await drainOnce(admin, mail, opts)))
} else {
  const stop = new AbortController()
  process.on('SIGTERM', () => stop.abort())
  process.on('SIGINT', () => stop.abort())
  await runWorker(admin, mail, { ...opts, signal: stop.signal, log: console.log })
}
