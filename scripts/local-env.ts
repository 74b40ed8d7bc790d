import path from 'node:path'
import { loadConfig } from '../supabase/local/config'
import { loadKeys } from '../supabase/local/keys'
import { REPO_ROOT } from '../supabase/local/server'

/** The app's environment for the local backend on its default port (used by build and e2e). */
export async function localAppEnv(appPort = 3000): Promise<Record<string, string>> {
  const config = loadConfig(path.join(REPO_ROOT, 'supabase/config.toml'))
  const keys = await loadKeys(config)
  const port = process.env.SUPABASE_LOCAL_PORT ?? String(config.api.port)
  return {
    NEXT_PUBLIC_SUPABASE_URL: `http://127.0.0.1:${port}`,
    NEXT_PUBLIC_SUPABASE_ANON_KEY: keys.anonKey,
    NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${appPort}`,
  }
}
