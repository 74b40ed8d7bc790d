import { spawn, type ChildProcess } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs'
import { cp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { REPO_ROOT } from '@oppi/supabase-local'
import { SERVER_MAIN } from '@oppi/supabase-local/bench'
import { freePort } from '../free-port'
import { localAppEnv } from '../local-env'
import { nextArgs } from '../next-command'

/**
 * The servers a benchmark measures, each in a child process of its own, so that the load
 * generator never shares their event loop and their CPU can be read apart.
 */

/** Starts `node <args>` with `env` added; resolves once `readyUrl` answers below 500. */
export function startNode(
  args: string[],
  env: Record<string, string>,
  readyUrl: string,
  cwd = REPO_ROOT,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 120_000
    const poll = async () => {
      try {
        if ((await fetch(readyUrl)).status < 500) return resolve(child)
      } catch {
        // not up yet
      }
      if (Date.now() > deadline) return reject(new Error(`${readyUrl} did not come up`))
      setTimeout(poll, 300)
    }
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)))
    void poll()
  })
}

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

/** supabase/local (`npm run supabase:start`) on `port`, without a log line per request. */
export function startBackend(port: number, env: Record<string, string>): Promise<ChildProcess> {
  return startNode(
    ['--import', 'tsx', SERVER_MAIN],
    { ...env, SUPABASE_LOCAL_PORT: String(port), SUPABASE_LOCAL_QUIET: '1' },
    `http://127.0.0.1:${port}/auth/v1/health`,
  )
}

/** `next start` on the production build in `projectDir` (the checkout by default). */
export function startApp(
  port: number,
  env: Record<string, string>,
  projectDir = REPO_ROOT,
): Promise<ChildProcess> {
  return startNode(nextArgs('start', port, projectDir), env, `http://127.0.0.1:${port}`, projectDir)
}

/**
 * supabase/local on the database `dbEnv` names and `next start` on the build in `buildDir`,
 * each on a free port: the app's environment, its address, both processes and how to stop both.
 * A backend whose app cannot start is stopped again.
 */
export async function startBenchServers(dbEnv: Record<string, string>, buildDir: string) {
  const apiPort = await freePort()
  const appPort = await freePort()
  const env = await localAppEnv(appPort, apiPort)
  const backend = await startBackend(apiPort, dbEnv)
  const app = await startApp(appPort, env, buildDir).catch(async (e: unknown) => {
    await stopChild(backend)
    throw e
  })
  return {
    env,
    appUrl: `http://127.0.0.1:${appPort}`,
    backend,
    app,
    async stop() {
      await stopChild(app)
      await stopChild(backend)
    },
  }
}

/**
 * A copy of the checkout's production build in a folder of its own (every other top-level
 * entry linked back to the checkout), for `startApp`. `npm test` and `npm run build` rewrite
 * .next in place; a server reading the checkout's .next while that happens would serve a mix
 * of two builds, and a long run on a shared checkout would count that as the app's errors.
 */
export async function snapshotBuild(): Promise<{ dir: string; buildId: string; remove(): void }> {
  const next = (name: string) => path.join(REPO_ROOT, '.next', name)
  // `next build` holds .next/lock while it writes: wait for a running build rather than copy half of it.
  for (let waited = 0; existsSync(next('lock')); waited += 5) {
    if (waited === 0) console.log('A build is running in this checkout: waiting for it to finish…')
    if (waited > 900) throw new Error('.next/lock has been held for 15 minutes: is a build stuck?')
    await new Promise((r) => setTimeout(r, 5000))
  }
  if (!existsSync(next('BUILD_ID'))) {
    throw new Error(
      'No production build: run `npm run build` first (see the README: `npm run bench:load`).',
    )
  }
  const before = readFileSync(next('BUILD_ID'), 'utf8')
  const dir = mkdtempSync(path.join(tmpdir(), 'oppi-bench-build-'))
  const remove = () => rmSync(dir, { recursive: true, force: true })
  for (const entry of readdirSync(REPO_ROOT)) {
    if (entry !== '.next' && entry !== '.git')
      symlinkSync(path.join(REPO_ROOT, entry), path.join(dir, entry))
  }
  mkdirSync(path.join(dir, '.next'))
  // The build cache is for the next build only; the server never reads it.
  await cp(path.join(REPO_ROOT, '.next'), path.join(dir, '.next'), {
    recursive: true,
    verbatimSymlinks: true,
    filter: (src) => src !== next('cache'),
  }).catch((e) => {
    remove()
    throw e
  })
  if (
    existsSync(next('lock')) ||
    !existsSync(next('BUILD_ID')) ||
    readFileSync(next('BUILD_ID'), 'utf8') !== before
  ) {
    remove()
    throw new Error(
      'A build started in this checkout while .next was copied: run again once it ends.',
    )
  }
  return { dir, buildId: before, remove }
}
