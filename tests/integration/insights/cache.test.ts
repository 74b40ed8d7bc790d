import { beforeAll, describe, expect, it } from 'vitest'
import { madeSchool } from '../support/made-school'
import { type InsightPerson, makeInsightSchool } from './insight-school'
import { actAs, scratchDbForFile } from '../rls/sql-harness'
import type { Queryable } from '@oppi/supabase-local/db'
import { actors, ids } from '../rls/fixtures'

/**
 * The principal's and the teachers' insight lists are answered from stored records (the insight
 * caches). Every number must stay what the live computation gives: each list is compared with
 * the live answers (a one-student call, which is always live) and the principal's with the class
 * teacher's, and after each kind of write the next read must show it.
 *
 * The fixture (assignments out of 10, each open for five days):
 *   Class 7A (teacher Tiina), subject Maths: a1 due 10 days ago, a2 due 3 days ago, a3 due in 4 days.
 *     Sanni: a1 handed in on time, 8 points; a2 not yet.
 *     Eero: a1 handed in a day and a half late, 6 points; a2 not yet.
 *   Class 7B (teacher Kalle), subject Art: Ahti, no work.
 *   Another school with its own principal.
 */
const DAY = 86_400_000
/** A database of the file's own (the demo seed), for the checks that read the stored records in SQL. */
const db = scratchDbForFile()
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString()

type Who = InsightPerson
const school = madeSchool<Who>()
const { admin, client, insert } = school
const id = school.id as Record<
  Who | 'school' | 'class7A' | 'class7B' | 'maths' | 'art' | 'a1' | 'a2' | 'a3',
  string
>

async function update(
  table: string,
  values: Record<string, unknown>,
  column: string,
  value: string,
) {
  const { error } = await admin.from(table).update(values).eq(column, value)
  if (error) throw new Error(`${table}: ${error.message}`)
}

beforeAll(async () => {
  id.school = await makeInsightSchool(school, 'Cache School', [
    ['sanni', 'Sanni', '7A'],
    ['eero', 'Eero', '7A'],
    ['ahti', 'Ahti', '7B'],
  ])

  const { work, handIn } = await school.dueWork({
    schoolId: id.school,
    subjectId: id.maths,
    teacherId: id.tiina,
    dueDays: [-10, -3, 4],
    prefix: 'a',
  })
  ;[id.a1, id.a2, id.a3] = work
  await handIn(id.sanni, 0, -0.5, 8, 1)
  await handIn(id.eero, 0, 1.5, 6, 2)
}, 120_000)

type Row = {
  id: string
  risk_level: string
  engagement_score: number | null
  metrics: Record<string, unknown>
  reasons: unknown[]
  trends: unknown[]
  last_activity: string | null
  students?: number
  total_count?: number
}

async function call(
  who: Who,
  fn: 'insight_students' | 'insight_classes' | 'insight_subjects',
  args: Record<string, unknown> = {},
) {
  const { data, error } = await client[who].rpc(fn, args)
  expect(error).toBeNull()
  return data as Row[]
}

/** The principal's (cached) list, after checking every record against the live computation. */
async function principalStudents() {
  const cached = await call('principal', 'insight_students')
  for (const row of cached) {
    // One student's record is always computed live, as the principal sees it.
    const [live, ...more] = await call('principal', 'insight_students', { student_filter: row.id })
    expect(more).toEqual([])
    expect({ ...live, total_count: undefined }).toEqual({ ...row, total_count: undefined })
  }
  // The class teacher's list (stored records of her own) reads the same rows: the same
  // records, same order; and each of her records equals her live one-student call.
  const cached7A = await call('principal', 'insight_students', { class_filter: id.class7A })
  const teachers = await call('tiina', 'insight_students')
  expect(teachers).toEqual(cached7A)
  for (const row of teachers) {
    const [live] = await call('tiina', 'insight_students', { student_filter: row.id })
    expect({ ...live, total_count: undefined }).toEqual({ ...row, total_count: undefined })
  }
  return Object.fromEntries(cached.map((r) => [r.id, r]))
}

