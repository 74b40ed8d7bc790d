import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { DEMO_PASSWORD } from './demo-logins'
import { signInCookie } from './bench/app-session'
import { runBench } from '@oppi/supabase-local/bench'
import { hostSpeedMs } from './bench/host-speed'
import { percentile } from './bench/load'
import { prepareBenchDatabase, type Engine } from './bench/database'
import { pageBenchOptions, pagesToMeasure } from './bench/pages'
import type { Role } from './bench/school'
import { snapshotBuild, startBenchServers } from './bench/servers'

/**
 * `npm run bench:pages [-- --students N --runs R --pglite|--postgres --only TEXT --save DIR]`: server render time of each
 * page per role on a generated school of N students (default 2000), against the production build
 * (`next start`) and supabase/local on a fresh database: embedded PGlite, then PostgreSQL (at
 * TEST_PG_ADMIN_URL, a database of its own, dropped afterwards), or only the one named. For each
 * page: median and p95 of R full responses (default 20, in R rounds over all the pages, after 3
 * renders of every page), the size of the HTML, and the requests one render sends to
 * supabase/local with the time supabase/local took for each (from its request log; they may
 * overlap). `--only` keeps the pages whose "role page" contains the text; `--save`
 * writes each page's HTML into DIR, to see what makes a page large. Before each database and
 * at the end it prints how fast the host is at that moment (bench/host-speed.ts).
 */
const options = pageBenchOptions({
  runs: 20,
  fewestRuns: 1,
  texts: ['save'],
  flags: ['pglite', 'postgres'],
})
const { students: STUDENTS, runs: RUNS, only: ONLY } = options
const SAVE = options.text('save') && path.resolve(options.text('save'))

/** Renders of each page before anything is measured. */
const WARM_UP = 3

const ENGINES: Engine[] = options.flag('pglite')
  ? ['pglite']
  : options.flag('postgres')
    ? ['postgres']
    : ['pglite', 'postgres']

async function measure(engine: Engine, buildDir: string) {
  const { seeded, logins, env: dbEnv, drop } = await prepareBenchDatabase(engine, STUDENTS, 'pages')
  console.log(
    `bench:pages on ${engine === 'pglite' ? 'PGlite' : 'PostgreSQL'} — ${seeded.school}:`,
    seeded.counts,
  )
  const servers = await startBenchServers(dbEnv, buildDir).catch(async (e: unknown) => {
    await drop()
    throw e
  })
  const { env, appUrl: APP } = servers
  try {
    const byRole = pagesToMeasure(ONLY)
    const cookies = new Map<Role, string>()
    for (const [role] of byRole) {
      cookies.set(
        role,
        await signInCookie(
          env.NEXT_PUBLIC_SUPABASE_URL,
          env.NEXT_PUBLIC_SUPABASE_ANON_KEY,
          logins[role],
          DEMO_PASSWORD,
        ),
      )
    }
    const measured = byRole.flatMap(([role, pages]) =>
      pages.map((page) => ({ role, page, times: [] as number[] })),
    )
    const render = async ({ role, page }: { role: Role; page: string }) => {
      const res = await fetch(`${APP}${page}`, {
        headers: { cookie: cookies.get(role)! },
        redirect: 'manual',
      })
      const html = Buffer.from(await res.arrayBuffer())
      if (res.status !== 200) throw new Error(`${role} ${page}: HTTP ${res.status}`)
      return html
    }
    // Every page a few times before any is measured. A server's first minute is not the rest of
    // its day: V8 optimises the code that runs hot (the app's, and PGlite's WebAssembly) and the
    // database warms its caches; measured straight away, the pages measured first (the
    // principal's) paid for it.
    for (const p of measured) for (let i = 0; i < WARM_UP; i++) await render(p)
    // What one render asks of supabase/local, page by page, and the page's HTML.
    const facts = new Map<
      (typeof measured)[number],
      { html: Buffer; log: { path: string; ms: number }[] }
    >()
    for (const p of measured) {
      await fetch(`${env.NEXT_PUBLIC_SUPABASE_URL}/__local/requests`, { method: 'DELETE' })
      const html = await render(p)
      const log = (await (
        await fetch(`${env.NEXT_PUBLIC_SUPABASE_URL}/__local/requests`)
      ).json()) as { path: string; ms: number }[]
      facts.set(p, { html, log })
      if (SAVE) {
        mkdirSync(SAVE, { recursive: true })
        writeFileSync(
          path.join(SAVE, `${engine}-${p.role}${p.page.replace(/[^a-z0-9]+/gi, '-')}.html`),
          html,
        )
      }
    }
    // The timed renders go round the pages, one render of each a round, rather than page by page:
    // a shared host's speed drifts over the minutes of a run (bench/host-speed.ts), and round by
    // round every page meets the same mix of fast and slow moments instead of the ones that
    // happened to fall in its own stretch of the run.
    for (let round = 0; round < RUNS; round++) {
      for (const p of measured) {
        const t = performance.now()
        await render(p)
        p.times.push(performance.now() - t)
      }
    }
    console.log(
      `${'role'.padEnd(10)} ${'page'.padEnd(26)} ${'median'.padStart(9)} ${'p95'.padStart(9)} ${'HTML'.padStart(8)}  backend requests (time in supabase/local)`,
    )
    for (const p of measured) {
      const { html, log } = facts.get(p)!
      const times = [...p.times].sort((a, b) => a - b)
      const paths = log
        .map((l) => `${l.path.replace('/rest/v1/', '')} ${Math.round(l.ms)}`)
        .join(', ')
      const kb = `${(html.byteLength / 1024).toFixed(0)} KB`
      console.log(
        `${p.role.padEnd(10)} ${p.page.padEnd(26)} ${percentile(times, 50).toFixed(1).padStart(7)}ms ${percentile(times, 95).toFixed(1).padStart(7)}ms ${kb.padStart(8)}  ${log.length} (${paths})`,
      )
    }
  } finally {
    await servers.stop()
    await drop()
  }
}

async function main() {
  // A copy of the build: a build or test run in the checkout meanwhile cannot change what is measured.
  const build = await snapshotBuild()
  try {
    for (const engine of ENGINES) {
      console.log(`host speed (a fixed piece of work; lower is faster): ${hostSpeedMs()} ms`)
      await measure(engine, build.dir)
    }
    console.log(`host speed at the end: ${hostSpeedMs()} ms`)
  } finally {
    build.remove()
  }
}

runBench(main)
