import { spawn } from 'node:child_process'
import path from 'node:path'
import { startLocalSupabase, REPO_ROOT } from '@oppi/supabase-local'
import { ensureEnvFile, syncLocalUrl } from './env-file'
import { nextArgs } from './next-command'
import { DEMO_LOGINS, DEMO_PASSWORD } from './demo-logins'
import { applyLocalDevSettings } from '@oppi/supabase-local/config'
import { startDevMail } from './dev-mail'

// config.toml holds production's per-IP auth limits and hosted e-mail confirmations, which
// would get in the way of one developer clicking through the app: the dev backend lifts both,
// never the file that deploys.
applyLocalDevSettings()

/**
 * `npm run dev`: supabase/local on the embedded database (created, migrated and seeded on first
 * run), the Next.js dev server and the mail inbox (./dev-mail.ts), with the demo logins and the
 * inbox's address printed. Ctrl+C stops them all.
 */
const APP_PORT = Number(process.env.PORT ?? 3000)

async function main() {
  const local = await startLocalSupabase()
  const envFile = path.join(REPO_ROOT, '.env.local')
  const siteUrl = `http://127.0.0.1:${APP_PORT}`
  const added = ensureEnvFile(envFile, {
    NEXT_PUBLIC_SUPABASE_URL: local.url,
    NEXT_PUBLIC_SUPABASE_ANON_KEY: local.keys.anonKey,
  })
  if (added.length) console.log(`wrote ${added.join(', ')} to .env.local`)
  // Shared links (enrolment links, QR codes, emailed links) are built from the site URL: a
  // value left from a run on another port would make every copied link point there.
  if (syncLocalUrl(envFile, 'NEXT_PUBLIC_SITE_URL', siteUrl))
    console.log(`NEXT_PUBLIC_SITE_URL=${siteUrl} in .env.local`)

  const mail = await startDevMail({
    apiUrl: local.url,
    serviceRoleKey: local.keys.serviceRoleKey,
    siteUrl,
    db: local.db,
  })
  const next = spawn(process.execPath, nextArgs('dev', APP_PORT), {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      NEXT_PUBLIC_SUPABASE_URL: local.url,
      NEXT_PUBLIC_SUPABASE_ANON_KEY: local.keys.anonKey,
      // For lib/supabase/admin.ts (invitations, factor resets); never written to .env.local.
      SUPABASE_SERVICE_ROLE_KEY: local.keys.serviceRoleKey,
    },
  })

  console.log('')
  console.log(`Oppi:            http://127.0.0.1:${APP_PORT}`)
  console.log(
    `supabase/local:  ${local.url} (${local.db.kind === 'postgres' ? 'PostgreSQL' : 'embedded PGlite'})`,
  )
  console.log(`Mail inbox:      ${mail.inboxUrl} (every e-mail Oppi sends lands here)`)
  console.log(`Demo logins (password ${DEMO_PASSWORD}):`)
  for (const l of DEMO_LOGINS) console.log(`  ${l.role.padEnd(26)} ${l.email}`)
  console.log('')

  let stopping = false
  const stop = async (code: number) => {
    if (stopping) return
    stopping = true
    next.kill('SIGTERM')
    await mail.stop()
    await local.stop()
    process.exit(code)
  }
  next.on('exit', (code) => void stop(code ?? 0))
  process.on('SIGINT', () => void stop(0))
  process.on('SIGTERM', () => void stop(0))
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
