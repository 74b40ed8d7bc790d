import { DEMO_PASSWORD } from './demo-logins'
import { signInCookie } from './bench/app-session'
import { runBench } from '@oppi/supabase-local/bench'
import { hostSpeedMs } from './bench/host-speed'
import { percentile } from './bench/load'
import { prepareBenchDatabase, type Engine } from './bench/database'
import { pageBenchOptions, pagesToMeasure } from './bench/pages'
import { snapshotBuild, startApp, startBackend, stopChild } from './bench/servers'
import { freePort } from './free-port'
import { localAppEnv } from './local-env'

/**
 * `npm run bench:compare -- --keep`: copies the checkout's production build to a folder of its
 * own and prints its path (the build "before" a change).
 * `npm run bench:compare -- --before DIR [--students N --runs R --postgres --only TEXT]`: the
 * build in DIR and the checkout's build side by side, on one supabase/local over one fresh
 * generated school (PGlite unless --postgres): for each page, R renders of each build in
 * turn (before, after, before, …), so that both meet the same host at the same moment. Prints
 * each build's median and the median of the paired differences (before minus after: positive
 * is faster after). On a shared host whose speed drifts from one hour to the next, whole runs
 * taken apart in time cannot tell a few milliseconds of a change from the host's drift.
 * The database is the checkout's migrations: a change to the schema that the "before" build
 * does not know of must leave what that build reads in place.
 */
const options = pageBenchOptions({
  runs: 40,
  fewestRuns: 2,
  texts: ['before'],
  flags: ['postgres', 'keep'],
})
const { students: STUDENTS, runs: RUNS, only } = options
const ONLY = only || 'principal /submissions'
const BEFORE = options.text('before')
const ENGINE: Engine = options.flag('postgres') ? 'postgres' : 'pglite'

async function render(url: string, cookie: string) {
  const started = performance.now()
  const res = await fetch(url, { headers: { cookie }, redirect: 'manual' })
  await res.arrayBuffer()
  if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status}`)
  return performance.now() - started
}

async function main() {
  if (options.flag('keep')) {
    const build = await snapshotBuild()
    console.log(
      `Build ${build.buildId} copied to ${build.dir} (pass it as --before; remove it when done).`,
    )
    return
  }
  if (!BEFORE)
    throw new Error(
      '--before DIR: the build to compare with (made by `npm run bench:compare -- --keep`)',
    )
  const after = await snapshotBuild()
  const { logins, env: dbEnv, drop } = await prepareBenchDatabase(ENGINE, STUDENTS, 'compare')
  const apiPort = await freePort()
  const ports = [await freePort(), await freePort()]
  const backend = await startBackend(apiPort, dbEnv)
  const apps = []
  try {
    for (const [i, dir] of [BEFORE, after.dir].entries()) {
      const env = await localAppEnv(ports[i], apiPort)
      apps.push({
        env,
        url: `http://127.0.0.1:${ports[i]}`,
        child: await startApp(ports[i], env, dir),
      })
    }
    console.log(`host speed (a fixed piece of work; lower is faster): ${hostSpeedMs()} ms`)
    console.log(
      `${'role'.padEnd(10)} ${'page'.padEnd(26)} ${'before'.padStart(9)} ${'after'.padStart(9)} ${'paired'.padStart(9)}`,
    )
    for (const [role, pages] of pagesToMeasure(ONLY)) {
      const env = apps[0].env
      const cookie = await signInCookie(
        env.NEXT_PUBLIC_SUPABASE_URL,
        env.NEXT_PUBLIC_SUPABASE_ANON_KEY,
        logins[role],
        DEMO_PASSWORD,
      )
      for (const page of pages) {
        const [a, b] = apps.map((app) => `${app.url}${page}`)
        for (let i = 0; i < 3; i++) await Promise.all([render(a, cookie), render(b, cookie)])
        const before: number[] = []
        const afterTimes: number[] = []
        const paired: number[] = []
        for (let i = 0; i < RUNS; i++) {
          // Which build goes first alternates, so neither always meets the other's leftovers.
          let x: number
          let y: number
          if (i % 2) {
            y = await render(b, cookie)
            x = await render(a, cookie)
          } else {
            x = await render(a, cookie)
            y = await render(b, cookie)
          }
          before.push(x)
          afterTimes.push(y)
          paired.push(x - y)
        }
        const med = (xs: number[]) =>
          percentile(
            [...xs].sort((p, q) => p - q),
            50,
          ).toFixed(1)
        console.log(
          `${role.padEnd(10)} ${page.padEnd(26)} ${med(before).padStart(7)}ms ${med(afterTimes).padStart(7)}ms ${med(paired).padStart(7)}ms`,
        )
      }
    }
    console.log(`host speed at the end: ${hostSpeedMs()} ms`)
  } finally {
    for (const app of apps) await stopChild(app.child)
    await stopChild(backend)
    await drop()
    after.remove()
  }
}

runBench(main)
