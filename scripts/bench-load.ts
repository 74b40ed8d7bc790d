import { availableParallelism, loadavg } from 'node:os'
import { openPostgres } from '@oppi/supabase-local/db'
import { createTestDatabase } from '@oppi/supabase-local/testing'
import { DEMO_PASSWORD } from './demo-logins'
import { signInSession, type AppSession } from './bench/app-session'
import {
  cpuOfDatabaseBackends,
  cpuOfProcessTree,
  cpuOfThisProcess,
  machineCpu,
  benchOptions,
  runBench,
} from '@oppi/supabase-local/bench'
import { handIn } from '../lib/submissions/hand-in'
import { maxScoreOf } from '../lib/submissions/max-score'
import { percentile } from './bench/load'
import { prepareBenchSchool, type Role } from './bench/school'
import { snapshotBuild, startBenchServers } from './bench/servers'

/**
 * `npm run bench:load [-- --users 50 --seconds 60 --students 2000]`: many people using the app
 * at once. Virtual users of every role (principal, teachers, students, parents of a generated
 * school) each open pages of their role's usual mix as a browser does — the HTML document
 * with the session cookies, redirects not followed — with a think time between pages, while
 * teachers grade and students hand in work the way the app's server actions do it (supabase-js
 * as the user against rest/v1, RLS deciding). Against the production build (`next start`) and
 * supabase/local on a PostgreSQL database made for the run and dropped after it.
 * Reported: pages per second, p50/p95 per page, every error with its reason, supabase/local's
 * own request times, and the CPU of the app server, supabase/local and PostgreSQL over the run:
 * the party nearest a full core is where more users would queue first.
 */
const options = benchOptions({
  numbers: ['users', 'seconds', 'students', 'warmup', 'think', 'gradings', 'handins'],
})
const USERS = options.number('users', 50)
const SECONDS = options.number('seconds', 60)
const STUDENTS = options.number('students', 2000)
/** Not counted: the app, the backend's pools and PostgreSQL's caches settle under the full load. */
const WARMUP_SECONDS = options.number('warmup', 10)
/** Think time between a user's pages: uniform from half to one and a half times this. */
const THINK_SECONDS = options.number('think', 2)
const GRADINGS_PER_MINUTE = options.number('gradings', 1)
const HANDINS_PER_MINUTE = options.number('handins', 1)
const PAGE_TIMEOUT_MS = 30_000

/** Share of the users by role: a school has many more students and parents than staff. */
const ROLE_SHARE: Record<Role, number> = {
  principal: 0.04,
  teacher: 0.24,
  student: 0.52,
  parent: 0.2,
}

/**
 * Each role's pages with how often they are opened; `[id]` is one of the user's own classes,
 * students, subjects or children, picked anew on each visit.
 */
const MIX: Record<Role, [page: string, weight: number][]> = {
  principal: [
    ['/dashboard', 4],
    ['/classes', 1],
    ['/classes/[id]', 1],
    ['/subjects', 1],
    ['/assignments', 1],
    ['/submissions', 1],
    ['/submissions?status=late', 1],
    ['/students', 1],
    ['/students/[id]', 1],
    ['/teachers', 1],
    ['/teacher/[id]', 1],
    ['/insights', 1],
    ['/notifications', 1],
    ['/bin', 0.5],
  ],
  teacher: [
    ['/dashboard', 4],
    ['/submissions', 3],
    ['/assignments', 2],
    ['/classes/[id]', 2],
    ['/students/[id]', 2],
    ['/classes', 1],
    ['/subjects', 1],
    ['/submissions?status=late', 1],
    ['/students', 1],
    ['/notifications', 1],
    ['/insights', 0.5],
  ],
  student: [
    ['/dashboard', 4],
    ['/student/assignments', 3],
    ['/student/subjects', 2],
    ['/student/subjects/[id]', 2],
    ['/student/classes', 1],
    ['/notifications', 1],
    ['/insights', 0.5],
  ],
  parent: [
    ['/dashboard', 3],
    ['/children', 3],
    ['/children?child=[id]', 1],
    ['/children/access-log', 1],
    ['/notifications', 1],
    ['/insights', 0.5],
  ],
}

