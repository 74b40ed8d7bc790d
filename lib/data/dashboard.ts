import 'server-only'
import { dueFromDb, type PersonalDue } from '@/lib/accommodations/due-date'
import type { ServerSupabase } from '@/lib/supabase/server'

// Reads behind each role's "next steps" on the dashboard. Each is one request with its
// related rows embedded, except the parent's, which is two whatever the number of children.
// Each returns null when the read fails, so the page can say so instead of pretending there
// is nothing to do.

const DUE_SOON_DAYS = 14
const LIMIT = 5
/** Pieces of work due in two weeks across all of a parent's children: a safety cap. */
const DUE_CAP = 200

type Person = { first_name: string; last_name: string }
const fullName = (p: Person | null | undefined) =>
  p ? `${p.first_name} ${p.last_name}`.trim() : ''

export type WaitingMember = {
  id: string
  name: string
  role: 'teacher' | 'student' | 'parent'
  createdAt: string
}

const MEMBER_ROLES = ['teacher', 'student', 'parent'] as const
const isMemberRole = (role: string): role is WaitingMember['role'] =>
  (MEMBER_ROLES as readonly string[]).includes(role)

/**
 * People who signed up and wait for the principal's approval, newest first: never approved, so
 * someone the principal deactivated is not "waiting" again, and not an account that waits only
 * for its invitation link (the waiting_members view says who waits).
 */
export async function getWaitingMembers(supabase: ServerSupabase): Promise<WaitingMember[] | null> {
  const { data, error } = await supabase
    .from('waiting_members')
    .select('id, first_name, last_name, role, created_at')
    .order('created_at', { ascending: false })
    .limit(LIMIT)
  if (error) return null
  // A view's columns are nullable in the generated types; the view's rows never lack them.
  return data.flatMap(({ id, first_name, last_name, role, created_at }) =>
    id && role && created_at && isMemberRole(role)
      ? [
          {
            id,
            name: fullName({ first_name: first_name ?? '', last_name: last_name ?? '' }),
            role,
            createdAt: created_at,
          },
        ]
      : [],
  )
}

export type UngradedSubmission = {
  id: string
  assignmentId: string
  assignment: string
  studentId: string
  student: string
  submittedAt: string
}

export async function getUngradedSubmissions(
  supabase: ServerSupabase,
): Promise<UngradedSubmission[] | null> {
  const { data, error } = await supabase
    .from('assignment_submissions')
    .select(
      'id, assignment_id, student_id, submitted_at, assignment:assignments!assignment_submissions_assignment_fkey(title), student:profiles!assignment_submissions_student_fkey(first_name, last_name)',
    )
    .is('score', null)
    .order('submitted_at', { ascending: true })
    .limit(LIMIT)
  if (error) return null
  return data.map((s) => ({
    id: s.id,
    assignmentId: s.assignment_id,
    assignment: s.assignment?.title ?? '',
    studentId: s.student_id,
    student: fullName(s.student),
    submittedAt: s.submitted_at,
  }))
}

export type DueAssignment = {
  id: string
  title: string
  subjectId: string
  subject: string
  due: PersonalDue | null
  submitted: boolean
}

function dueWindow() {
  const now = new Date()
  const until = new Date(now.getTime() + DUE_SOON_DAYS * 24 * 60 * 60 * 1000)
  return { from: now.toISOString(), until: until.toISOString() }
}

/**
 * Work of the given students due in the next two weeks by each one's own due date (extended
 * time applied by the database, so an assignment whose class date has passed still shows
 * while the student's own date has not), soonest first. Work that fell due before a student
 * joined is not theirs (the view leaves it out).
 */
function dueSoon(supabase: ServerSupabase, studentIds: string[], limit: number) {
  const { from, until } = dueWindow()
  return supabase
    .from('student_work')
    .select(
      'assignment_id, student_id, title, subject_id, subject_name, base_due_at, due_at, extended, submission_id',
    )
    .in('student_id', studentIds)
    .gte('due_at', from)
    .lte('due_at', until)
    .order('due_at', { ascending: true })
    .order('assignment_id')
    .limit(limit)
}

type DueRow = {
  assignment_id: string | null
  student_id: string | null
  title: string | null
  subject_id: string | null
  subject_name: string | null
  base_due_at: string | null
  due_at: string | null
  extended: boolean | null
  submission_id: string | null
}

const dueFor = (studentId: string, rows: DueRow[]): DueAssignment[] =>
  rows
    .filter((r) => r.student_id === studentId)
    .slice(0, LIMIT)
    .map((r) => ({
      id: r.assignment_id ?? '',
      title: r.title ?? '',
      subjectId: r.subject_id ?? '',
      subject: r.subject_name ?? '',
      due: dueFromDb(r),
      submitted: r.submission_id !== null,
    }))

export async function getStudentDueSoon(
  supabase: ServerSupabase,
  studentId: string,
): Promise<DueAssignment[] | null> {
  const { data, error } = await dueSoon(supabase, [studentId], LIMIT)
  return error ? null : dueFor(studentId, data)
}

export type GradedWork = { id: string; assignment: string; score: number; maxScore: number | null }
export type ChildWork = {
  id: string
  name: string
  firstName: string
  lastName: string
  due: DueAssignment[] | null
  graded: GradedWork[] | null
}

/**
 * The parent's children with their five latest graded pieces of work embedded (the embed's
 * limit applies per child), in one request.
 */
function linkedChildren(supabase: ServerSupabase, parentId: string) {
  return supabase
    .from('profiles')
    .select(
      'id, first_name, last_name, guardian_links!guardian_links_student_fkey!inner(parent_id), assignment_submissions!assignment_submissions_student_fkey(id, score, submitted_at, assignment:assignments!assignment_submissions_assignment_fkey(title, max_score))',
    )
    .eq('guardian_links.parent_id', parentId)
    .not('assignment_submissions.score', 'is', null)
    .order('submitted_at', { referencedTable: 'assignment_submissions', ascending: false })
    .limit(LIMIT, { referencedTable: 'assignment_submissions' })
    .order('first_name')
}

/**
 * Each linked child with their work due soon (by the child's own due date) and recently
 * graded work: two requests however many children there are — the children with their graded
 * work, then what is due for all of them, shared out per child.
 */
export async function getChildrenWork(
  supabase: ServerSupabase,
  parentId: string,
): Promise<ChildWork[] | null> {
  const { data: children, error } = await linkedChildren(supabase, parentId)
  if (error) return null
  if (children.length === 0) return []
  const due = await dueSoon(
    supabase,
    children.map((c) => c.id),
    DUE_CAP,
  )
  return children.map((child) => ({
    id: child.id,
    name: fullName(child),
    firstName: child.first_name,
    lastName: child.last_name,
    due: due.error ? null : dueFor(child.id, due.data),
    graded: child.assignment_submissions.map((s) => ({
      id: s.id,
      assignment: s.assignment?.title ?? '',
      score: Number(s.score),
      maxScore: s.assignment?.max_score ?? null,
    })),
  }))
}
