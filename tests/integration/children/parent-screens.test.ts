import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { newClient, signedInClient } from '../support/clients'
import { actors, ids, PASSWORD } from '../rls/fixtures'
import { deletedRows } from '../support/deleted-rows'
import { forgetSensitiveReads, readSensitive } from '../support/sensitive-reads'

/**
 * What the parent's screens read, read as the parent does (supabase-js, their own session):
 * their children and nobody else's, each child's work, the notifications about one child,
 * and who viewed the child's sensitive data. Another parent and another school see none of it.
 */
type Who = 'principal' | 'teacher' | 'student' | 'parent' | 'otherParent' | 'otherPrincipal'
const logins: Record<Who, string> = {
  principal: actors.principal.email,
  teacher: actors.teacher.email,
  student: actors.student.email,
  parent: actors.parent.email,
  // A parent of the same school with children of their own (student 10 of the seed).
  otherParent: 'parent01@demo.oppi.test',
  otherPrincipal: actors.otherPrincipal.email,
}
const clients = {} as Record<Who, SupabaseClient>
const admin = () => newClient('service')

const startedAt = new Date(Date.now() - 1000).toISOString()
let assignmentId = ''

beforeAll(async () => {
  for (const who of Object.keys(logins) as Who[])
    clients[who] = (await signedInClient(logins[who], PASSWORD)).client
  // The principal opens two children's sensitive data: the parent's child and someone else's.
  await readSensitive(clients.principal, [
    [actors.student.id, ['medical_information', 'notes']],
    [actors.student2.id, ['address']],
  ])
})

// Other suites read the same seeded school: leave it as it was.
afterAll(async () => {
  await forgetSensitiveReads(actors.principal.id, startedAt)
  if (assignmentId) {
    await admin().from('notifications').delete().eq('data->>assignment_id', assignmentId)
    await admin().from('assignments').delete().eq('id', assignmentId)
  }
})

const logOf = (who: Who, profileId: string) =>
  clients[who]
    .from('sensitive_access_log')
    .select('accessed_by_name, accessed_by_role, field')
    .eq('profile_id', profileId)
    .gte('accessed_at', startedAt)
    .order('field')