interface User {
  role: Role
  email: string
  profileId: string
  /** Candidates for each `[id]` page of the role's mix. */
  ids: Record<string, string[]>
  /** A teacher's ungraded submissions; a student's assignments open for a hand-in. */
  writable: string[]
  session: AppSession
}

const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)]
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

function pickPage(role: Role) {
  const mix = MIX[role]
  let x = Math.random() * mix.reduce((n, [, w]) => n + w, 0)
  for (const [page, weight] of mix) if ((x -= weight) < 0) return page
  return mix[0][0]
}

/** `count` of `list`, spread over it (every k-th), so that users come from different classes. */
const spread = <T>(list: T[], count: number) =>
  Array.from(
    { length: count },
    (_, i) => list[Math.floor((i * list.length) / Math.max(1, count)) % list.length],
  )

function roleCounts(users: number): Record<Role, number> {
  const principal = Math.max(1, Math.round(users * ROLE_SHARE.principal))
  const teacher = Math.round(users * ROLE_SHARE.teacher)
  const parent = Math.round(users * ROLE_SHARE.parent)
  return { principal, teacher, parent, student: Math.max(0, users - principal - teacher - parent) }
}

/** What each chosen account may open and write, read as the database owner before the run. */
async function userFixtures(
  db: Awaited<ReturnType<typeof openPostgres>>,
  school: string,
  emails: string[],
) {
  const { rows } = await db.query<{
    email: string
    id: string
    role: Role
    classes: string[]
    students: string[]
    teachers: string[]
    subjects: string[]
    children: string[]
    gradable: string[]
    open: string[]
  }>(
    `select p.email, p.id, p.role,
       array(select c.id from public.classes c where c.teacher_id = p.id or (p.role = 'principal' and c.school_id = p.school_id)) as classes,
       array(select e.student_id from public.student_enrollments e join public.classes c on c.id = e.class_id
             where c.teacher_id = p.id or (p.role = 'principal' and c.school_id = p.school_id)) as students,
       array(select t.id from public.profiles t where p.role = 'principal' and t.school_id = p.school_id and t.role = 'teacher') as teachers,
       array(select sj.id from public.subjects sj join public.student_enrollments e on e.class_id = sj.class_id where e.student_id = p.id) as subjects,
       array(select g.student_id from public.guardian_links g where g.parent_id = p.id) as children,
       array(select s.id from public.assignment_submissions s join public.assignments a on a.id = s.assignment_id
             join public.subjects sj on sj.id = a.subject_id join public.classes c on c.id = sj.class_id
             where c.teacher_id = p.id and s.graded_at is null) as gradable,
       array(select a.id from public.assignments a join public.subjects sj on sj.id = a.subject_id
             join public.student_enrollments e on e.class_id = sj.class_id
             where e.student_id = p.id and a.is_active and not exists (
               select 1 from public.assignment_submissions s where s.assignment_id = a.id and s.student_id = p.id and s.graded_at is not null)) as open
     from public.profiles p join public.schools sc on sc.id = p.school_id
     where sc.name = $1 and p.email = any($2)`,
    [school, emails],
  )
  return new Map(
    rows.map((r) => [
      r.email,
      {
        profileId: r.id,
        writable: r.role === 'teacher' ? r.gradable : r.role === 'student' ? r.open : [],
        ids: {
          '/classes/[id]': r.classes,
          '/students/[id]': r.students,
          '/teacher/[id]': r.teachers,
          '/student/subjects/[id]': r.subjects,
          '/children?child=[id]': r.children,
        },
      },
    ]),
  )
}

/** One measurement: how long something took, and what was wrong with it (or null). */
interface Sample {
  role: Role
  name: string
  /** performance.now() when it was sent and when it was answered. */
  start: number
  done: number
  problem: string | null
  at: string
}

/**
 * Signs of a page that answered 200 but did not render: once the shell has streamed, a page
 * that calls notFound() or throws can no longer change the status, so the document says so.
 */