/** The principal's (cached) class and subject records, checked against the teachers' live ones. */
async function principalGroups() {
  const classes = await call('principal', 'insight_classes')
  const subjects = await call('principal', 'insight_subjects')
  // The total counts the caller's own records, so a teacher's one class says 1: compared without it.
  const only = (rows: Row[], groupId: string) =>
    rows.filter((r) => r.id === groupId).map((r) => ({ ...r, total_count: 1 }))
  expect(await call('tiina', 'insight_classes')).toEqual(only(classes, id.class7A))
  expect(await call('kalle', 'insight_classes')).toEqual(only(classes, id.class7B))
  expect(await call('tiina', 'insight_subjects')).toEqual(only(subjects, id.maths))
  expect(await call('kalle', 'insight_subjects')).toEqual(only(subjects, id.art))
  return {
    class7A: classes.find((r) => r.id === id.class7A)!,
    maths: subjects.find((r) => r.id === id.maths)!,
  }
}

describe('the principal reads stored records that equal the live ones', () => {
  it('starts from the hand-computed numbers', async () => {
    const rows = await principalStudents()
    // Sanni: 1 of 2 handed in, on time, 80 %; one active week of four with work due lately.
    expect(rows[id.sanni].metrics).toEqual({
      assignmentCompletion: 50,
      onTimeRate: 100,
      averageScore: 80,
      participationScore: 25,
      attendanceRate: null,
    })
    // Eero: 1 of 2, late, 60 %; his hand-in (8.5 days ago) was in week 1 too.
    expect(rows[id.eero].metrics).toEqual({
      assignmentCompletion: 50,
      onTimeRate: 0,
      averageScore: 60,
      participationScore: 25,
      attendanceRate: null,
    })
    expect(rows[id.ahti]).toMatchObject({
      risk_level: 'low',
      reasons: [{ code: 'no_work_yet', level: 'low' }],
    })
    const { class7A, maths } = await principalGroups()
    // 2 of 4 handed in, 1 of 2 on time, (80 + 60) / 2.
    expect(class7A).toMatchObject({
      students: 2,
      metrics: {
        assignmentCompletion: 50,
        onTimeRate: 50,
        averageScore: 70,
        participationScore: 25,
        attendanceRate: null,
      },
    })
    expect(maths.metrics).toEqual(class7A.metrics)
    // A second read (from the stored records) is the same.
    expect(await call('principal', 'insight_students')).toEqual(
      await call('principal', 'insight_students'),
    )
  })

  it('a hand-in shows at once', async () => {
    await principalStudents() // warm
    await insert('assignment_submissions', {
      school_id: id.school,
      assignment_id: id.a2,
      student_id: id.sanni,
      content: 'done',
      submitted_at: at(-3.5),
    })
    const rows = await principalStudents()
    expect(rows[id.sanni].metrics).toMatchObject({ assignmentCompletion: 100, averageScore: 80 })
    expect((await principalGroups()).class7A.metrics).toMatchObject({ assignmentCompletion: 75 })
  })

  it('a grade shows at once', async () => {
    await principalGroups() // warm
    const { error } = await admin
      .from('assignment_submissions')
      .update({ score: 4, graded_at: at(0), graded_by: id.tiina })
      .eq('assignment_id', id.a2)
      .eq('student_id', id.sanni)
    expect(error).toBeNull()
    const rows = await principalStudents()
    expect(rows[id.sanni].metrics).toMatchObject({ averageScore: 60 })
    // (80 + 60 + 40) / 3
    expect((await principalGroups()).class7A.metrics).toMatchObject({ averageScore: 60 })
  })

  it("extended time granted moves the student's due dates", async () => {
    await principalStudents()
    await principalGroups()
    // With the school's factor 1.5 Eero's a1 window grows from 5 to 7.5 days: 1.5 days late is on time.
    await insert('student_accommodations', {
      school_id: id.school,
      student_id: id.eero,
      accommodation: 'extended_time',
      is_active: true,
    })
    expect((await principalStudents())[id.eero].metrics).toMatchObject({ onTimeRate: 100 })
    expect((await principalGroups()).class7A.metrics).toMatchObject({ onTimeRate: 100 })
  })

  it("the school's extended-time factor changed", async () => {
    // Factor 1: a day more at least, so 1.5 days after the class's date is late again.
    await update('schools', { extended_time_factor: 1 }, 'id', id.school)
    expect((await principalStudents())[id.eero].metrics).toMatchObject({ onTimeRate: 0 })
    // Sanni's two on time, Eero's one late.
    expect((await principalGroups()).class7A.metrics).toMatchObject({ onTimeRate: 67 })
  })

  it("an assignment's due date moved", async () => {
    await principalStudents()
    // a2 now falls due in two days: it no longer counts for anyone.
    await update('assignments', { due_at: at(2) }, 'id', id.a2)
    const rows = await principalStudents()
    expect(rows[id.eero].metrics).toMatchObject({ assignmentCompletion: 100 })
    expect((await principalGroups()).class7A.metrics).toMatchObject({ assignmentCompletion: 100 })
  })

  it('a quiz attempt shows at once', async () => {
    const before = (await principalStudents())[id.sanni]
    const completedAt = at(-0.25)
    await insert('quiz_attempts', {
      school_id: id.school,
      student_id: id.sanni,
      subject_id: id.maths,
      title: 'Quick check',
      score: 90,
      completed_at: completedAt,
    })
    const after = (await principalStudents())[id.sanni]
    expect(after.last_activity).not.toEqual(before.last_activity)
    expect(new Date(after.last_activity!).getTime()).toBe(new Date(completedAt).getTime())
    expect((await principalGroups()).class7A.last_activity).toEqual(after.last_activity)
  })

  it('an enrolment ended', async () => {
    await principalGroups()
    await update('student_enrollments', { status: 'inactive' }, 'student_id', id.eero)
    const rows = await principalStudents()
    expect(rows[id.eero]).toBeUndefined()
    const { class7A } = await principalGroups()
    expect(class7A.students).toBe(1)
  })
})

