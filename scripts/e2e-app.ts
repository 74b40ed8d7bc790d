import { spawn } from 'node:child_process'
import path from 'node:path'
import { REPO_ROOT } from '../supabase/local/server'
import { localAppEnv } from './local-env'

/** The app for end-to-end tests: `next start` on the build that `npm test` (or CI) made. */
const env = await localAppEnv()
const child = spawn(
  process.execPath,
  [path.join(REPO_ROOT, 'node_modules/next/dist/bin/next'), 'start', '-H', '127.0.0.1', '-p', '3000'],
  { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, ...env } },
)
const stop = () => child.kill('SIGTERM')
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
child.on('exit', (code) => process.exit(code ?? 0))
