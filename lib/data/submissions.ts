import 'server-only'
import type { ServerSupabase } from '@/lib/supabase/server'
import { pageRange } from '@/lib/validation/list-params'
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
  /** One assignment, else one subject, else everything the caller can see (RLS). */
  assignmentId: string | null
  subjectId: string | null
}

/**
 * Handed-in work, newest first, in one request. 'Late' needs each student's personal due
 * date, which only the database knows: late_submissions() returns those rows with the
 * table's row type, so the same embeds, paging and count apply on top of it.
 */
export async function listSubmissions(supabase: ServerSupabase, f: SubmissionFilters): Promise<Page<SubmissionRow>> {
  const [from, to] = pageRange(f.page)
  const bySubject = !f.assignmentId && f.subjectId
  let query
  if (f.status === 'late') {
    const args = f.assignmentId ? { for_assignment: f.assignmentId } : bySubject ? { for_subject: f.subjectId! } : {}
    query = supabase.rpc('late_submissions', args, { get: true, count: 'exact' }).select(COLUMNS)
  } else {
    // A subject filter goes through the embedded assignment (an inner join), so the page
    // does not have to look up the subject's assignments first.
    const columns = bySubject ? COLUMNS.replace('assignment_submissions_assignment_fkey(', 'assignment_submissions_assignment_fkey!inner(') : COLUMNS
    query = supabase.from('assignment_submissions').select(columns, { count: 'exact' })
    if (f.assignmentId) query = query.eq('assignment_id', f.assignmentId)
    if (bySubject) query = query.eq('assignment.subject_id', f.subjectId!)
    if (f.status === 'graded') query = query.not('graded_at', 'is', null)
    if (f.status === 'submitted') query = query.is('graded_at', null)
  }
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