describe('the cache leaks nothing', () => {
  it('other viewers see only their own scope, after the principal has filled the cache', async () => {
    await call('principal', 'insight_students')
    await call('principal', 'insight_classes')
    await call('principal', 'insight_subjects')
    expect(await call('outsider', 'insight_students')).toEqual([])
    expect(await call('outsider', 'insight_classes')).toEqual([])
    expect(await call('outsider', 'insight_subjects')).toEqual([])
    expect((await call('kalle', 'insight_students')).map((r) => r.id)).toEqual([id.ahti])
    expect((await call('parent', 'insight_students')).map((r) => r.id)).toEqual([id.sanni])
    expect(await call('parent', 'insight_classes')).toEqual([])
    expect((await call('sanni', 'insight_students')).map((r) => r.id)).toEqual([id.sanni])
    expect(await call('sanni', 'insight_subjects')).toEqual([])
  })

  it('the stored records are not readable through the API', async () => {
    for (const c of [client.principal, admin]) {
      const { data, error } = await c
        .schema('private' as never)
        .from('insight_student_cache')
        .select('*')
      expect(data ?? []).toEqual([])
      expect(error).not.toBeNull()
    }
  })
})

/**
 * valid_until on a database of its own, where now() is fixed inside one transaction, so the
 * boundary can be asserted to the microsecond: the seed's student gets a class of their own
 * with known dates; each deletion forgets the record and the next read stores a new boundary.
 */
