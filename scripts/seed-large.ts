/**
 * A generated school for benchmarks: `npm run db:seed:large -- --students N`.
 *
 * N students, one teacher per 25 students, one class per 20, two subjects per class, eleven
 * assignments per subject, and about 20 submissions per student (91 % of their 22
 * assignments). Accounts go through the real sign-up trigger, like supabase/seed.sql; every
 * account shares one bcrypt hash of the demo password, so only one hash is computed.
 *
 * Writes to the database in DATABASE_URL, or else to the embedded PGlite database in the data
 * folder (SUPABASE_LOCAL_DIR, default .supabase-local) while supabase/local is stopped.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'

export interface Runner {
  query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>
}

export interface SeedLargeOptions {
  students: number
  /** Distinguishes this run's school and e-mails (default: a timestamp). */
  tag?: string
}

export interface SeedLargeResult {
  school: string
  principalEmail: string
  counts: Record<string, number>
}

const PASSWORD = 'Oppi-demo-2026'

// $1 = tag, $2 = N. Users: principal, teachers 1..T, students 1..N (ids from md5 of the tag).
const STEPS: { label: string; sql: string }[] = [
  {
    label: 'accounts',
    sql: `
      with pw as (select extensions.crypt($3, extensions.gen_salt('bf')) as hash),
      people as (
        select 0 as ord, md5($1 || '-principal')::uuid as id, format('principal@%s.bench.oppi.test', $1) as email,
               jsonb_build_object('first_name', 'Bench', 'last_name', 'Principal', 'role', 'principal',
                                  'school_name', 'Benchmark School ' || $1) as meta
        union all
        select i, md5($1 || '-teacher-' || i)::uuid, format('teacher%s@%s.bench.oppi.test', i, $1),
               jsonb_build_object('first_name', 'Teacher', 'last_name', i::text, 'role', 'teacher',
                                  'school_name', 'Benchmark School ' || $1)
        from generate_series(1, greatest(1, ceil($2::int / 25.0)::int)) i
        union all
        select 100000000 + i, md5($1 || '-student-' || i)::uuid, format('student%s@%s.bench.oppi.test', i, $1),
               jsonb_build_object('first_name', 'Student', 'last_name', i::text, 'role', 'student',
                                  'school_name', 'Benchmark School ' || $1)
        from generate_series(1, $2::int) i
      )
      insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
        confirmation_token, recovery_token, email_change_token_new, email_change, email_change_token_current,
        phone_change, phone_change_token, reauthentication_token,
        raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
      select '00000000-0000-0000-0000-000000000000', p.id, 'authenticated', 'authenticated', p.email, pw.hash, now(),
             '', '', '', '', '', '', '', '', '{"provider": "email", "providers": ["email"]}', p.meta, now(), now()
      from people p, pw
      order by p.ord`,
  },
  {
    label: 'identities',
    sql: `
      insert into auth.identities (id, provider_id, user_id, identity_data, provider, created_at, updated_at)
      select u.id, u.id::text, u.id, jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true),
             'email', now(), now()
      from auth.users u where u.email like '%@' || $1 || '.bench.oppi.test' and $2::int > 0`,
  },
  {
    label: 'let teachers and students in',
    sql: `
      update public.profiles p set is_active = true
      from public.schools s
      where s.id = p.school_id and s.name = 'Benchmark School ' || $1 and p.role in ('teacher', 'student') and $2::int > 0`,
  },
  {
    label: 'classes',
    sql: `
      with s as (select id from public.schools where name = 'Benchmark School ' || $1),
      t as (select row_number() over (order by p.email) - 1 as n, p.id from public.profiles p, s
            where p.school_id = s.id and p.role = 'teacher'),
      tc as (select count(*) as n from t)
      insert into public.classes (id, school_id, teacher_id, name, grade_level)
      select md5($1 || '-class-' || k)::uuid, s.id, t.id, format('Class %s', k), 1 + k % 12
      from s, tc, generate_series(0, greatest(1, ceil($2::int / 20.0)::int) - 1) k
      join t on true
      where t.n = k % tc.n`,
  },
  {
    label: 'subjects',
    sql: `
      insert into public.subjects (id, school_id, class_id, name, created_by)
      select md5(c.id::text || '-subject-' || j)::uuid, c.school_id, c.id,
             (array['Mathematics', 'Finnish'])[j + 1] || ' — ' || c.name, c.teacher_id
      from public.classes c join public.schools s on s.id = c.school_id
      cross join generate_series(0, 1) j
      where s.name = 'Benchmark School ' || $1 and $2::int > 0`,
  },
  {
    label: 'enrolments',
    sql: `
      with s as (select id from public.schools where name = 'Benchmark School ' || $1),
      c as (select row_number() over (order by id) - 1 as n, id from public.classes where school_id = (select id from s)),
      cc as (select count(*) as n from c)
      -- Enrolled before the term's first assignment: work that fell due before a student
      -- joined is not held against them, so a later date would hide every missed piece.
      insert into public.student_enrollments (school_id, student_id, class_id, enrolled_at)
      select (select id from s), md5($1 || '-student-' || i)::uuid, c.id, now() - interval '110 days'
      from generate_series(1, $2::int) i, cc
      join c on true
      where c.n = i % cc.n`,
  },
  {
    label: 'assignments',
    sql: `
      insert into public.assignments (id, school_id, subject_id, title, due_at, max_score, created_by, created_at, updated_at)
      select md5(sj.id::text || '-assignment-' || a)::uuid, sj.school_id, sj.id, format('Assignment %s', a + 1),
             now() - make_interval(days => 100 - a * 9) + interval '10 days', 100, sj.created_by,
             now() - make_interval(days => 100 - a * 9), now() - make_interval(days => 100 - a * 9)
      from public.subjects sj join public.schools s on s.id = sj.school_id
      cross join generate_series(0, 10) a
      where s.name = 'Benchmark School ' || $1 and $2::int > 0`,
  },
  {
    label: 'submissions',
    sql: `
      insert into public.assignment_submissions (school_id, assignment_id, student_id, content, score,
        submitted_at, graded_at, graded_by)
      select a.school_id, a.id, e.student_id, 'Generated answer',
             case when a.due_at < now() then least(100, ability + h % 31 - 15) end,
             a.due_at - make_interval(hours => h % 72),
             case when a.due_at < now() then a.due_at + interval '2 days' end,
             case when a.due_at < now() then c.teacher_id end
      from public.assignments a
      join public.subjects sj on sj.id = a.subject_id
      join public.classes c on c.id = sj.class_id
      join public.schools s on s.id = c.school_id
      join public.student_enrollments e on e.class_id = c.id
      cross join lateral (select abs(hashtext(e.student_id::text || a.id::text)) as h,
                                 abs(hashtext('diligence-' || e.student_id::text)) % 100 as d,
                                 45 + abs(hashtext('ability-' || e.student_id::text)) % 50 as ability) x
      -- As in a real school, misses and grades belong to the student: most miss almost
      -- nothing, a few miss a lot (3, 15, 35 or 70 % of their work; 9 % over all), and each
      -- scores around a level of their own (45-94, ±15), so a falling average or a run of
      -- missed work is a pattern rather than dice (docs/insights.md, the target shares).
      where s.name = 'Benchmark School ' || $1 and $2::int > 0
        and h % 100 >= case when d < 70 then 3 when d < 90 then 15 when d < 98 then 35 else 70 end`,
  },
]

