import 'server-only'
import type { ServerSupabase } from '@/lib/supabase/server'

// Reads behind each role's "next steps" on the dashboard. Each is one request with its
// related rows embedded, except the parent's, which is two whatever the number of children.
// Each returns null when the read fails, so the page can say so instead of pretending there
// is nothing to do.

const DUE_SOON_DAYS = 14
const LIMIT = 5
/** Assignments due in two weeks across all of a parent's children's classes: a safety cap. */
const DUE_CAP = 200

type Person = { first_name: string; last_name: string }
const fullName = (p: Person | null | undefined) => (p ? `${p.first_name} ${p.last_name}`.trim() : '')

export type PendingTeacher = { id: string; name: string; createdAt: string }

export async function getPendingTeachers(supabase: ServerSupabase): Promise<PendingTeacher[] | null> {
  const { data, error } = await supabase
    .from('profiles')
    .select('id, first_name, last_name, created_at')
    .eq('role', 'teacher')
    .eq('is_active', false)
    .order('created_at', { ascending: false })
    .limit(LIMIT)
  if (error) return null
  return data.map((p) => ({ id: p.id, name: fullName(p), createdAt: p.created_at }))
}

export type UngradedSubmission = { id: string; assignment: string; student: string; submittedAt: string }

export async function getUngradedSubmissions(supabase: ServerSupabase): Promise<UngradedSubmission[] | null> {
  const { data, error } = await supabase
    .from('assignment_submissions')
    .select(
      'id, submitted_at, assignment:assignments!assignment_submissions_assignment_fkey(title), student:profiles!assignment_submissions_student_fkey(first_name, last_name)',
    )
    .is('score', null)
    .order('submitted_at', { ascending: true })
    .limit(LIMIT)
  if (error) return null
  return data.map((s) => ({ id: s.id, assignment: s.assignment?.title ?? '', student: fullName(s.student), submittedAt: s.submitted_at }))
}

export type DueAssignment = { id: string; title: string; dueAt: string; submitted: boolean }

function dueWindow() {
  const now = new Date()
  const until = new Date(now.getTime() + DUE_SOON_DAYS * 24 * 60 * 60 * 1000)
  return { from: now.toISOString(), until: until.toISOString() }
}

/**
 * Active assignments due in the next two weeks that RLS lets this user see, soonest first,
 * each with the submissions of the given students embedded (so "handed in" needs no second
 * request). The due-date range excludes assignments without a due date.
 */
function dueSoon(supabase: ServerSupabase, studentIds: string[], limit: number) {
  const { from, until } = dueWindow()
  return supabase
    .from('assignments')
    .select('id, title, due_at, subject:subjects!assignments_subject_fkey(class_id), assignment_submissions(student_id)')
    .eq('is_active', true)
    .gte('due_at', from)
    .lte('due_at', until)
    .in('assignment_submissions.student_id', studentIds)
    .order('due_at', { ascending: true })
    .limit(limit)
}

type DueRow = { id: string; title: string; due_at: string | null; assignment_submissions: { student_id: string }[] }

const dueFor = (studentId: string, rows: DueRow[]): DueAssignment[] =>
  rows.map((a) => ({
    id: a.id,
    title: a.title,
    dueAt: a.due_at ?? '',
    submitted: a.assignment_submissions.some((s) => s.student_id === studentId),
  }))

export async function getStudentDueSoon(supabase: ServerSupabase, studentId: string): Promise<DueAssignment[] | null> {
  const { data, error } = await dueSoon(supabase, [studentId], LIMIT)
  return error ? null : dueFor(studentId, data)
}

export type GradedWork = { id: string; assignment: string; score: number; maxScore: number | null }
export type ChildWork = { id: string; name: string; firstName: string; lastName: string; due: DueAssignment[] | null; graded: GradedWork[] | null }

/**
 * The parent's children with their active classes and their five latest graded pieces of
 * work embedded (the embed's limit applies per child), in one request.
 */
function linkedChildren(supabase: ServerSupabase, parentId: string) {
  return supabase
    .from('profiles')
    .select(
      'id, first_name, last_name, guardian_links!guardian_links_student_fkey!inner(parent_id), student_enrollments!student_enrollments_student_fkey(class_id), assignment_submissions!assignment_submissions_student_fkey(id, score, submitted_at, assignment:assignments!assignment_submissions_assignment_fkey(title, max_score))',
    )
    .eq('guardian_links.parent_id', parentId)
    .eq('student_enrollments.status', 'active')
    .not('assignment_submissions.score', 'is', null)
    .order('submitted_at', { referencedTable: 'assignment_submissions', ascending: false })
    .limit(LIMIT, { referencedTable: 'assignment_submissions' })
    .order('first_name')
}

/**
 * Each linked child with their work due soon and recently graded work: two requests however
 * many children there are — the children with their graded work, then what is due in all
 * their classes, shared out per child.
 */
export async function getChildrenWork(supabase: ServerSupabase, parentId: string): Promise<ChildWork[] | null> {
  const { data: children, error } = await linkedChildren(supabase, parentId)
  if (error) return null
  if (children.length === 0) return []
  const classIds = [...new Set(children.flatMap((c) => c.student_enrollments.map((e) => e.class_id)))]
  const due = classIds.length
    ? await dueSoon(supabase, children.map((c) => c.id), DUE_CAP).in('subject.class_id', classIds).not('subject', 'is', null)
    : { data: [], error: null }
  return children.map((child) => {
    const classes = new Set(child.student_enrollments.map((e) => e.class_id))
    const mine = due.data?.filter((a) => a.subject && classes.has(a.subject.class_id)).slice(0, LIMIT) ?? []
    return {
      id: child.id,
      name: fullName(child),
      firstName: child.first_name,
      lastName: child.last_name,
      due: due.error ? null : dueFor(child.id, mine),
      graded: child.assignment_submissions.map((s) => ({
        id: s.id,
        assignment: s.assignment?.title ?? '',
        score: Number(s.score),
        maxScore: s.assignment?.max_score ?? null,
      })),
    }
  })
}