describe('valid_until is the next moment the record can change', () => {
  const student = actors.student.id

  it('the earliest week boundary, window end or coming due date', async () => {
    const result = await db.as(null, async (q) => {
      await q.query('delete from public.assignment_submissions where student_id = $1', [student])
      await q.query('delete from public.quiz_attempts where student_id = $1', [student])
      await q.query(
        `update public.student_enrollments set status = 'inactive' where student_id = $1`,
        [student],
      )
      // No extended time, so the personal due dates are the class's.
      await q.query(`update public.profiles set accommodations_needed = '{}' where id = $1`, [
        student,
      ])
      await q.query(
        'update public.student_accommodations set is_active = false where student_id = $1',
        [student],
      )
      const {
        rows: [c],
      } = await q.query<{ id: string }>(
        `insert into public.classes (school_id, name) values ($1, 'Cache 9Z') returning id`,
        [db.refs.demoSchool],
      )
      const {
        rows: [s],
      } = await q.query<{ id: string }>(
        `insert into public.subjects (school_id, class_id, name) values ($1, $2, 'Cache maths') returning id`,
        [db.refs.demoSchool, c.id],
      )
      await q.query(
        `insert into public.student_enrollments (school_id, student_id, class_id, enrolled_at) values ($1, $2, $3, now() - interval '90 days')`,
        [db.refs.demoSchool, student, c.id],
      )
      const assignment = async (due: string) =>
        (
          await q.query<{ id: string }>(
            `insert into public.assignments (school_id, subject_id, title, max_score, created_at, due_at)
         values ($1, $2, 'dated', 10, now() + $3::interval - interval '5 days', now() + $3::interval) returning id`,
            [db.refs.demoSchool, s.id, due],
          )
        ).rows[0].id
      const past = await assignment('-10 days') // weeks ago ticks over at due + 14 days = now + 4 days
      const future = await assignment('5 days') // falls due at now + 5 days
      // Handed in 11 days ago: weeks ago ticks over at now + 3 days.
      await q.query(
        `insert into public.assignment_submissions (school_id, assignment_id, student_id, content, submitted_at)
                     values ($1, $2, $3, 'x', now() - interval '11 days')`,
        [db.refs.demoSchool, past, student],
      )

      const read = async (expected: string) => {
        await actAs(q, 'principal')
        const { rows } = await q.query<{ ok: boolean }>(
          `select valid_until = now() + $2::interval as ok from private.insight_cached_students() where student_id = $1`,
          [student, expected],
        )
        await q.query('reset role')
        return rows.map((r) => r.ok)
      }
      const withHandIn = await read('3 days')
      await q.query('delete from public.assignment_submissions where student_id = $1', [student])
      const withoutHandIn = await read('4 days')
      await q.query('delete from public.assignments where id = $1', [past])
      const onlyFuture = await read('5 days')
      await q.query('delete from public.assignments where id = $1', [future])
      await actAs(q, 'principal')
      const {
        rows: [infinite],
      } = await q.query<{ v: string }>(
        `select valid_until::text as v from private.insight_cached_students() where student_id = $1`,
        [student],
      )
      await q.query('reset role')
      return { withHandIn, withoutHandIn, onlyFuture, infinite: infinite.v }
    })
    // With nothing dated left the record can only change through a write.
    expect(result).toEqual({
      withHandIn: [true],
      withoutHandIn: [true],
      onlyFuture: [true],
      infinite: 'infinity',
    })
  }, 60_000)

  it('a stale record is recomputed: once now() reaches valid_until', async () => {
    const result = await db.as(null, async (q) => {
      await actAs(q, 'principal')
      await q.query('select count(*) from private.insight_cached_students()')
      await q.query('reset role')
      // Pretend the boundary has come and the stored record is wrong: the next read must not trust it.
      await q.query(
        `update private.insight_student_cache set valid_until = now(), r = '{"riskLevel":"stale"}' where student_id = $1`,
        [student],
      )
      await actAs(q, 'principal')
      const { rows } = await q.query<{ risk: string }>(
        `select r ->> 'riskLevel' as risk from private.insight_cached_students() where student_id = $1`,
        [student],
      )
      await q.query('reset role')
      return rows.map((r) => r.risk)
    })
    expect(result).toEqual([expect.stringMatching(/^(low|medium|high)$/)])
  }, 60_000)
})

