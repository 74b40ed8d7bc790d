import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { REPO_ROOT } from '../supabase/local/server'
import { loadConfig } from '../supabase/local/config'
import { openPglite } from '../supabase/local/db/pglite'
import { prepareDatabase } from '../supabase/local/platform/migrate'
import { seedLarge } from './seed-large'
import { localAppEnv } from './local-env'
import { DEMO_PASSWORD } from './demo-logins'
import { signInCookie } from './bench/app-session'

/**
 * `npm run bench:pages [-- --students N --runs R]`: server render time of each page per role on
 * a generated school of N students (default 2000), against the production build (`next start`)
 * and supabase/local on a fresh embedded database. For each page: median and p95 of R full
 * responses (default 20, after 2 warm-up renders), and how many requests one render sends to
 * supabase/local (from its request log).
 */
const args = process.argv.slice(2)
const arg = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 ? Number(args[i + 1]) : fallback
}
const STUDENTS = arg('students', 2000)
const RUNS = arg('runs', 20)
const APP = 'http://127.0.0.1:3000'

/** A public, published video of the demo seed, with captions in two languages. */
const SEEDED_VIDEO = '00000000-0000-4000-8004-000000000001'

const PAGES: Record<string, string[]> = {
  principal: ['/dashboard', '/classes', '/subjects', '/assignments', '/submissions', '/submissions?status=late', '/students', '/teachers', '/bin', '/insights', '/notifications'],
  teacher: ['/dashboard', '/classes', '/subjects', '/assignments', '/submissions', '/submissions?status=late', '/students', '/bin', '/videos', `/video/${SEEDED_VIDEO}`],
  student: ['/dashboard', '/student/classes', '/student/subjects', '/student/assignments', '/videos', `/video/${SEEDED_VIDEO}`],
}

function start(cmd: string[], env: Record<string, string>, readyUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, cmd, {
    cwd: REPO_ROOT,
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
    child.once('exit', (code) => reject(new Error(`${cmd.join(' ')} exited with ${code}`)))
    void poll()
  })
}

const stop = (child: ChildProcess) =>
  new Promise((resolve) => {
    child.once('exit', resolve)
    child.kill('SIGTERM')
  })

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

async function main() {
  const env = await localAppEnv()
  if (!existsSync(path.join(REPO_ROOT, '.next/BUILD_ID'))) {
    throw new Error('No production build: run `npm run build` first (with the local backend env, as .ci/run does).')
  }
  const dataDir = path.join(REPO_ROOT, '.supabase-test/bench-pages')
  rmSync(dataDir, { recursive: true, force: true })
  // PGlite creates only the last folder of the path.
  mkdirSync(dataDir, { recursive: true })
  const config = loadConfig(path.join(REPO_ROOT, 'supabase/config.toml'))
  const db = await openPglite(path.join(dataDir, 'db'))
  await prepareDatabase(db, { supabaseDir: config.supabaseDir })
  const seeded = await seedLarge(db, { students: STUDENTS, tag: 'pages' })
  const { rows } = await db.query<{ email: string; role: string }>(
    `select distinct on (p.role) p.email, p.role from public.profiles p join public.schools s on s.id = p.school_id
     where s.name = $1 and p.role in ('teacher', 'student') and p.is_active order by p.role, p.email`,
    [seeded.school],
  )
  await db.close()
  console.log(`bench:pages — ${seeded.school}:`, seeded.counts)
  const logins: Record<string, string> = {
    principal: seeded.principalEmail,
    teacher: rows.find((r) => r.role === 'teacher')!.email,
    student: rows.find((r) => r.role === 'student')!.email,
  }

  const backend = await start(['--import', 'tsx', 'supabase/local/main.ts'], { SUPABASE_LOCAL_DIR: dataDir, SUPABASE_LOCAL_QUIET: '1', DATABASE_URL: '' }, `${env.NEXT_PUBLIC_SUPABASE_URL}/auth/v1/health`)
  const app = await start([path.join(REPO_ROOT, 'node_modules/next/dist/bin/next'), 'start', '-H', '127.0.0.1', '-p', '3000'], env, APP)
  try {
    console.log(`${'role'.padEnd(10)} ${'page'.padEnd(26)} ${'median'.padStart(9)} ${'p95'.padStart(9)}  backend requests`)
    for (const [role, pages] of Object.entries(PAGES)) {
      const cookie = await signInCookie(env.NEXT_PUBLIC_SUPABASE_URL, env.NEXT_PUBLIC_SUPABASE_ANON_KEY, logins[role], DEMO_PASSWORD)
      for (const page of pages) {
        const render = async () => {
          const res = await fetch(`${APP}${page}`, { headers: { cookie }, redirect: 'manual' })
          await res.text()
          if (res.status !== 200) throw new Error(`${role} ${page}: HTTP ${res.status}`)
        }
        await render()
        await render()
        await fetch(`${env.NEXT_PUBLIC_SUPABASE_URL}/__local/requests`, { method: 'DELETE' })
        await render()
        const log = (await (await fetch(`${env.NEXT_PUBLIC_SUPABASE_URL}/__local/requests`)).json()) as { path: string }[]
        const times: number[] = []
        for (let i = 0; i < RUNS; i++) {
          const t = performance.now()
          await render()
          times.push(performance.now() - t)
        }
        times.sort((a, b) => a - b)
        const paths = log.map((l) => l.path.replace('/rest/v1/', '')).join(', ')
        console.log(
          `${role.padEnd(10)} ${page.padEnd(26)} ${pct(times, 50).toFixed(1).padStart(7)}ms ${pct(times, 95).toFixed(1).padStart(7)}ms  ${log.length} (${paths})`,
        )
      }
    }
  } finally {
    await stop(app)
    await stop(backend)
  }
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
