import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { newClient, signedInActors } from '../support/clients'
import { actors, ids } from '../rls/fixtures'

/**
 * One due date per student, from the database: student_work gives each student their own
 * date (extended time applied) beside the class's date, to the student, their parents and
 * their teacher alike; work that fell due before a student joined is not theirs; a changed
 * due date tells each enrolled student their own new date.
 */
type Who = 'teacher' | 'student' | 'student2' | 'parent'
const clients = {} as Record<Who, SupabaseClient>
const admin = () => newClient('service')
const DAY = 86_400_000
const startedAt = new Date().toISOString()
const made: string[] = []
let enrolmentToUndo: string | null = null

beforeAll(async () => {
  Object.assign(
    clients,
    await signedInActors(['teacher', 'student', 'student2', 'parent'] as const),
  )
})

afterAll(async () => {
  if (enrolmentToUndo) await admin().from('student_enrollments').delete().eq('id', enrolmentToUndo)
  await admin().from('assignments').delete().in('id', made)
  await admin()
    .from('notifications')
    .delete()
    .eq('kind', 'assignment_due_changed')
    .gte('created_at', startedAt)
})

async function work(who: Who, assignmentId: string, studentId: string) {
  const { data, error } = await clients[who]
    .from('student_work')
    .select('assignment_id, student_id, base_due_at, due_at, extended')
    .eq('assignment_id', assignmentId)
    .eq('student_id', studentId)
  expect(error).toBeNull()
  return data!
}

describe('student_work: the personal due date', () => {
  it('gives the extended-time student a later date than the class, with the reason flagged', async () => {
    const [row] = await work('student', ids.math5AJournal, actors.student.id)
    expect(row.extended).toBe(true)
    expect(Date.parse(row.due_at!)).toBeGreaterThanOrEqual(Date.parse(row.base_due_at!) + DAY)
    // The same date the RPC and the lateness rules use.
    const { data: rpc } = await clients.student.rpc('personal_due_at', {
      assignment_id: ids.math5AJournal,
      student_id: actors.student.id,
    })
    expect(Date.parse(rpc as string)).toBe(Date.parse(row.due_at!))
  })

  it('gives classmates without the accommodation the class date', async () => {
    const { data: rows } = await clients.teacher
      .from('student_work')
      .select('student_id, base_due_at, due_at, extended')
      .eq('assignment_id', ids.math5AJournal)
    const plain = rows!.filter((r) => !r.extended)
    expect(plain.length).toBeGreaterThan(5)
    expect(plain.every((r) => Date.parse(r.due_at!) === Date.parse(r.base_due_at!))).toBe(true)
    expect(rows!.find((r) => r.student_id === actors.student.id)?.extended).toBe(true)
  })

  it('shows the parent their child’s own date, the teacher every student’s, and nobody other students’', async () => {
    const own = await work('student', ids.math5AJournal, actors.student.id)
    expect(await work('parent', ids.math5AJournal, actors.student.id)).toEqual(own)
    expect(await work('teacher', ids.math5AJournal, actors.student.id)).toEqual(own)
    const classmate = (
      await clients.teacher
        .from('student_work')
        .select('student_id')
        .eq('assignment_id', ids.math5AJournal)
        .neq('student_id', actors.student.id)
        .limit(1)
    ).data![0].student_id
    expect(await work('student', ids.math5AJournal, classmate)).toEqual([])
    expect(await work('parent', ids.math5AJournal, classmate)).toEqual([])
  })
})

describe("a hand-in's own due date (the computed relationship own_due)", () => {
  // Aino (the student) has extended time: her teacher, her parent and she see her own date.
  it.each(['teacher', 'student', 'parent'] as Who[])(
    'is the date student_work gives that student, extended or not, as the %s sees it',
    async (who) => {
      const { data: handIns, error } = await clients[who]
        .from('assignment_submissions')
        .select('assignment_id, student_id, due:own_due(personal_due_at)')
        .order('submitted_at', { ascending: false })
        .limit(200)
      expect(error).toBeNull()
      const { data: rows } = await clients[who]
        .from('student_work')
        .select('assignment_id, student_id, due_at, extended')
        .not('submission_id', 'is', null)
        .limit(1000)
      const byKey = new Map(rows!.map((r) => [`${r.assignment_id}/${r.student_id}`, r]))
      const compared = handIns!.filter((h) => byKey.has(`${h.assignment_id}/${h.student_id}`))
      expect(compared.length).toBeGreaterThan(who === 'teacher' ? 3 : 0)
      expect(compared.some((h) => byKey.get(`${h.assignment_id}/${h.student_id}`)!.extended)).toBe(
        true,
      )
      for (const h of compared) {
        const due = byKey.get(`${h.assignment_id}/${h.student_id}`)!.due_at
        // One row at most (`rows 1`): an object, not an array.
        const own = h.due as unknown as { personal_due_at: string | null } | null
        expect(Array.isArray(h.due)).toBe(false)
        expect(own?.personal_due_at == null ? null : Date.parse(own.personal_due_at)).toBe(
          due === null ? null : Date.parse(due),
        )
      }
    },
  )
})