/**
 * A principal's list, once every record of the school is stored and fresh, sorts the stored
 * keys and reads the whole records of its page only; otherwise the general reader recomputes.
 * Which way a read went is told by PostgreSQL's own count of calls to the recomputing function
 * (track_functions, for this transaction). On a database of its own: the demo seed.
 */
describe("the principal's stored keys", () => {
  type Listed = { id: string; risk_level: string; total_count: string }
  type Args = { page_size?: number; page_offset?: number; search?: string; class_filter?: string }

  it('sort the list when every record is fresh, answer as the recomputing reader does, and step aside for a stale one', async () => {
    const result = await db.as(null, async (q) => {
      await q.query(`set local track_functions = 'all'`)
      const recomputingCalls = async () =>
        Number(
          (
            await q.query<{ n: string }>(
              `select coalesce(sum(calls), 0) as n from pg_stat_xact_user_functions
         where schemaname = 'private' and funcname = 'insight_cached_students'`,
            )
          ).rows[0].n,
        )
      /** The list with the given arguments, and whether it was answered from the stored keys. */
      const list = async (args: Args = {}) => {
        const before = await recomputingCalls()
        await actAs(q, 'principal')
        const { rows } = await q.query<Listed & Record<string, unknown>>(
          `select * from public.insight_students(page_size => $1, page_offset => $2, search => $3, class_filter => $4)`,
          [
            args.page_size ?? 200,
            args.page_offset ?? 0,
            args.search ?? null,
            args.class_filter ?? null,
          ],
        )
        await q.query('reset role')
        return { rows, fromKeys: (await recomputingCalls()) === before }
      }
      /** Marks one stored record stale (its content unchanged), so the next read recomputes. */
      const stale = (student: string) =>
        q.query(
          'update private.insight_student_cache set valid_until = now() where student_id = $1',
          [student],
        )

      const first = await list()
      const filled = (await list()).rows
      const [top, second] = filled
      // The same answers both ways, for pages, a name search, a class and a search matching no one.
      const cases: Args[] = [
        {},
        { page_size: 2, page_offset: 1 },
        { search: String(filled[3].first_name) },
        { class_filter: ids.class5A },
        { page_size: 3, class_filter: ids.class5A, page_offset: 2 },
        { search: 'no such name' },
      ]
      const compared = []
      for (const args of cases) {
        const fast = await list(args)
        await stale(top.id)
        const slow = await list(args)
        compared.push({
          args,
          fast: fast.rows,
          slow: slow.rows,
          fastFromKeys: fast.fromKeys,
          slowFromKeys: slow.fromKeys,
        })
      }
      // The list is read from the store: a record changed there is what the principal sees, and
      // its stored rank (anything but high or medium sorts last) moves it down the list.
      await list() // everything fresh again
      await q.query(
        `update private.insight_student_cache set r = r || '{"riskLevel":"stored"}' where student_id = $1`,
        [top.id],
      )
      const fromStore = await list()
      // A stale record anywhere in the school: the next read recomputes it rather than trust it.
      await q.query(
        `update private.insight_student_cache set valid_until = now(), r = r || '{"riskLevel":"stale"}' where student_id = $1`,
        [second.id],
      )
      const afterStale = await list()
      // The keys and the records answer a principal only, and only of their own school, even
      // when the other school's records are stored too.
      await actAs(q, 'otherPrincipal')
      await q.query('select count(*) from public.insight_students()')
      await q.query('reset role')
      const asOthers: Record<string, { keys: number; records: number }> = {}
      for (const who of ['teacher', 'student', 'parent', 'otherPrincipal'] as const) {
        await actAs(q, who)
        const keys = (
          await q.query<{ n: number }>(
            'select count(*)::int as n from private.insight_principal_keys() where student_id = any ($1)',
            [filled.map((r) => r.id)],
          )
        ).rows[0].n
        const records = (
          await q.query<{ n: number }>(
            'select count(*)::int as n from private.insight_principal_records($1)',
            [filled.map((r) => r.id)],
          )
        ).rows[0].n
        await q.query('reset role')
        asOthers[who] = { keys, records }
      }
      const {
        rows: [{ n: otherStored }],
      } = await q.query<{ n: number }>(
        `select count(*)::int as n from private.insight_student_cache where school_id <> $1`,
        [db.refs.demoSchool],
      )
      return {
        first: first.fromKeys,
        filled,
        top: top.id,
        second: second.id,
        compared,
        fromStore,
        afterStale,
        asOthers,
        otherStored,
      }
    })
    expect(result.filled.length).toBeGreaterThan(3)
    // Nothing was stored before the first read; the second came from the keys.
    expect(result.first).toBe(false)
    for (const c of result.compared) {
      expect({ args: c.args, fromKeys: c.fastFromKeys }).toEqual({
        args: c.args,
        fromKeys: c.args.search !== 'no such name',
      })
      expect({ args: c.args, fromKeys: c.slowFromKeys }).toEqual({ args: c.args, fromKeys: false })
      expect(c.fast).toEqual(c.slow)
    }
    expect(result.compared.filter((c) => c.fast.length > 0).length).toBe(result.compared.length - 1)
    expect(result.fromStore.fromKeys).toBe(true)
    const moved = result.fromStore.rows.findIndex((r) => r.id === result.top)
    expect(result.fromStore.rows[moved].risk_level).toBe('stored')
    expect(result.fromStore.rows.slice(moved + 1).every((r) => r.risk_level === 'low')).toBe(true)
    expect(result.fromStore.rows.map((r) => r.id).sort()).toEqual(
      result.filled.map((r) => r.id).sort(),
    )
    expect(result.afterStale.fromKeys).toBe(false)
    expect(result.afterStale.rows.find((r) => r.id === result.second)?.risk_level).toMatch(
      /^(low|medium|high)$/,
    )
    expect(result.afterStale.rows.map((r) => r.total_count)).toEqual(
      result.filled.map((r) => r.total_count),
    )
    expect(result.otherStored).toBeGreaterThan(0)
    const none = { keys: 0, records: 0 }
    expect(result.asOthers).toEqual({
      teacher: none,
      student: none,
      parent: none,
      otherPrincipal: none,
    })
  }, 60_000)
})