function renderProblem(html: string): string | null {
  if (html.includes('<meta name="robots" content="noindex"/>')) return 'rendered the not-found page'
  // The error's digest travels in the page's inline (JSON-escaped) payload.
  if (/\\?"digest\\?":/.test(html)) return 'rendered an error (digest in the page)'
  if (!html.includes('<h1')) return 'no <h1> in the document'
  return null
}

async function openPage(app: string, user: User, page: string): Promise<Sample> {
  const at = page.includes('[id]') ? page.replace('[id]', pick(user.ids[page])) : page
  const started = performance.now()
  let problem: string | null = null
  try {
    const res = await fetch(`${app}${at}`, {
      headers: {
        cookie: user.session.cookies.header(),
        accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
      },
      redirect: 'manual',
      signal: AbortSignal.timeout(PAGE_TIMEOUT_MS),
    })
    const html = await res.text()
    user.session.cookies.update(res)
    if (res.status >= 300 && res.status < 400)
      problem = `redirected (${res.status}) to ${res.headers.get('location')}`
    else if (res.status !== 200) problem = `HTTP ${res.status}`
    else problem = renderProblem(html)
  } catch (e) {
    const err = e as Error & { cause?: { code?: string } }
    problem =
      err.name === 'TimeoutError'
        ? `no answer in ${PAGE_TIMEOUT_MS / 1000} s`
        : `network: ${err.cause?.code ?? err.message}`
  }
  return { role: user.role, name: page, start: started, done: performance.now(), problem, at }
}

/**
 * The write a teacher's grading form sends (lib/actions/submissions.ts): read the assignment's
 * real maximum through the submission, then write score and feedback; RLS and the trigger decide.
 */
async function grade(user: User, submissionId: string): Promise<string | null> {
  const sb = user.session.supabase
  const { max, error: readError } = await maxScoreOf(sb, submissionId)
  if (readError || max === undefined)
    return `reading the submission: ${readError?.message ?? 'not visible'}`
  const score = Math.floor(Math.random() * (Number(max) + 1))
  const { data, error } = await sb
    .from('assignment_submissions')
    .update({ score, feedback: 'Well done — see the notes.' })
    .eq('id', submissionId)
    .select('id')
  if (error) return `grading: ${error.message}`
  return data?.length ? null : 'grading: no row updated (refused by RLS)'
}

/** A student's hand-in, as their form sends it (lib/submissions/hand-in.ts). */
async function handInAnswer(user: User, assignmentId: string): Promise<string | null> {
  const handed = await handIn(user.session.supabase, {
    assignmentId,
    studentId: user.profileId,
    content: `Bench answer ${new Date().toISOString()}`,
  })
  if (handed.outcome === 'readFailed') return `reading the answer: ${handed.error.message}`
  if (handed.outcome === 'writeFailed') return `handing in: ${handed.error.message}`
  if (handed.outcome === 'alreadyGraded') return 'already graded'
  if (handed.outcome === 'refused') return 'handing in: no row written (refused by RLS)'
  return null
}

const WRITES = {
  teacher: { name: 'grade a submission (rest/v1)', perMinute: GRADINGS_PER_MINUTE, run: grade },
  student: { name: 'hand in (rest/v1)', perMinute: HANDINS_PER_MINUTE, run: handInAnswer },
} as const

async function write(user: User, kind: keyof typeof WRITES): Promise<Sample> {
  const w = WRITES[kind]
  const target = user.writable.pop()
  const started = performance.now()
  const problem = target
    ? await w.run(user, target).catch((e: Error) => `network: ${e.message}`)
    : 'nothing left to write'
  return {
    role: user.role,
    name: w.name,
    start: started,
    done: performance.now(),
    problem,
    at: target ?? '',
  }
}

/** supabase/local's own log of the requests it served (status and time inside the server). */
async function backendLog(api: string) {
  const res = await fetch(`${api}/__local/requests`)
  const log = (await res.json()) as { status: number; ms: number; path: string; method: string }[]
  await fetch(`${api}/__local/requests`, { method: 'DELETE' })
  return log
}

const uptime = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')