export async function seedLarge(
  db: Runner,
  opts: SeedLargeOptions,
  log: (s: string) => void = () => {},
) {
  const tag = (opts.tag ?? `b${Date.now().toString(36)}`).toLowerCase()
  if (!/^[a-z0-9-]{1,40}$/.test(tag)) throw new Error('tag: letters, digits and dashes only')
  for (const step of STEPS) {
    const started = Date.now()
    const params = step.label === 'accounts' ? [tag, opts.students, PASSWORD] : [tag, opts.students]
    await db.query(step.sql, params)
    log(`${step.label}: ${Date.now() - started} ms`)
  }
  // Planner statistics for the bulk-loaded rows (ANALYZE counts this transaction's own
  // inserts). Hosted Postgres gets them from autovacuum within a minute; PGlite (bench:pages)
  // and a server with autovacuum off never would, and would plan every page blind: the
  // principal's /submissions?status=late took 12 s without statistics, 0.06 s with them.
  const analyzed = Date.now()
  await db.query('analyze')
  log(`analyze: ${Date.now() - analyzed} ms`)
  const { rows } = await db.query(
    `select (select count(*) from public.profiles p where p.school_id = s.id and p.role = 'student')::int as students,
            (select count(*) from public.profiles p where p.school_id = s.id and p.role = 'teacher')::int as teachers,
            (select count(*) from public.classes c where c.school_id = s.id)::int as classes,
            (select count(*) from public.subjects x where x.school_id = s.id)::int as subjects,
            (select count(*) from public.assignments x where x.school_id = s.id)::int as assignments,
            (select count(*) from public.assignment_submissions x where x.school_id = s.id)::int as submissions
     from public.schools s where s.name = $1`,
    [`Benchmark School ${tag}`],
  )
  return {
    school: `Benchmark School ${tag}`,
    principalEmail: `principal@${tag}.bench.oppi.test`,
    counts: rows[0] as Record<string, number>,
  } satisfies SeedLargeResult
}