/**
 * A teacher's list comes from records stored for that teacher, computed as the teacher sees the
 * work (their classes only). On a database of its own: the demo seed's teacher and 5A.
 */
describe("a teacher's stored records", () => {
  const teacher = actors.teacher.id

  it('are what the list shows, are forgotten by a hand-in and by the class changing teacher, and belong to one teacher', async () => {
    const result = await db.as(null, async (q) => {
      const list = async (who: 'teacher' | 'teacher2' | 'principal' | 'student') => {
        await actAs(q, who)
        const { rows } = await q.query<{ id: string; risk_level: string }>(
          'select id, risk_level from public.insight_students(page_size => 200)',
        )
        await q.query('reset role')
        return rows
      }
      const stored = async (who: string, student?: string) =>
        (
          await q.query<{ n: number }>(
            'select count(*)::int as n from private.insight_teacher_cache where teacher_id = $1 and ($2::uuid is null or student_id = $2)',
            [who, student ?? null],
          )
        ).rows[0].n

      const before = await list('teacher')
      const storedAll = await stored(teacher)
      const {
        rows: [{ student }],
      } = await q.query<{ student: string }>(
        `select e.student_id as student from public.student_enrollments e where e.class_id = $1 and e.status = 'active' limit 1`,
        [ids.class5A],
      )
      // The list is read from the store: a record changed there is what the teacher sees.
      await q.query(
        `update private.insight_teacher_cache set r = r || '{"riskLevel":"stored"}' where teacher_id = $1 and student_id = $2`,
        [teacher, student],
      )
      const fromStore = (await list('teacher')).find((r) => r.id === student)?.risk_level
      // A hand-in forgets that student's record.
      const {
        rows: [a],
      } = await q.query<{ id: string }>(
        `select a.id from public.assignments a join public.subjects s on s.id = a.subject_id where s.class_id = $1 limit 1`,
        [ids.class5A],
      )
      await q.query(
        'delete from public.assignment_submissions where assignment_id = $1 and student_id = $2',
        [a.id, student],
      )
      await q.query(
        `insert into public.assignment_submissions (school_id, assignment_id, student_id, content) values ($1, $2, $3, 'x')`,
        [db.refs.demoSchool, a.id, student],
      )
      const afterHandIn = await stored(teacher, student)
      const recomputed = (await list('teacher')).find((r) => r.id === student)?.risk_level
      // Other callers store nothing of their own.
      await list('principal')
      await list('student')
      const othersStored = (
        await q.query<{ n: number }>(
          'select count(*)::int as n from private.insight_teacher_cache where teacher_id <> $1',
          [teacher],
        )
      ).rows[0].n
      // 5A given to another teacher: its students' records are forgotten, for every teacher.
      await q.query('update public.classes set teacher_id = $1 where id = $2', [
        actors.teacher2.id,
        ids.class5A,
      ])
      const {
        rows: [{ n: left }],
      } = await q.query<{ n: number }>(
        `select count(*)::int as n from private.insight_teacher_cache c
         where c.student_id in (select e.student_id from public.student_enrollments e where e.class_id = $1)`,
        [ids.class5A],
      )
      const newTeachers = await list('teacher2')
      return {
        before: before.length,
        storedAll,
        fromStore,
        afterHandIn,
        recomputed,
        othersStored,
        left,
        newTeachers: newTeachers.map((r) => r.id),
      }
    })
    expect(result.before).toBeGreaterThan(0)
    expect(result.storedAll).toBe(result.before)
    expect(result.fromStore).toBe('stored')
    expect(result.afterHandIn).toBe(0)
    expect(result.recomputed).toMatch(/^(low|medium|high)$/)
    expect(result.othersStored).toBe(0)
    expect(result.left).toBe(0)
    expect(result.newTeachers.length).toBeGreaterThan(0)
  }, 60_000)

  it('leave every other caller as before: the database itself (no signed-in user) gets the live list', async () => {
    const rows = await db.as(
      null,
      async (q) =>
        (await q.query<{ id: string }>('select id from public.insight_students(page_size => 200)'))
          .rows,
    )
    expect(rows.length).toBeGreaterThan(0)
  }, 60_000)

  it('equal the live records of the same teacher', async () => {
    const result = await db.as(null, async (q) => {
      await actAs(q, 'teacher')
      const { rows: listed } = await q.query<Record<string, unknown>>(
        'select * from public.insight_students(page_size => 200)',
      )
      const live: Record<string, unknown>[] = []
      for (const row of listed) {
        live.push(
          (
            await q.query<Record<string, unknown>>(
              'select * from public.insight_students(student_filter => $1)',
              [row.id],
            )
          ).rows[0],
        )
      }
      await q.query('reset role')
      const strip = (rows: Record<string, unknown>[]) =>
        rows.map((r) => ({ ...r, total_count: undefined }))
      return { listed: strip(listed), live: strip(live) }
    })
    expect(result.listed.length).toBeGreaterThan(0)
    expect(result.listed).toEqual(result.live)
  }, 60_000)
})

