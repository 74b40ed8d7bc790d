import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { newClient, signedInActors } from '../support/clients'
import { actors, ids, ROLE_SAMPLE } from '../rls/fixtures'

/**
 * Hand-ins per subject (subject_submission_tallies): the staff's submissions list takes its
 * total from them, so for every caller they must equal what counting the hand-ins that
 * caller sees would give, after every kind of change, and be seen by nobody else.
 */
type Who = (typeof ROLE_SAMPLE)[number]
const clients = {} as Record<Who, SupabaseClient>
const admin = () => newClient('service')
const made = { subjects: [] as string[], assignments: [] as string[] }
let schoolId = ''

beforeAll(async () => {
  Object.assign(clients, await signedInActors(ROLE_SAMPLE))
  const { data } = await admin().from('subjects').select('school_id').eq('id', ids.math5A).single()
  schoolId = data!.school_id
})

afterAll(async () => {
  await admin().from('assignments').delete().in('id', made.assignments)
  await admin().from('subjects').delete().in('id', made.subjects)
})

async function tallies(who: Who) {
  const { data, error } = await clients[who]
    .from('subject_submission_tallies')
    .select('subject_id, handed_in, graded')
  expect(error).toBeNull()
  return data!
}

/** What counting the hand-ins the caller sees gives: of one subject, or all of them; graded or all. */
async function count(who: Who, opts: { subjectId?: string; graded?: boolean }) {
  let query = clients[who]
    .from('assignment_submissions')
    .select('id, assignment:assignments!assignment_submissions_assignment_fkey!inner(subject_id)', {
      count: 'exact',
      head: true,
    })
  if (opts.subjectId) query = query.eq('assignment.subject_id', opts.subjectId)
  if (opts.graded) query = query.not('graded_at', 'is', null)
  const { count: n, error } = await query
  expect(error).toBeNull()
  return n!
}

/** Every tally the caller sees equals their count of the subject's hand-ins, and together they make up all of them. */
async function expectTalliesMatchCounts(who: Who) {
  const seen = await tallies(who)
  for (const t of seen) {
    expect({ subject: t.subject_id, handed_in: t.handed_in, graded: t.graded }).toEqual({
      subject: t.subject_id,
      handed_in: await count(who, { subjectId: t.subject_id }),
      graded: await count(who, { subjectId: t.subject_id, graded: true }),
    })
  }
  const all = await count(who, {})
  expect(seen.reduce((n, t) => n + t.handed_in, 0)).toBe(all)
  expect(seen.reduce((n, t) => n + t.graded, 0)).toBe(await count(who, { graded: true }))
  return { subjects: seen.filter((t) => t.handed_in > 0).length, all }
}

async function tallyOf(subjectId: string) {
  const { data } = await admin()
    .from('subject_submission_tallies')
    .select('handed_in, graded')
    .eq('subject_id', subjectId)
    .maybeSingle()
  return data ?? { handed_in: 0, graded: 0 }
}

/** A row inserted as the service role and noted in `made`, which removes it after the file. */
async function madeRow(table: keyof typeof made, row: Record<string, unknown>) {
  const { data, error } = await admin().from(table).insert(row).select('id').single()
  expect(error).toBeNull()
  made[table].push(data!.id)
  return data!.id as string
}

/** A subject of 5A of its own. */
const newSubject = (name: string) =>
  madeRow('subjects', { school_id: schoolId, class_id: ids.class5A, name })

const newAssignment = (subjectId: string, title: string) =>
  madeRow('assignments', {
    school_id: schoolId,
    subject_id: subjectId,
    title,
    created_by: actors.teacher.id,
  })

async function enrolledStudents(classId: string, count: number) {
  const { data } = await admin()
    .from('student_enrollments')
    .select('student_id')
    .eq('class_id', classId)
    .eq('status', 'active')
    .order('student_id')
    .limit(count)
  return data!.map((r) => r.student_id as string)
}

