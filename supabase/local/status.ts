import { runCommand } from './command'
import { loadConfig } from './config'
import { loadKeys, PUBLISHABLE_KEY, SECRET_KEY } from './keys'
import { PROJECT_CONFIG } from './server'

/** `npm run supabase:status`: connection details in the form of `supabase status -o env`. */
async function main() {
  const config = loadConfig(PROJECT_CONFIG)
  const keys = await loadKeys(config)
  const port = process.env.SUPABASE_LOCAL_PORT
    ? Number(process.env.SUPABASE_LOCAL_PORT)
    : config.api.port
  const apiUrl = `http://127.0.0.1:${port}`
  const lines: [string, string][] = [
    ['API_URL', apiUrl],
    ['REST_URL', `${apiUrl}/rest/v1`],
    ['FUNCTIONS_URL', `${apiUrl}/functions/v1`],
    ['ANON_KEY', keys.anonKey],
    ['SERVICE_ROLE_KEY', keys.serviceRoleKey],
    ['PUBLISHABLE_KEY', PUBLISHABLE_KEY],
    ['SECRET_KEY', SECRET_KEY],
  ]
  // The secret only matters to whoever has to verify tokens signed with it.
  if (keys.alg === 'HS256') lines.push(['JWT_SECRET', keys.jwtSecret])
  if (process.env.DATABASE_URL) lines.push(['DB_URL', process.env.DATABASE_URL])
  let running = false
  try {
    running = (await fetch(`${apiUrl}/auth/v1/health`, { signal: AbortSignal.timeout(1000) })).ok
  } catch {
    running = false
  }
  for (const [k, v] of lines) console.log(`${k}="${v}"`)
  if (!running)
    console.error(`# supabase/local is not running on ${apiUrl} (npm run supabase:start)`)
}

runCommand(main)