async function main() {
  const loadBefore = uptime()
  const counts = roleCounts(USERS)
  const build = await snapshotBuild()
  const database = await createTestDatabase('oppi_bench_load')
  const dbName = new URL(database.url).pathname.slice(1)
  const stops: (() => Promise<unknown> | void)[] = [build.remove, () => database.drop()]
  try {
    // The data model, the demo seed and the generated school, then the run's accounts.
    const setupStarted = Date.now()
    const db = await openPostgres(database.url)
    const users: Omit<User, 'session'>[] = []
    try {
      const { seeded, accounts } = await prepareBenchSchool(db, { students: STUDENTS, tag: 'load' })
      const school = seeded.school
      const chosen = (Object.keys(counts) as Role[]).flatMap((role) =>
        spread(accounts[role], counts[role]).map((email) => ({ role, email })),
      )
      const fixtures = await userFixtures(db, school, [...new Set(chosen.map((c) => c.email))])
      // Users sharing an account (the school has one principal) each get a copy of its lists.
      for (const c of chosen) {
        const f = fixtures.get(c.email)!
        users.push({
          ...c,
          profileId: f.profileId,
          ids: f.ids,
          writable: [...f.writable].sort(() => Math.random() - 0.5),
        })
      }
      const { rows } = await db.query<{ n: number }>(
        `select count(*)::int as n from public.profiles p join public.schools s on s.id = p.school_id where s.name = $1 and p.role = 'parent'`,
        [school],
      )
      console.log(
        `bench:load — ${school} on PostgreSQL: ${JSON.stringify({ ...seeded.counts, parents: rows[0].n })}, ready in ${((Date.now() - setupStarted) / 1000).toFixed(1)} s`,
      )
    } finally {
      await db.close()
    }

    const servers = await startBenchServers({ DATABASE_URL: database.url }, build.dir)
    stops.unshift(() => servers.stop())
    const { env, appUrl: APP, app, backend } = servers
    const API = env.NEXT_PUBLIC_SUPABASE_URL

    const signedIn: User[] = []
    for (const [i, u] of users.entries()) {
      const session = await signInSession(
        API,
        env.NEXT_PUBLIC_SUPABASE_ANON_KEY,
        u.email,
        DEMO_PASSWORD,
      )
      // Half the school uses the app in Finnish (the locale is a cookie, as the language menu sets it).
      if (i % 2) session.cookies.set('NEXT_LOCALE', 'fi')
      signedIn.push({ ...u, session })
    }
    console.log(
      `${USERS} users (${Object.entries(counts)
        .map(([r, n]) => `${n} ${r}`)
        .join(', ')}; the principals share the school's one account), ` +
        `think ${(THINK_SECONDS / 2).toFixed(1)}–${(THINK_SECONDS * 1.5).toFixed(1)} s, ${WARMUP_SECONDS} s warm-up, then ${SECONDS} s measured; ` +
        `${GRADINGS_PER_MINUTE} grading and ${HANDINS_PER_MINUTE} hand-in a minute; build ${build.buildId}`,
    )

    // Every page of every role once, one at a time: the server loads each route's code on its
    // first request, and a page that cannot render at all is better said now than 50 times.
    for (const role of Object.keys(MIX) as Role[]) {
      const user = signedIn.find((u) => u.role === role)
      if (!user) continue
      for (const [page] of MIX[role]) {
        const s = await openPage(APP, user, page)
        if (s.problem) throw new Error(`${role} ${s.at}: ${s.problem}`)
      }
    }

    const samples: Sample[] = []
    const measureFrom = performance.now() + WARMUP_SECONDS * 1000
    const end = measureFrom + SECONDS * 1000
    // Each write is due at an even spacing over the measured time; the next user of its role
    // to finish a page takes it.
    const due: Record<keyof typeof WRITES, number[]> = { teacher: [], student: [] }
    for (const kind of Object.keys(WRITES) as (keyof typeof WRITES)[]) {
      const every = 60_000 / WRITES[kind].perMinute
      for (let t = every / 2; t < SECONDS * 1000; t += every) due[kind].push(measureFrom + t)
    }
    const meters = {
      'next start (app)': cpuOfProcessTree(app.pid!),
      'supabase/local': cpuOfProcessTree(backend.pid!),
      [`postgres (${dbName})`]: cpuOfDatabaseBackends(dbName),
      'bench (load generator)': cpuOfThisProcess,
    }
    const read = () => ({
      at: performance.now(),
      cpu: Object.entries(meters).map(([k, m]) => [k, m()] as const),
      machine: machineCpu(),
    })
    const tick = setInterval(() => Object.values(meters).forEach((m) => m()), 250)
    // The measured window: CPU, supabase/local's log and the pages finished are all taken
    // between these two readings.
    const backendRequests: Awaited<ReturnType<typeof backendLog>> = []
    let measuring = false
    const window = new Promise<[ReturnType<typeof read>, ReturnType<typeof read>]>((resolve) => {
      setTimeout(async () => {
        await backendLog(API)
        const first = read()
        measuring = true
        setTimeout(async () => {
          const last = read()
          measuring = false
          backendRequests.push(...(await backendLog(API)))
          resolve([first, last])
        }, end - performance.now())
      }, measureFrom - performance.now())
    })
    const drain = setInterval(async () => {
      if (measuring) backendRequests.push(...(await backendLog(API)))
    }, 2000)

    await Promise.all(
      signedIn.map(async (user) => {
        // Users arrive over the first think time rather than all in the same millisecond.
        await sleep(Math.random() * THINK_SECONDS * 1000)
        while (performance.now() < end) {
          const kind = user.role === 'teacher' || user.role === 'student' ? user.role : null
          const now = performance.now()
          const takeWrite =
            kind && due[kind].length > 0 && due[kind][0] <= now && user.writable.length > 0
          if (takeWrite) due[kind].shift()
          samples.push(
            takeWrite ? await write(user, kind) : await openPage(APP, user, pickPage(user.role)),
          )
          await sleep(THINK_SECONDS * 1000 * (0.5 + Math.random()))
        }
      }),
    )
    const [first, last] = await window
    clearInterval(tick)
    clearInterval(drain)
    const loadAfter = uptime()

    report(
      samples.filter((x) => x.start >= measureFrom),
      samples.filter((x) => x.done >= first.at && x.done <= last.at).length,
      backendRequests,
      first,
      last,
    )
    const unassigned = due.teacher.length + due.student.length
    if (unassigned)
      console.log(
        `writes never taken (no user of the role was free, or none had anything left): ${unassigned}`,
      )
    console.log(`load average (1, 5, 15 min): before ${loadBefore}, after ${loadAfter}`)
    if (samples.some((s) => s.problem)) process.exitCode = 1
  } finally {
    for (const stop of stops) await stop()
  }
}

