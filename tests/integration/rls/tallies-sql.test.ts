/**
 * The per-subject hand-in tallies in SQL, beside tests/integration/submissions/tallies.test.ts
 * (which goes through the API): changes only the table owner or the bin make, and, on
 * PostgreSQL, two transactions at once. After each, every tally must equal its subject's
 * hand-ins.
 */
import { describe, expect, it } from 'vitest'
import type { Queryable } from '../../../supabase/local/db'
import { actors, ids } from './fixtures'
import { actAs, pgError, scratchDbForFile } from './sql-harness'

const db = scratchDbForFile()

/** Subjects whose tally differs from their hand-ins (none when all is well). */
async function drift(q: Queryable) {
  const { rows } = await q.query(
    `select subject_id, coalesce(x.n, 0)::int as counted, coalesce(x.g, 0)::int as graded_counted,
            coalesce(t.handed_in, 0) as tally, coalesce(t.graded, 0) as graded_tally
     from (select a.subject_id, count(*) as n, count(s.graded_at) as g
           from public.assignment_submissions s join public.assignments a on a.id = s.assignment_id
           group by a.subject_id) x
     full join public.subject_submission_tallies t using (subject_id)
     where coalesce(x.n, 0) <> coalesce(t.handed_in, 0) or coalesce(x.g, 0) <> coalesce(t.graded, 0)`,
  )
  return rows
}

const tally = async (q: Queryable, subjectId: string) =>
  (
    await q.query<{ handed_in: number; graded: number }>(
      'select handed_in, graded from public.subject_submission_tallies where subject_id = $1',
      [subjectId],
    )
  ).rows[0] ?? { handed_in: 0, graded: 0 }

describe('subject_submission_tallies in SQL', () => {
  it("start equal to the seed's hand-ins", async () => {
    await db.as(null, async (q) => {
      expect(await drift(q)).toEqual([])
      expect((await tally(q, ids.math5A)).graded).toBeGreaterThan(0)
    })
  })

  it('stay equal through graded work moved, grades taken back, a student deleted and the table emptied', async () => {
    await db.as(null, async (q) => {
      const before = await tally(q, ids.env5A)
      const week1 = (
        await q.query<{ n: number; g: number }>(
          'select count(*)::int as n, count(graded_at)::int as g from public.assignment_submissions where assignment_id = $1',
          [ids.math5AWeek1],
        )
      ).rows[0]
      expect(week1.g).toBeGreaterThan(0)
      await q.query('update public.assignments set subject_id = $2 where id = $1', [
        ids.math5AWeek1,
        ids.env5A,
      ])
      expect(await tally(q, ids.env5A)).toEqual({
        handed_in: before.handed_in + week1.n,
        graded: before.graded + week1.g,
      })
      expect(await drift(q)).toEqual([])

      await q.query(
        'update public.assignment_submissions set graded_at = null, score = null where assignment_id = $1',
        [ids.math5AWeek1],
      )
      expect(await tally(q, ids.env5A)).toEqual({
        handed_in: before.handed_in + week1.n,
        graded: before.graded,
      })
      expect(await drift(q)).toEqual([])

      const student = (
        await q.query<{ student_id: string }>(
          'select student_id from public.assignment_submissions where assignment_id = $1 limit 1',
          [ids.math5AWeek1],
        )
      ).rows[0].student_id
      await q.query('delete from public.profiles where id = $1', [student])
      expect(await drift(q)).toEqual([])

      await q.query('truncate public.assignment_submissions cascade')
      expect((await q.query('select 1 from public.subject_submission_tallies')).rows).toEqual([])
      expect(await drift(q)).toEqual([])
    })
  })

  for (const [table, id] of [
    ['classes', ids.class5A],
    ['subjects', ids.math5A],
    ['assignments', ids.math5AWeek1],
  ] as const) {
    it(`stay equal when the teacher moves ${table} to the bin and restores them`, async () => {
      await db.as(null, async (q) => {
        await actAs(q, 'teacher')
        const bin = (
          await q.query<{ r: string }>('select public.soft_delete_item($1, $2, $3) as r', [
            table,
            id,
            actors.teacher.id,
          ])
        ).rows[0].r
        await q.query(`select set_config('role', 'postgres', true)`)
        expect(await drift(q)).toEqual([])
        await actAs(q, 'teacher')
        await q.query('select public.restore_deleted_item($1)', [bin])
        await q.query(`select set_config('role', 'postgres', true)`)
        expect(await drift(q)).toEqual([])
        expect((await tally(q, ids.math5A)).handed_in).toBeGreaterThan(0)
      })
    })
  }

  it('cannot be written, and their trigger functions cannot be called, by anyone signed in', async () => {
    for (const sql of [
      `insert into public.subject_submission_tallies (subject_id, school_id, handed_in) values ('${ids.env5A}', (select school_id from public.subjects where id = '${ids.env5A}'), 5)`,
      `update public.subject_submission_tallies set handed_in = handed_in + 1`,
      `delete from public.subject_submission_tallies`,
      `select private.tally_submission_changes('[]'::jsonb)`,
    ]) {
      const error = await pgError(() => db.as('principal', (q) => q.query(sql)))
      expect(error?.message, sql).toMatch(/permission denied/)
    }
  })
})