describe('the parent’s screens', () => {
  it('list the parent’s two children and nobody else', async () => {
    const { data, error } = await clients.parent
      .from('profiles')
      .select('id, guardian_links!guardian_links_student_fkey!inner(parent_id)')
      .eq('guardian_links.parent_id', actors.parent.id)
      .eq('role', 'student')
    expect(error).toBeNull()
    expect(data!.map((c) => c.id).sort()).toEqual([actors.student.id, ids.sibling].sort())
    // Row-level security, not the filter, keeps other children out: unfiltered, still only these two.
    const all = await clients.parent.from('profiles').select('id').eq('role', 'student')
    expect(all.data!.map((c) => c.id).sort()).toEqual([actors.student.id, ids.sibling].sort())
  })

  it('show each child’s own work, and no other student’s', async () => {
    const mine = await clients.parent
      .from('student_work')
      .select('student_id')
      .in('student_id', [actors.student.id, ids.sibling])
    expect(mine.error).toBeNull()
    expect(new Set(mine.data!.map((r) => r.student_id))).toEqual(
      new Set([actors.student.id, ids.sibling]),
    )
    const others = await clients.parent
      .from('student_work')
      .select('student_id')
      .eq('student_id', actors.student2.id)
    expect(others.data).toEqual([])
    const otherParent = await clients.otherParent
      .from('student_work')
      .select('student_id')
      .eq('student_id', actors.student.id)
    expect(otherParent.data).toEqual([])
  })

  it('show who viewed the child’s sensitive data, with name and role, to the child’s parent only', async () => {
    const { data, error } = await logOf('parent', actors.student.id)
    expect(error).toBeNull()
    expect(data).toEqual([
      {
        accessed_by_name: 'Päivi Virtanen',
        accessed_by_role: 'principal',
        field: 'medical_information',
      },
      { accessed_by_name: 'Päivi Virtanen', accessed_by_role: 'principal', field: 'notes' },
    ])
    // Another child's log is not the parent's, even when they ask for it by id.
    expect((await logOf('parent', actors.student2.id)).data).toEqual([])
    // Another parent of the school, a teacher, and another school's principal see nothing of it.
    for (const who of ['otherParent', 'teacher', 'otherPrincipal'] as const) {
      expect((await logOf(who, actors.student.id)).data, who).toEqual([])
    }
    // The child sees their own log; the log cannot be written or changed by anyone through the API.
    expect((await logOf('student', actors.student.id)).data).toHaveLength(2)
    expect(
      await deletedRows(clients.parent, 'sensitive_access_log', 'profile_id', actors.student.id),
    ).toEqual([])
    expect((await logOf('parent', actors.student.id)).data).toHaveLength(2)
  })

  it('find the notifications about one child by the child’s id, which links to that child', async () => {
    const { data: assignment, error } = await clients.teacher
      .from('assignments')
      .insert({
        subject_id: ids.math5A,
        title: 'Parent screens check',
        max_score: 10,
        due_at: new Date(Date.now() + 86_400_000).toISOString(),
      })
      .select('id')
      .single()
    expect(error).toBeNull()
    assignmentId = assignment!.id
    const handIn = await clients.student
      .from('assignment_submissions')
      .insert({ assignment_id: assignmentId, content: 'Done' })
      .select('id')
      .single()
    expect(handIn.error).toBeNull()
    const graded = await clients.teacher
      .from('assignment_submissions')
      .update({ score: 8, feedback: 'Clear work' })
      .eq('id', handIn.data!.id)
      .select('id')
    expect(graded.data).toHaveLength(1)

    const aboutAino = await clients.parent
      .from('notifications')
      .select('kind, link, data')
      .eq('user_id', actors.parent.id)
      .eq('data->>student_id', actors.student.id)
      .eq('data->>assignment_id', assignmentId)
    expect(aboutAino.data).toEqual([
      {
        kind: 'submission_graded',
        link: `/children?child=${actors.student.id}`,
        data: expect.objectContaining({ student_id: actors.student.id, score: 8 }),
      },
    ])
    const aboutEino = await clients.parent
      .from('notifications')
      .select('id')
      .eq('data->>student_id', ids.sibling)
      .eq('data->>assignment_id', assignmentId)
    expect(aboutEino.data).toEqual([])
    const otherParent = await clients.otherParent
      .from('notifications')
      .select('id')
      .eq('data->>assignment_id', assignmentId)
    expect(otherParent.data).toEqual([])

    // As the children page reads them: embedded in each child through notifications_about,
    // newest first, the caller's own only.
    const children = await clients.parent
      .from('profiles')
      .select(
        'id, guardian_links!guardian_links_student_fkey!inner(parent_id), notifications_about(kind, data)',
      )
      .eq('guardian_links.parent_id', actors.parent.id)
      .order('created_at', { referencedTable: 'notifications_about', ascending: false })
      .limit(10, { referencedTable: 'notifications_about' })
    expect(children.error).toBeNull()
    const aino = children.data!.find((c) => c.id === actors.student.id)!
    const eino = children.data!.find((c) => c.id === ids.sibling)!
    expect(aino.notifications_about[0]).toMatchObject({
      kind: 'submission_graded',
      data: expect.objectContaining({ assignment_id: assignmentId }),
    })
    expect(
      aino.notifications_about.every(
        (n) => (n.data as { student_id?: string }).student_id === actors.student.id,
      ),
    ).toBe(true)
    expect(
      eino.notifications_about.some(
        (n) => (n.data as { assignment_id?: string }).assignment_id === assignmentId,
      ),
    ).toBe(false)
    const asOtherParent = await clients.otherParent
      .from('profiles')
      .select('id, notifications_about(id)')
      .eq('id', actors.student.id)
    expect((asOtherParent.data ?? []).flatMap((c) => c.notifications_about)).toEqual([])
  })
})
