/**
 * How many students the insight rule flags, on the demo school and a generated school:
 * `npx tsx scripts/insight-share.ts [--students 2000] [--engine pglite|postgres]`.
 *
 * A fresh database (in-memory PGlite, or a database of its own on the PostgreSQL at
 * TEST_PG_ADMIN_URL, dropped afterwards) gets the data model, the demo seed and a school from
 * `npm run db:seed:large` (the benchmarks' kit), then every active student's record is computed
 * by the insight rule exactly as the principal's list computes it (private.insight_student_facts
 * over the school's listed students). Prints, per school, the share at each level, the students
 * whose only flag is activity (the rule allows none), and the demo student's level. The target
 * shares are in docs/insights.md.
 */
import { openPglite } from '../supabase/local/db/pglite'
import { openPostgres } from '../supabase/local/db/postgres'
import type { Db } from '../supabase/local/db/types'
import { createTestDatabase } from '../tests/integration/support/test-database'
import { prepareBenchSchool } from './bench/school'

/** The rule's outcome for the active, enrolled students of each school (as the principal lists them). */
export const SHARE_SQL = `
  with listed as (
    select s.name as school, p.id
    from public.schools s
    join public.profiles p on p.school_id = s.id and p.role = 'student' and p.is_active
    where exists (select 1 from public.student_enrollments e where e.student_id = p.id and e.status = 'active')
  ),
  records as (
    select l.school, f.r
    from listed l
    join private.insight_student_facts(array(select id from listed)) f on f.student_id = l.id
  )
  select school, count(*)::int as students,
         count(*) filter (where r ->> 'riskLevel' = 'high')::int as now,
         count(*) filter (where r ->> 'riskLevel' = 'medium')::int as watch,
         count(*) filter (where r -> 'reasons' @> '[{"code": "participation_low"}]'
                            and jsonb_array_length(r -> 'reasons') = 1)::int as activity_only
  from records group by school order by school`

export type Share = {
  school: string
  students: number
  now: number
  watch: number
  activity_only: number
}

export async function insightShares(db: Db): Promise<Share[]> {
  return (await db.query<Share>(SHARE_SQL)).rows
}

const percent = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)} %`

async function main() {
  const args = process.argv.slice(2)
  const value = (name: string) => {
    const i = args.indexOf(name)
    return i >= 0 ? args[i + 1] : undefined
  }
  const students = Number(value('--students') ?? 2000)
  const engine = value('--engine') ?? 'pglite'
  if (!Number.isInteger(students) || students < 1) throw new Error('--students: a whole number')
  if (engine !== 'pglite' && engine !== 'postgres') throw new Error('--engine: pglite or postgres')

  const created = engine === 'postgres' ? await createTestDatabase('oppi_share') : null
  const db = created ? await openPostgres(created.url) : await openPglite(null)
  try {
    const seeded = Date.now()
    await prepareBenchSchool(db, { students, tag: 'share' })
    console.log(
      `${engine}: demo seed and ${students} generated students in ${Date.now() - seeded} ms`,
    )
    const computed = Date.now()
    const shares = await insightShares(db)
    console.log(`every record computed in ${Date.now() - computed} ms`)
    for (const s of shares) {
      console.log(
        `${s.school}: ${s.students} students; needs support now ${s.now} (${percent(s.now, s.students)}), ` +
          `worth a closer look ${s.watch} (${percent(s.watch, s.students)}), only for activity ${s.activity_only}`,
      )
    }
    const { rows } = await db.query<{ risk: string; reasons: unknown }>(
      `select f.r ->> 'riskLevel' as risk, f.r -> 'reasons' as reasons
       from private.insight_student_facts(array['00000000-0000-4000-8000-000000000005'::uuid]) f`,
    )
    console.log(`demo student: ${rows[0]?.risk} ${JSON.stringify(rows[0]?.reasons)}`)
  } finally {
    await db.close()
    await created?.drop()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((e) => {
    console.error(e instanceof Error ? e.message : e)
    process.exit(1)
  })
}
