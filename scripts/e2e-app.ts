import { spawn } from 'node:child_process'
import { REPO_ROOT } from '../supabase/local/server'
import { e2ePorts } from './e2e-ports'
import { e2eAppEnv } from './local-env'
import { nextArgs } from './next-command'

/**
 * The app for end-to-end tests: `next start` on the build that `npm test` (or CI) made, talking
 * to the e2e backend (ports in scripts/e2e-ports.ts; one build serves any port). With
 * E2E_CONFIRMATIONS=1 it is the second pair's app, talking to the confirmations backend.
 */
const confirmations = process.env.E2E_CONFIRMATIONS === '1'
const ports = e2ePorts()
const appPort = confirmations ? ports.confirmApp : ports.app
const child = spawn(process.execPath, nextArgs('start', appPort), {
  cwd: REPO_ROOT,
  stdio: 'inherit',
  env: { ...process.env, ...(await e2eAppEnv(confirmations)) },
})
const stop = () => child.kill('SIGTERM')
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
child.on('exit', (code) => process.exit(code ?? 0))
