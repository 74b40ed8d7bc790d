import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { REPO_ROOT } from '../server'

/** The file `npm run supabase:start` runs: the server in a process of its own. */
export const SERVER_MAIN = path.resolve(import.meta.dirname, '../main.ts')

/**
 * supabase/local in a child process on `port`, without a log line per request, so that a
 * benchmark's load generator does not share the server's event loop. Resolves once the server
 * says it is ready; its output is kept in `log` (stderr also shown when `showErrors`), and an
 * early exit rejects with it.
 */
export async function startServerProcess(
  port: number,
  env: Record<string, string> = {},
  { showErrors = false } = {},
): Promise<{ child: ChildProcess; log: string[]; readyMs: number }> {
  const started = Date.now()
  const log: string[] = []
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_MAIN], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...env,
      SUPABASE_LOCAL_PORT: String(port),
      SUPABASE_LOCAL_QUIET: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (b: Buffer) => {
      log.push(b.toString())
      if (b.toString().includes('ready on')) resolve()
    })
    child.stderr!.on('data', (b: Buffer) => {
      log.push(b.toString())
      if (showErrors) process.stderr.write(b)
    })
    child.once('exit', (code) =>
      reject(new Error(`supabase/local exited with ${code}:\n${log.join('')}`)),
    )
  })
  return { child, log, readyMs: Date.now() - started }
}

/** Stops a server process with `signal` (SIGTERM: it closes its database first) and waits for it. */
export async function stopServerProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill(signal)
  await exited
}
