import path from 'node:path'
import { loadConfig, loosenLocalRateLimits } from '@oppi/supabase-local/config'
import { loadKeys } from '@oppi/supabase-local/keys'
import { REPO_ROOT } from '@oppi/supabase-local'
import { envFileKeys } from './env-file'
import { e2ePorts } from './e2e-ports'

// config.toml holds production's per-IP auth limits, which would throttle the scripts that start supabase/local:
// supabase/local lifts them (SUPABASE_LOCAL_AUTH_RATE_LIMITS=off), never the file that deploys.
loosenLocalRateLimits()

/** The project's supabase/config.toml and the keys supabase/local signs with. */
export async function localProject() {
  const config = loadConfig(path.join(REPO_ROOT, 'supabase/config.toml'))
  return { config, keys: await loadKeys(config) }
}

/**
 * The app's environment for supabase/local: by default the dev backend (its configured port, or
 * SUPABASE_LOCAL_PORT), or the backend on apiPort.
 */
export async function localAppEnv(
  appPort = 3000,
  apiPort?: number,
): Promise<Record<string, string>> {
  const { config, keys } = await localProject()
  const port = apiPort ?? process.env.SUPABASE_LOCAL_PORT ?? String(config.api.port)
  return {
    NEXT_PUBLIC_SUPABASE_URL: `http://127.0.0.1:${port}`,
    NEXT_PUBLIC_SUPABASE_ANON_KEY: keys.anonKey,
    NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${appPort}`,
    // Server-only: lib/supabase/admin.ts sends invitations and resets factors with it.
    SUPABASE_SERVICE_ROLE_KEY: keys.serviceRoleKey,
  }
}

/**
 * The e2e app's environment (the confirmations pair's with `confirmations`), and the build's
 * for the e2e run. Next.js reads .env.local and .env.production.local under the environment it
 * is given; every key those files set is given here too (empty unless named above), so that a
 * developer's local settings (their dev backend, say) never reach a test run.
 */
export async function e2eAppEnv(confirmations = false): Promise<Record<string, string>> {
  const ports = e2ePorts()
  const env = confirmations
    ? await localAppEnv(ports.confirmApp, ports.confirmApi)
    : await localAppEnv(ports.app, ports.api)
  const shadowed = ['.env.local', '.env.production.local'].flatMap((f) =>
    envFileKeys(path.join(REPO_ROOT, f)),
  )
  return { ...Object.fromEntries(shadowed.map((k) => [k, ''])), ...env }
}
