import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { newClient, signedInClient, signedInActors } from '../support/clients'
import { actors, ids, PASSWORD } from '../rls/fixtures'

/**
 * The database tells the right people about what happened, and only them: a new assignment
 * its class's students, a hand-in the teacher, a grade the student and their parents, an
 * activation the teacher. Nobody can address a notification to someone else.
 */
type Who = keyof typeof actors
const clients = {} as Record<Who, SupabaseClient>
const admin = () => newClient('service')

// Other suites write to the same seeded school at the same time: notifications about work are
// counted for this file's own assignment only.
async function newest(who: Who, kind: string, since: string, assignment?: string) {
  let query = clients[who]
    .from('notifications')
    .select('kind, title, link, data, user_id, created_by')
    .eq('kind', kind)
    .gte('created_at', since)
  if (assignment) query = query.eq('data->>assignment_id', assignment)
  const { data, error } = await query.order('created_at', { ascending: false })
  expect(error).toBeNull()
  return data!
}

/** Rows of a kind made since a moment, whoever they are for (read past RLS, for counting). */
async function recipients(kind: string, since: string, assignment: string) {
  const { data } = await admin()
    .from('notifications')
    .select('user_id')
    .eq('kind', kind)
    .gte('created_at', since)
    .eq('data->>assignment_id', assignment)
  return new Set(data!.map((r) => r.user_id as string))
}

const startedAt = new Date().toISOString()
const made: string[] = []

// Other suites count notifications and assignments in the seed: leave them as they were, and
// remove only what this file made (other files write notifications of their own meanwhile).
afterAll(async () => {
  await admin().from('notifications').delete().in('data->>assignment_id', made)
  await admin().from('assignments').delete().in('id', made)
  // The approval notice and the announcement this file's tests send, and nothing older.
  for (const sent of [
    { user_id: actors.pendingTeacher.id, kind: 'account_activated' },
    { user_id: actors.student.id, title: 'Remember the book' },
  ])
    await admin().from('notifications').delete().gte('created_at', startedAt).match(sent)
})

beforeAll(async () => {
  Object.assign(
    clients,
    await signedInActors([
      'teacher',
      'student',
      'student2',
      'parent',
      'otherStudent',
      'principal',
    ] as const),
  )
})

