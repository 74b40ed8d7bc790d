import 'server-only'
import type { ServerSupabase } from '@/lib/supabase/server'

// Reads behind each role's "next steps" on the dashboard. Each returns null when the read
// fails, so the page can say so instead of pretending there is nothing to do.
// Related rows are fetched with `in (...)` rather than embeds: it keeps these reads
// independent of foreign-key naming while the data model settles.

const DUE_SOON_DAYS = 14
const LIMIT = 5

type Person = { id: string; first_name: string; last_name: string }
const fullName = (p: Person | undefined) => (p ? `${p.first_name} ${p.last_name}`.trim() : '')

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
    .select('id, assignment_id, student_id, submitted_at')
    .is('score', null)
    .order('submitted_at', { ascending: true })
    .limit(LIMIT)
  if (error) return null
  if (data.length === 0) return []
  const [assignments, students] = await Promise.all([
    supabase.from('assignments').select('id, title').in('id', [...new Set(data.map((s) => s.assignment_id))]),
    supabase.from('profiles').select('id, first_name, last_name').in('id', [...new Set(data.map((s) => s.student_id))]),
  ])
  if (assignments.error || students.error) return null
  return data.map((s) => ({
    id: s.id,
    assignment: assignments.data.find((a) => a.id === s.assignment_id)?.title ?? '',
    student: fullName(students.data.find((p) => p.id === s.student_id)),
    submittedAt: s.submitted_at,
  }))
}

export type DueAssignment = { id: string; title: string; dueAt: string; submitted: boolean }

function dueWindow() {
  const now = new Date()
  const until = new Date(now.getTime() + DUE_SOON_DAYS * 24 * 60 * 60 * 1000)
  return { from: now.toISOString(), until: until.toISOString() }
}

/** Assignments due in the next two weeks that RLS lets this user see, optionally per subjects. */
async function dueSoon(supabase: ServerSupabase, studentId: string, subjectIds?: string[]) {
  const { from, until } = dueWindow()
  let query = supabase
    .from('assignments')
    .select('id, title, due_at')
    .eq('is_active', true)
    .gte('due_at', from)
    .lte('due_at', until)
    .order('due_at', { ascending: true })
    .limit(LIMIT)
  if (subjectIds) query = query.in('subject_id', subjectIds)
  const { data, error } = await query
  if (error) return null
  if (data.length === 0) return []
  const { data: done, error: doneError } = await supabase
    .from('assignment_submissions')
    .select('assignment_id')
    .eq('student_id', studentId)
    .in('assignment_id', data.map((a) => a.id))
  if (doneError) return null
  const submitted = new Set(done.map((d) => d.assignment_id))
  // The due-date range filter above excludes assignments without a due date.
  return data.map((a) => ({ id: a.id, title: a.title, dueAt: a.due_at!, submitted: submitted.has(a.id) }))
}

export function getStudentDueSoon(supabase: ServerSupabase, studentId: string): Promise<DueAssignment[] | null> {
  return dueSoon(supabase, studentId)
}

export type GradedWork = { id: string; assignment: string; score: number; maxScore: number | null }
export type ChildWork = { id: string; name: string; due: DueAssignment[] | null; graded: GradedWork[] | null }

async function childDue(supabase: ServerSupabase, childId: string) {
  const { data: enrolments, error } = await supabase
    .from('student_enrollments')
    .select('class_id')
    .eq('student_id', childId)
    .eq('status', 'active')
  if (error) return null
  if (enrolments.length === 0) return []
  const { data: subjects, error: subjectError } = await supabase
    .from('subjects')
    .select('id')
    .in('class_id', enrolments.map((e) => e.class_id))
  if (subjectError) return null
  if (subjects.length === 0) return []
  return dueSoon(supabase, childId, subjects.map((s) => s.id))
}

async function childGraded(supabase: ServerSupabase, childId: string): Promise<GradedWork[] | null> {
  const { data, error } = await supabase
    .from('assignment_submissions')
    .select('id, assignment_id, score, submitted_at')
    .eq('student_id', childId)
    .not('score', 'is', null)
    .order('submitted_at', { ascending: false })
    .limit(LIMIT)
  if (error) return null
  if (data.length === 0) return []
  const { data: assignments, error: aError } = await supabase
    .from('assignments')
    .select('id, title, max_score')
    .in('id', data.map((s) => s.assignment_id))
  if (aError) return null
  return data.map((s) => {
    const a = assignments.find((x) => x.id === s.assignment_id)
    return { id: s.id, assignment: a?.title ?? '', score: Number(s.score), maxScore: a?.max_score ?? null }
  })
}

/** Each linked child with their work due soon and recently graded work. */
export async function getChildrenWork(supabase: ServerSupabase, parentId: string): Promise<ChildWork[] | null> {
  const { data: links, error } = await supabase
    .from('guardian_links')
    .select('student_id')
    .eq('parent_id', parentId)
  if (error) return null
  if (links.length === 0) return []
  const { data: children, error: childError } = await supabase
    .from('profiles')
    .select('id, first_name, last_name')
    .in('id', links.map((l) => l.student_id))
    .order('first_name')
  if (childError) return null
  return Promise.all(
    children.map(async (child) => {
      const [due, graded] = await Promise.all([childDue(supabase, child.id), childGraded(supabase, child.id)])
      return { id: child.id, name: fullName(child), due, graded }
    }),
  )
}