describe('student_work: work from before the student joined', () => {
  it('leaves out what fell due before the enrolment, keeps what is still open', async () => {
    // student2 (of 5B) joins 5A today as well.
    const { data: cls } = await admin()
      .from('classes')
      .select('school_id')
      .eq('id', ids.class5A)
      .single()
    const { data: enrolment, error } = await admin()
      .from('student_enrollments')
      .insert({
        student_id: actors.student2.id,
        class_id: ids.class5A,
        school_id: cls!.school_id,
        status: 'active',
      })
      .select('id, school_id')
      .single()
    expect(error).toBeNull()
    enrolmentToUndo = enrolment!.id
    const future = await admin()
      .from('assignments')
      .insert({
        subject_id: ids.math5A,
        school_id: enrolment!.school_id,
        title: 'Open after joining',
        due_at: new Date(Date.now() + 3 * DAY).toISOString(),
        created_by: actors.teacher.id,
      })
      .select('id')
      .single()
    expect(future.error).toBeNull()
    made.push(future.data!.id)

    const { data: rows } = await clients.student2
      .from('student_work')
      .select('assignment_id, due_at')
      .eq('class_id', ids.class5A)
    const seen = new Set(rows!.map((r) => r.assignment_id))
    expect(seen.has(future.data!.id)).toBe(true)
    expect(seen.has(ids.math5AWeek1)).toBe(false)
    expect(
      rows!.every((r) => r.due_at === null || Date.parse(r.due_at) >= Date.now() - 60_000),
    ).toBe(true)
    // The class's older students still have that work.
    const { count } = await admin()
      .from('student_work')
      .select('student_id', { count: 'exact', head: true })
      .eq('assignment_id', ids.math5AWeek1)
    expect(count).toBeGreaterThan(0)
  })
})

describe('a changed due date', () => {
  it('tells each enrolled student their own new date, and may move a date into the past', async () => {
    const created = await clients.teacher
      .from('assignments')
      .insert({
        subject_id: ids.math5A,
        title: 'Due date check',
        due_at: new Date(Date.now() + 2 * DAY).toISOString(),
      })
      .select('id, due_at')
      .single()
    expect(created.error).toBeNull()
    made.push(created.data!.id)
    const since = new Date(Date.now() - 1000).toISOString()
    const later = new Date(Date.now() + 5 * DAY).toISOString()
    const { error } = await clients.teacher
      .from('assignments')
      .update({ due_at: later, title: 'Due date check (fixed)' })
      .eq('id', created.data!.id)
    expect(error).toBeNull()

    const read = async (who: Who) =>
      (
        await clients[who]
          .from('notifications')
          .select('kind, link, message, data')
          .eq('kind', 'assignment_due_changed')
          .gte('created_at', since)
      ).data!
    const [aino] = await read('student')
    const [classmate] = await read('student2')
    expect(aino).toMatchObject({
      link: '/student/assignments',
      data: { assignment: 'Due date check (fixed)', extended: true },
    })
    expect(classmate).toMatchObject({ data: { extended: false } })
    expect(Date.parse(classmate.data.due_at)).toBe(Date.parse(later))
    const [mine] = await work('student', created.data!.id, actors.student.id)
    expect(Date.parse(aino.data.due_at)).toBe(Date.parse(mine.due_at!))
    expect(Date.parse(aino.data.due_at)).toBeGreaterThan(Date.parse(later))
    expect(aino.message).toContain('extended time')
    expect(await read('teacher')).toEqual([])

    // Editing only the title tells nobody; a past date is the teacher's call.
    await clients.teacher
      .from('assignments')
      .update({ title: 'Due date check, again' })
      .eq('id', created.data!.id)
    const past = await clients.teacher
      .from('assignments')
      .update({ due_at: new Date(Date.now() - DAY).toISOString() })
      .eq('id', created.data!.id)
      .select('id')
    expect(past.error).toBeNull()
    expect(past.data).toHaveLength(1)
    const { data: after } = await clients.student2
      .from('notifications')
      .select('data')
      .eq('kind', 'assignment_due_changed')
      .gte('created_at', since)
    // The first change and the move into the past; the title edit made none.
    expect(after).toHaveLength(2)
  })
})