describe('notifications made by events', () => {
  let assignmentId = ''

  it('a new assignment notifies the students of its class, and nobody else', async () => {
    const since = new Date(Date.now() - 1000).toISOString()
    const { data, error } = await clients.teacher
      .from('assignments')
      .insert({
        subject_id: ids.math5A,
        title: 'Notification check',
        due_at: new Date(Date.now() + 86_400_000).toISOString(),
      })
      .select('id, school_id')
      .single()
    expect(error).toBeNull()
    assignmentId = data!.id
    made.push(assignmentId)

    const mine = await newest('student', 'assignment_created', since, assignmentId)
    expect(mine).toHaveLength(1)
    expect(mine[0]).toMatchObject({
      link: '/student/assignments',
      created_by: null,
      data: { assignment: 'Notification check' },
    })
    expect(await newest('otherStudent', 'assignment_created', since, assignmentId)).toEqual([])

    const { data: subject } = await admin()
      .from('subjects')
      .select('class_id')
      .eq('id', ids.math5A)
      .single()
    const { data: enrolled } = await admin()
      .from('student_enrollments')
      .select('student_id, profiles!inner(is_active)')
      .eq('class_id', subject!.class_id)
      .eq('status', 'active')
      .eq('profiles.is_active', true)
    const activeExpected = new Set(enrolled!.map((e) => e.student_id as string))
    expect(activeExpected.size).toBeGreaterThan(5)
    expect(await recipients('assignment_created', since, assignmentId)).toEqual(activeExpected)
  })

  it('a hand-in notifies the teacher; a grade notifies the student and their parents', async () => {
    const since = new Date(Date.now() - 1000).toISOString()
    const { data: sub, error } = await clients.student
      .from('assignment_submissions')
      .insert({ assignment_id: assignmentId, content: 'My answer' })
      .select('id')
      .single()
    expect(error).toBeNull()
    const received = await newest('teacher', 'submission_received', since, assignmentId)
    expect(received).toHaveLength(1)
    expect(received[0].link).toBe(`/submissions?assignment=${assignmentId}`)
    expect(received[0].data).toMatchObject({ late: false })
    expect(await recipients('submission_received', since, assignmentId)).toEqual(
      new Set([actors.teacher.id]),
    )

    const { error: gradeError } = await clients.teacher
      .from('assignment_submissions')
      .update({
        score: 90,
        feedback: 'Good',
        graded_at: new Date().toISOString(),
        graded_by: actors.teacher.id,
      })
      .eq('id', sub!.id)
    expect(gradeError).toBeNull()
    expect(await newest('student', 'submission_graded', since, assignmentId)).toHaveLength(1)
    expect(await newest('parent', 'submission_graded', since, assignmentId)).toHaveLength(1)
    expect(await newest('student2', 'submission_graded', since, assignmentId)).toEqual([])

    // Saving the same grade again is not news.
    await clients.teacher
      .from('assignment_submissions')
      .update({ feedback: 'Good!' })
      .eq('id', sub!.id)
    expect(await newest('student', 'submission_graded', since, assignmentId)).toHaveLength(1)
  })

  it('a late hand-in also tells the parents', async () => {
    const { data: late } = await admin()
      .from('assignments')
      .insert({
        subject_id: ids.math5A,
        school_id: (
          await clients.teacher.from('subjects').select('school_id').eq('id', ids.math5A).single()
        ).data!.school_id,
        title: 'Already past',
        due_at: new Date(Date.now() - 30 * 86_400_000).toISOString(),
        created_by: actors.teacher.id,
        created_at: new Date(Date.now() - 40 * 86_400_000).toISOString(),
      })
      .select('id')
      .single()
    made.push(late!.id)
    const since = new Date(Date.now() - 1000).toISOString()
    const { error } = await clients.student
      .from('assignment_submissions')
      .insert({ assignment_id: late!.id, content: 'Sorry' })
    expect(error).toBeNull()
    expect((await newest('teacher', 'submission_received', since, late!.id))[0].data).toMatchObject(
      { late: true },
    )
    expect(await newest('parent', 'submission_late', since, late!.id)).toHaveLength(1)
  })

  it('a teacher let in by the principal is told', async () => {
    const since = new Date(Date.now() - 1000).toISOString()
    await clients.principal.rpc('toggle_item_status', {
      table_name: 'profiles',
      item_id: actors.pendingTeacher.id,
    })
    const pending = (await signedInClient(actors.pendingTeacher.email, PASSWORD)).client
    const { data } = await pending
      .from('notifications')
      .select('kind, link')
      .eq('kind', 'account_activated')
      .gte('created_at', since)
    expect(data).toEqual([{ kind: 'account_activated', link: '/dashboard' }])
    await clients.principal.rpc('toggle_item_status', {
      table_name: 'profiles',
      item_id: actors.pendingTeacher.id,
    })
  })

  it('nobody addresses a notification to someone else, or fakes an event', async () => {
    const { data: school } = await clients.teacher
      .from('profiles')
      .select('school_id')
      .eq('id', actors.teacher.id)
      .single()
    const forStudent = await clients.teacher
      .from('notifications')
      .insert({ user_id: actors.student.id, school_id: school!.school_id, title: 'Hi' })
    expect(forStudent.error?.code).toBe('42501')
    const forTeacher = await clients.principal
      .from('notifications')
      .insert({ user_id: actors.teacher.id, school_id: school!.school_id, title: 'Hi' })
    expect(forTeacher.error?.code).toBe('42501')
    const fakeEvent = await clients.student.from('notifications').insert({
      user_id: actors.student.id,
      school_id: school!.school_id,
      title: 'Graded',
      kind: 'submission_graded',
    })
    expect(fakeEvent.error?.code).toBe('42501')
    const note = await clients.student.from('notifications').insert({
      user_id: actors.student.id,
      school_id: school!.school_id,
      title: 'Remember the book',
    })
    expect(note.error).toBeNull()
  })
})
