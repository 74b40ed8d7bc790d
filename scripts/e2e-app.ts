import { spawn } from 'node:child_process'
import path from 'node:path'
import { REPO_ROOT } from '../supabase/local/server'
import { localAppEnv } from './local-env'

/**
 * The app for end-to-end tests: `next start` on the build that `npm test` (or CI) made, talking
 * to the e2e backend (E2E_APP_PORT, E2E_API_PORT; one build serves any port). With
 * E2E_CONFIRMATIONS=1 it is the second pair's app: port E2E_APP_PORT+1, talking to the
 * confirmations backend on E2E_API_PORT+1 (see playwright.config.ts).
 */
const shift = process.env.E2E_CONFIRMATIONS === '1' ? 1 : 0
const appPort = Number(process.env.E2E_APP_PORT ?? 3000) + shift
const apiPort = Number(process.env.E2E_API_PORT ?? 54321) + shift
const env = {
  ...(await localAppEnv(appPort)),
  NEXT_PUBLIC_SUPABASE_URL: `http://127.0.0.1:${apiPort}`,
}
const child = spawn(
  process.execPath,
  [path.join(REPO_ROOT, 'node_modules/next/dist/bin/next'), 'start', '-H', '127.0.0.1', '-p', String(appPort)],
  { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, ...env } },
)
const stop = () => child.kill('SIGTERM')
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
child.on('exit', (code) => process.exit(code ?? 0))
