import 'server-only'
import type { ServerSupabase } from '@/lib/supabase/server'
import { pageRange } from '@/lib/validation/daily-common'
import type { SubmissionStatusFilter } from '@/lib/validation/submissions'
import type { Page } from './classes'

export type StudentNeeds = {
  id: string
  first_name: string
  last_name: string
  accommodations_needed: string[]
  student_accommodations: { accommodation: string; is_active: boolean }[]
}

export type SubmissionRow = {
  id: string
  content: string | null
  score: number | null
  feedback: string | null
  submitted_at: string
  graded_at: string | null
  student: StudentNeeds | null
  assignment: {
    id: string
    title: string
    due_at: string | null
    created_at: string
    max_score: number
    subject: { name: string } | null
    school: { extended_time_factor: number } | null
  } | null
}

export type MissingRow = Omit<StudentNeeds, 'student_accommodations'> & {
  student_accommodations: StudentNeeds['student_accommodations']
}

// The student's needs travel with each row so the page can compute the personal due date
// (lib/accommodations) without a request per row. Foreign keys are named where two
// relationships connect the same tables (student vs grader, direct vs through a junction).
const STUDENT = `student:profiles!assignment_submissions_student_fkey(id, first_name, last_name, accommodations_needed,
  student_accommodations!student_accommodations_student_fkey(accommodation, is_active))`
const ASSIGNMENT = `assignment:assignments!assignment_submissions_assignment_fkey(id, title, due_at, created_at, max_score,
  subject:subjects!assignments_subject_fkey(name), school:schools!assignments_school_id_fkey(extended_time_factor))`
const COLUMNS = `id, content, score, feedback, submitted_at, graded_at, ${STUDENT}, ${ASSIGNMENT}`.replace(/\s+/g, ' ')

export type SubmissionFilters = {
  page: number
  status: SubmissionStatusFilter | null
  assignmentIds: string[] | null // null = every assignment the caller can see
}

/** Handed-in work, newest first. Late needs the database's personal due dates (a view). */
export async function listSubmissions(supabase: ServerSupabase, f: SubmissionFilters): Promise<Page<SubmissionRow>> {
  const [from, to] = pageRange(f.page)
  if (f.assignmentIds && f.assignmentIds.length === 0) return { rows: [], total: 0, error: false }

  if (f.status === 'late') {
    // submission_timeliness knows each student's personal due date; it has no foreign keys
    // to embed through, so it picks the page of ids and a second read fills them in.
    let late = supabase
      .from('submission_timeliness')
      .select('submission_id', { count: 'exact' })
      .eq('is_late', true)
    if (f.assignmentIds) late = late.in('assignment_id', f.assignmentIds)
    const ids = await late.order('submitted_at', { ascending: false }).range(from, to)
    const pageIds = ((ids.data ?? []) as { submission_id: string }[]).map((r) => r.submission_id)
    if (ids.error || pageIds.length === 0) return { rows: [], total: ids.count ?? 0, error: !!ids.error }
    const { data, error } = await supabase
      .from('assignment_submissions')
      .select(COLUMNS)
      .in('id', pageIds)
      .order('submitted_at', { ascending: false })
    return { rows: (data ?? []) as unknown as SubmissionRow[], total: ids.count ?? 0, error: !!error }
  }

  let query = supabase.from('assignment_submissions').select(COLUMNS, { count: 'exact' })
  if (f.assignmentIds) query = query.in('assignment_id', f.assignmentIds)
  if (f.status === 'graded') query = query.not('graded_at', 'is', null)
  if (f.status === 'submitted') query = query.is('graded_at', null)
  const { data, count, error } = await query.order('submitted_at', { ascending: false }).order('id').range(from, to)
  return { rows: (data ?? []) as unknown as SubmissionRow[], total: count ?? 0, error: !!error }
}

/**
 * Students of the assignment's class who have handed nothing in: an anti-join
 * (`assignment_submissions=is.null`) in one request.
 */
export async function listMissing(
  supabase: ServerSupabase,
  opts: { page: number; classId: string; assignmentId: string },
): Promise<Page<MissingRow>> {
  const [from, to] = pageRange(opts.page)
  const { data, count, error } = await supabase
    .from('profiles')
    .select(
      'id, first_name, last_name, accommodations_needed, student_accommodations!student_accommodations_student_fkey(accommodation, is_active), student_enrollments!inner(class_id), assignment_submissions!assignment_submissions_student_fkey(id)',
      { count: 'exact' },
    )
    .eq('role', 'student')
    .eq('student_enrollments.class_id', opts.classId)
    .eq('student_enrollments.status', 'active')
    .eq('assignment_submissions.assignment_id', opts.assignmentId)
    .is('assignment_submissions', null)
    .order('last_name')
    .order('id')
    .range(from, to)
  return { rows: (data ?? []) as unknown as MissingRow[], total: count ?? 0, error: !!error }
}

/** The latest handed-in work, for the teacher's dashboard (spec: 5 by default). */
export async function recentSubmissions(supabase: ServerSupabase, limit = 5): Promise<SubmissionRow[]> {
  const { data } = await supabase
    .from('assignment_submissions')
    .select(COLUMNS)
    .order('submitted_at', { ascending: false })
    .limit(limit)
  return (data ?? []) as unknown as SubmissionRow[]
}