/**
 * Two transactions at once (PostgreSQL; PGlite has one session): a hand-in or a grade while
 * its assignment moves to another subject or is deleted, in either order. Each waits for the
 * other, so no hand-in is counted twice or left behind. These commit: they run last, on the
 * file's own database. On PGlite they are not defined at all: there is nothing to run.
 */
if (process.env.OPPI_TEST_DB === 'postgres')
  describe('subject_submission_tallies with two transactions at once', () => {
    /** Runs `first` in a transaction left open, then `second` in another; reports whether `second` waited for `first`. */
    async function race(
      first: (q: Queryable) => Promise<unknown>,
      second: (q: Queryable) => Promise<unknown>,
    ) {
      let release!: () => void
      const held = new Promise<void>((resolve) => (release = resolve))
      let started!: () => void
      const firstDone = new Promise<void>((resolve) => (started = resolve))
      const one = db.db.transaction(async (q) => {
        await first(q)
        started()
        await held
      })
      await firstDone
      let secondFinished = false
      const two = db.db.transaction(async (q) => {
        await second(q)
        secondFinished = true
      })
      await new Promise((resolve) => setTimeout(resolve, 500))
      const waited = !secondFinished
      release()
      await Promise.all([one, two])
      return waited
    }

    const newAssignment = async (title: string) =>
      (
        await db.db.query<{ id: string }>(
          `insert into public.assignments (school_id, subject_id, title) select school_id, id, $2 from public.subjects where id = $1 returning id`,
          [ids.math5A, title],
        )
      ).rows[0].id
    const students = async (n: number) =>
      (
        await db.db.query<{ student_id: string }>(
          `select student_id from public.student_enrollments where class_id = $1 and status = 'active' order by student_id limit $2`,
          [ids.class5A, n],
        )
      ).rows.map((r) => r.student_id)
    const handIn = (assignment: string, student: string) => (q: Queryable) =>
      q.query(
        `insert into public.assignment_submissions (school_id, assignment_id, student_id, content) select school_id, id, $2, 'race' from public.assignments where id = $1`,
        [assignment, student],
      )
    const move = (assignment: string, subject: string) => (q: Queryable) =>
      q.query('update public.assignments set subject_id = $2 where id = $1', [assignment, subject])

    it('a hand-in and a move of its assignment, either first, leave every tally equal to the hand-ins', async () => {
      const [a, b] = await students(2)
      const assignment = await newAssignment('Race: hand-in and move')
      expect(await race(handIn(assignment, a), move(assignment, ids.env5A))).toBe(true)
      expect(await drift(db.db)).toEqual([])
      expect(await race(move(assignment, ids.english5A), handIn(assignment, b))).toBe(true)
      expect(await drift(db.db)).toEqual([])
    })

    it('a grade and a delete of its assignment, either first, leave every tally equal to the hand-ins', async () => {
      const [a, b] = await students(2)
      for (const order of ['grade first', 'delete first']) {
        const assignment = await newAssignment(`Race: ${order}`)
        await handIn(assignment, a)(db.db)
        await handIn(assignment, b)(db.db)
        const grade = (q: Queryable) =>
          q.query(
            `update public.assignment_submissions set graded_at = now(), score = 5 where assignment_id = $1 and student_id = $2`,
            [assignment, a],
          )
        const remove = (q: Queryable) =>
          q.query('delete from public.assignments where id = $1', [assignment])
        expect(
          await race(
            ...((order === 'grade first' ? [grade, remove] : [remove, grade]) as [
              typeof grade,
              typeof grade,
            ]),
          ),
        ).toBe(true)
        expect(await drift(db.db)).toEqual([])
      }
    })
  })