describe('subject_submission_tallies', () => {
  it('equal, for the principal and for each teacher, what counting their hand-ins gives, subject by subject', async () => {
    const principal = await expectTalliesMatchCounts('principal')
    expect(principal.all).toBeGreaterThan(20)
    const teacher = await expectTalliesMatchCounts('teacher')
    expect(teacher.subjects).toBeGreaterThan(0)
    expect(teacher.subjects).toBeLessThan(principal.subjects)
    await expectTalliesMatchCounts('teacher2')
  })

  it('are shown to no student, no parent and no other school', async () => {
    expect(await tallies('student')).toEqual([])
    expect(await tallies('parent')).toEqual([])
    const mine = new Set((await tallies('principal')).map((t) => t.subject_id))
    expect((await tallies('otherPrincipal')).some((t) => mine.has(t.subject_id))).toBe(false)
  })

  it('cannot be written by anyone signed in, not even the principal', async () => {
    const before = await tallyOf(ids.math5A)
    await clients.principal
      .from('subject_submission_tallies')
      .update({ handed_in: 9999 })
      .eq('subject_id', ids.math5A)
    const insert = await clients.principal
      .from('subject_submission_tallies')
      .insert({ subject_id: ids.env5A, school_id: schoolId, handed_in: 5 })
    expect(insert.error).not.toBeNull()
    expect(await tallyOf(ids.math5A)).toEqual(before)
  })

  it('follow hand-ins written, graded, taken back, moved with their assignment and deleted with it', async () => {
    const subjectId = await newSubject('Tally test')
    const first = await newAssignment(subjectId, 'Tally test 1')
    const second = await newAssignment(subjectId, 'Tally test 2')
    const [a, b, c] = await enrolledStudents(ids.class5A, 3)

    // Several hand-ins in one statement, one of them already graded.
    const now = new Date().toISOString()
    const insert = await admin()
      .from('assignment_submissions')
      .insert([
        { school_id: schoolId, assignment_id: first, student_id: a, content: 'one' },
        {
          school_id: schoolId,
          assignment_id: first,
          student_id: b,
          content: 'two',
          score: 7,
          graded_at: now,
          graded_by: actors.teacher.id,
        },
        { school_id: schoolId, assignment_id: second, student_id: a, content: 'three' },
      ])
      .select('id, student_id, assignment_id')
    expect(insert.error).toBeNull()
    expect(await tallyOf(subjectId)).toEqual({ handed_in: 3, graded: 1 })

    // A student's own hand-in through the API, then the teacher grades it.
    const english = await tallyOf(ids.english5A)
    const own = await clients.student
      .from('assignment_submissions')
      .insert({ assignment_id: ids.englishJournal5A, content: 'Tally' })
      .select('id')
      .single()
    expect(own.error).toBeNull()
    expect(await tallyOf(ids.english5A)).toEqual({
      handed_in: english.handed_in + 1,
      graded: english.graded,
    })
    const graded = await clients.teacher
      .from('assignment_submissions')
      .update({ score: 8, graded_at: now, graded_by: actors.teacher.id })
      .eq('id', own.data!.id)
      .select('id')
    expect(graded.error).toBeNull()
    expect(graded.data).toHaveLength(1)
    expect(await tallyOf(ids.english5A)).toEqual({
      handed_in: english.handed_in + 1,
      graded: english.graded + 1,
    })
    await admin().from('assignment_submissions').delete().eq('id', own.data!.id)
    expect(await tallyOf(ids.english5A)).toEqual(english)

    // An ungraded hand-in graded adds one to the graded.
    const firstRows = insert.data!.filter((r) => r.assignment_id === first)
    await admin()
      .from('assignment_submissions')
      .update({ graded_at: now, score: 5, graded_by: actors.teacher.id })
      .eq('id', firstRows.find((r) => r.student_id === a)!.id)
    expect(await tallyOf(subjectId)).toEqual({ handed_in: 3, graded: 2 })

    // A hand-in taken back (deleted) comes off.
    await admin()
      .from('assignment_submissions')
      .delete()
      .eq('id', insert.data!.find((r) => r.assignment_id === second)!.id)
    expect(await tallyOf(subjectId)).toEqual({ handed_in: 2, graded: 2 })

    // An assignment moved to another subject takes its hand-ins' tally along.
    await admin()
      .from('assignment_submissions')
      .insert({ school_id: schoolId, assignment_id: second, student_id: c, content: 'four' })
    const env = await tallyOf(ids.env5A)
    const moved = await admin()
      .from('assignments')
      .update({ subject_id: ids.env5A })
      .eq('id', second)
    expect(moved.error).toBeNull()
    expect(await tallyOf(subjectId)).toEqual({ handed_in: 2, graded: 2 })
    expect(await tallyOf(ids.env5A)).toEqual({ handed_in: env.handed_in + 1, graded: env.graded })

    // An assignment deleted for good takes its hand-ins (on delete cascade) off the tally once.
    await admin().from('assignments').delete().eq('id', first)
    expect(await tallyOf(subjectId)).toEqual({ handed_in: 0, graded: 0 })
    await admin().from('assignments').delete().eq('id', second)
    expect(await tallyOf(ids.env5A)).toEqual(env)

    await expectTalliesMatchCounts('principal')
    await expectTalliesMatchCounts('teacher')
  })

  it('leave with a subject moved to the bin and come back with it, matching the counts throughout', async () => {
    const subjectId = await newSubject('Tally bin test')
    const assignment = await newAssignment(subjectId, 'Tally bin test')
    const [a, b] = await enrolledStudents(ids.class5A, 2)
    await admin()
      .from('assignment_submissions')
      .insert([
        { school_id: schoolId, assignment_id: assignment, student_id: a, content: 'one' },
        {
          school_id: schoolId,
          assignment_id: assignment,
          student_id: b,
          content: 'two',
          score: 3,
          graded_at: new Date().toISOString(),
          graded_by: actors.teacher.id,
        },
      ])
    expect(await tallyOf(subjectId)).toEqual({ handed_in: 2, graded: 1 })

    const binned = await clients.teacher.rpc('soft_delete_item', {
      table_name: 'subjects',
      item_id: subjectId,
      deleter_id: actors.teacher.id,
    })
    expect(binned.error).toBeNull()
    expect(await tallyOf(subjectId)).toEqual({ handed_in: 0, graded: 0 })
    await expectTalliesMatchCounts('teacher')

    const restored = await clients.teacher.rpc('restore_deleted_item', {
      deleted_item_id: binned.data,
    })
    expect(restored.error).toBeNull()
    expect(await tallyOf(subjectId)).toEqual({ handed_in: 2, graded: 1 })
    await expectTalliesMatchCounts('teacher')
    await expectTalliesMatchCounts('principal')
  })
})