/**
 * An assignment or a subject concerns a whole class. A write that can change the class's numbers
 * forgets the stored records of every student of the class (the principal's and the teachers')
 * and the class's own class and subject records; a write that cannot (a new title, new
 * instructions, a renamed subject: names are read live) forgets nothing. Every other class keeps
 * its records. On a database of its own: the demo seed, whose 5A and 6A are the teacher's and 5B
 * is teacher2's, so all three kinds of record are stored for those classes.
 */
describe('what a write to an assignment or a subject forgets', () => {
  type Stored = { students: number; groups: number; teachers: number }
  const none: Stored = { students: 0, groups: 0, teachers: 0 }

  /** Fills every cache the way the lists do: the principal's three lists and both teachers'. */
  async function storeEverything(q: Queryable) {
    await actAs(q, 'principal')
    await q.query('select count(*) from public.insight_students(page_size => 200)')
    await q.query('select count(*) from public.insight_classes()')
    await q.query('select count(*) from public.insight_subjects()')
    for (const teacher of ['teacher', 'teacher2'] as const) {
      await actAs(q, teacher)
      await q.query('select count(*) from public.insight_students(page_size => 200)')
    }
    await q.query('reset role')
  }

  /** Per class of the demo school, how many records are stored of its students and of itself. */
  async function storedByClass(q: Queryable): Promise<Record<string, Stored>> {
    const { rows } = await q.query<Stored & { id: string }>(
      `select cl.id,
         (select count(*)::int from private.insight_student_cache c
          join public.student_enrollments e on e.student_id = c.student_id where e.class_id = cl.id) as students,
         (select count(*)::int from private.insight_group_cache c where c.class_id = cl.id) as groups,
         (select count(*)::int from private.insight_teacher_cache c
          join public.student_enrollments e on e.student_id = c.student_id where e.class_id = cl.id) as teachers
       from public.classes cl where cl.school_id = $1`,
      [db.refs.demoSchool],
    )
    return Object.fromEntries(rows.map(({ id, ...stored }) => [id, stored]))
  }

  type Statement = [sql: string, params: unknown[]]
  const switchMaths5A = (on: boolean): Statement => [
    'update public.subjects set is_active = $2 where id = $1',
    [ids.math5A, on],
  ]
  const cases: {
    write: string
    /** A write made before the records are stored, to set the scene. */
    scene?: Statement
    sql: Statement
    /** The classes whose records the write forgets. */
    forgets: string[]
  }[] = [
    { write: 'a subject switched off', sql: switchMaths5A(false), forgets: [ids.class5A] },
    {
      write: 'a subject switched on again',
      scene: switchMaths5A(false),
      sql: switchMaths5A(true),
      forgets: [ids.class5A],
    },
    {
      write: 'an assignment moved to a subject of another class',
      sql: [
        'update public.assignments set subject_id = $2 where id = $1',
        [ids.math5AWeek1, ids.finnish5B],
      ],
      forgets: [ids.class5A, ids.class5B],
    },
    {
      write: "an assignment's title edited",
      sql: [
        `update public.assignments set title = title || ' (edited)' where id = $1`,
        [ids.math5AWeek1],
      ],
      forgets: [],
    },
    {
      write: "an assignment's instructions edited",
      sql: [
        `update public.assignments set instructions = 'Read page 12 first.' where id = $1`,
        [ids.math5AWeek1],
      ],
      forgets: [],
    },
    {
      write: 'a subject renamed',
      sql: [`update public.subjects set name = name || ' (renamed)' where id = $1`, [ids.math5A]],
      forgets: [],
    },
  ]

  it.each(cases)(
    '$write',
    async ({ scene, sql, forgets }) => {
      const { before, after } = await db.as(null, async (q) => {
        if (scene) await q.query(...scene)
        await storeEverything(q)
        const before = await storedByClass(q)
        await q.query(...sql)
        return { before, after: await storedByClass(q) }
      })
      // Every kind of record was stored for 5A (each write is to its maths subject or to one of
      // its assignments) and for the classes the write forgets, so a record kept where it should
      // go, or one forgotten where it should stay, would show.
      for (const c of new Set([ids.class5A, ...forgets]))
        expect(Math.min(...Object.values(before[c]))).toBeGreaterThan(0)
      expect(after).toEqual({ ...before, ...Object.fromEntries(forgets.map((c) => [c, none])) })
    },
    60_000,
  )
})
