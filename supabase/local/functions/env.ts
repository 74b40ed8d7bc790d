import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parseEnv } from 'node:util'
import type { Platform } from '../platform/types'

// Passed through so that Deno reaches the npm registry the way the rest of the machine does:
// its proxy and the certificate authorities it trusts.
const NETWORK_VARS = [
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'NO_PROXY',
  'http_proxy',
  'https_proxy',
  'no_proxy',
  'DENO_CERT',
  'DENO_TLS_CA_STORE',
  'SSL_CERT_FILE',
  'SSL_CERT_DIR',
]

/**
 * A function's environment as the edge runtime gives it: the secrets of `<functions>/.env`
 * (what `supabase secrets set --env-file` uploads) and the project's own SUPABASE_* values,
 * which win over the file as they do hosted. Nothing else of this process's environment.
 */
export function functionEnv(platform: Platform, functionsDir: string): Record<string, string> {
  const file = path.join(functionsDir, '.env')
  const secrets = existsSync(file)
    ? (parseEnv(readFileSync(file, 'utf8')) as Record<string, string>)
    : {}
  const env: Record<string, string> = { ...secrets }
  for (const name of NETWORK_VARS) {
    const v = process.env[name]
    if (v !== undefined) env[name] = v
  }
  // Node's extra authorities are the ones Deno needs too.
  if (!env.DENO_CERT && process.env.NODE_EXTRA_CA_CERTS)
    env.DENO_CERT = process.env.NODE_EXTRA_CA_CERTS
  env.SUPABASE_URL = platform.apiUrl
  env.SUPABASE_ANON_KEY = platform.keys.anonKey
  env.SUPABASE_SERVICE_ROLE_KEY = platform.keys.serviceRoleKey
  if (platform.db.url) env.SUPABASE_DB_URL = platform.db.url
  return env
}