type Reading = {
  at: number
  cpu: (readonly [string, number])[]
  machine: { busyMs: number; stealMs: number }
}

/**
 * Latencies and errors of what was sent in the measured time (the slow tail included); rates
 * and CPU a page over the window between the readings, where every counter was read.
 */
function report(
  samples: Sample[],
  finished: number,
  backend: { status: number; ms: number; method: string; path: string }[],
  first: Reading,
  last: Reading,
) {
  const wallMs = last.at - first.at
  const seconds = wallMs / 1000
  // Rows in the order of the mixes, each role's writes last.
  const order = (Object.keys(MIX) as Role[]).flatMap((role) => [
    ...MIX[role].map(([page]) => `${role}\t${page}`),
    ...Object.values(WRITES).map((w) => `${role}\t${w.name}`),
  ])
  const groups = new Map<string, Sample[]>(order.map((key) => [key, []]))
  for (const s of samples) groups.get(`${s.role}\t${s.name}`)!.push(s)
  console.log(
    `\n${'role'.padEnd(10)} ${'page'.padEnd(30)} ${'count'.padStart(6)} ${'p50'.padStart(9)} ${'p95'.padStart(9)}  errors`,
  )
  for (const [key, list] of groups) {
    if (list.length === 0) continue
    const [role, name] = key.split('\t')
    const ms = list.map((s) => s.done - s.start).sort((a, b) => a - b)
    const errors = list.filter((s) => s.problem).length
    console.log(
      `${role.padEnd(10)} ${name.padEnd(30)} ${String(list.length).padStart(6)} ${percentile(ms, 50).toFixed(0).padStart(7)}ms ${percentile(ms, 95).toFixed(0).padStart(7)}ms  ${errors || ''}`.trimEnd(),
    )
  }
  const writeNames = new Set<string>(Object.values(WRITES).map((w) => w.name))
  const pages = samples.filter((s) => !writeNames.has(s.name))
  const pageMs = pages.map((s) => s.done - s.start).sort((a, b) => a - b)
  const writes = samples.filter((s) => writeNames.has(s.name))
  const failed = samples.filter((s) => s.problem)
  console.log(
    `\nthroughput: ${finished} pages and writes answered in ${seconds.toFixed(1)} s = ${(finished / seconds).toFixed(1)}/s; ` +
      `${pages.length} pages sent: p50 ${percentile(pageMs, 50).toFixed(0)} ms, p95 ${percentile(pageMs, 95).toFixed(0)} ms; writes: ${writes.length}; errors: ${failed.length}`,
  )
  const reasons = new Map<string, { n: number; example: string }>()
  for (const s of failed) {
    const key = `${s.role} ${s.name}: ${s.problem}`
    reasons.set(key, { n: (reasons.get(key)?.n ?? 0) + 1, example: s.at })
  }
  for (const [reason, { n, example }] of reasons) console.log(`  ${n}× ${reason} (e.g. ${example})`)

  const bms = backend.map((r) => r.ms).sort((a, b) => a - b)
  const bad = backend.filter((r) => r.status >= 400)
  console.log(
    `supabase/local: ${backend.length} requests (${(backend.length / seconds).toFixed(1)}/s, ${(backend.length / Math.max(1, finished)).toFixed(1)} a page), ` +
      `time inside the server p50 ${percentile(bms, 50).toFixed(1)} ms, p95 ${percentile(bms, 95).toFixed(1)} ms; status >= 400: ${bad.length}`,
  )
  for (const r of bad.slice(0, 5)) console.log(`  ${r.status} ${r.method} ${r.path}`)

  const cpu = last.cpu.map(([name, ms], i) => [name, ms - first.cpu[i][1]] as const)
  const machine = {
    busyMs: last.machine.busyMs - first.machine.busyMs,
    stealMs: last.machine.stealMs - first.machine.stealMs,
  }
  const cores = machine.busyMs / wallMs
  console.log(
    `CPU over those ${seconds.toFixed(1)} s, in % of one core; CPU a page; pages/s one core would serve at that cost:`,
  )
  const perPage = (ms: number) => ms / Math.max(1, finished)
  for (const [name, ms] of cpu) {
    console.log(
      `  ${name.padEnd(40)} ${((ms / wallMs) * 100).toFixed(0).padStart(4)} %  ${perPage(ms).toFixed(1).padStart(6)} ms  ${(1000 / perPage(ms)).toFixed(0).padStart(5)} pages/s`,
    )
  }
  const ours = cpu.reduce((n, [, ms]) => n + ms, 0)
  console.log(
    `  ${'everything else on the machine'.padEnd(40)} ${(((machine.busyMs - ours) / wallMs) * 100).toFixed(0).padStart(4)} %`,
  )
  console.log(
    `  machine busy ${(cores * 100).toFixed(0)} % of ${availableParallelism() * 100} %, stolen by the host ${((machine.stealMs / wallMs) * 100).toFixed(0)} %`,
  )
  // The servers only: the load generator is not part of the system under test.
  const [[costliest, costliestMs]] = cpu.slice(0, 3).sort((a, b) => b[1] - a[1])
  console.log(
    `first to fill a core: ${costliest}, at about ${(1000 / perPage(costliestMs)).toFixed(0)} pages/s ` +
      `(next start and supabase/local are one Node process each, whose JavaScript runs on one core)`,
  )
}

runBench(main)