function parseArgs(argv: string[]): SeedLargeOptions {
  const opts: SeedLargeOptions = { students: 1000 }
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--students') opts.students = Number(argv[++i])
    else if (argv[i] === '--tag') opts.tag = argv[++i]
    else
      throw new Error(
        `Unknown argument ${argv[i]}. Usage: npm run db:seed:large -- --students N [--tag name]`,
      )
  }
  if (!Number.isInteger(opts.students) || opts.students < 1 || opts.students > 1_000_000) {
    throw new Error('--students must be a whole number from 1 to 1000000')
  }
  return opts
}

/** Refuses to open the embedded database while a server holds it (PGlite is one session). */
async function assertLocalServerStopped() {
  const port = process.env.SUPABASE_LOCAL_PORT ?? '54321'
  const up = await fetch(`http://127.0.0.1:${port}/auth/v1/health`, {
    signal: AbortSignal.timeout(1000),
  }).then(
    () => true,
    () => false,
  )
  if (up) {
    throw new Error(
      `supabase/local is running on port ${port} and holds the embedded database: stop it (or npm run dev) first.`,
    )
  }
}

async function main() {
  const opts = parseArgs(process.argv.slice(2))
  const url = process.env.DATABASE_URL
  const started = Date.now()
  const report = (result: SeedLargeResult) => {
    console.log(`${result.school} in ${Date.now() - started} ms:`, result.counts)
    console.log(`Sign in as ${result.principalEmail} (password ${PASSWORD}).`)
  }
  if (!url) {
    // The embedded database npm run dev uses, prepared first if it is new.
    await assertLocalServerStopped()
    const [{ openPglite }, { prepareDatabase }, { loadConfig }, { defaultDataDir, REPO_ROOT }] =
      await Promise.all([
        import('../supabase/local/db/pglite'),
        import('../supabase/local/platform/migrate'),
        import('../supabase/local/config'),
        import('../supabase/local/server'),
      ])
    const config = loadConfig(path.join(REPO_ROOT, 'supabase/config.toml'))
    mkdirSync(defaultDataDir(), { recursive: true })
    const db = await openPglite(path.join(defaultDataDir(), 'db'))
    try {
      await prepareDatabase(db, { supabaseDir: config.supabaseDir })
      report(await db.transaction((tx) => seedLarge(tx, opts, (s) => console.log(`  ${s}`))))
    } finally {
      await db.close()
    }
    return
  }
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('begin')
    const result = await seedLarge(client, opts, (s) => console.log(`  ${s}`))
    await client.query('commit')
    report(result)
  } catch (e) {
    await client.query('rollback').catch(() => {})
    console.error(`seed-large failed: ${(e as Error).message}`)
    process.exitCode = 1
  } finally {
    await client.end()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((e) => {
    console.error(e instanceof Error ? e.message : e)
    process.exit(1)
  })
}
