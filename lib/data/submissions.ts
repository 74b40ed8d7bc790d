import 'server-only'
import type { ServerSupabase } from '@/lib/supabase/server'
import { searchTerm } from '@/lib/validation/list-params'
import type { SubmissionStatusFilter } from '@/lib/validation/submissions'
import { readPage, type RowOf } from './paging'

// Each row brings its student's own due date (`due`, from the computed relationship own_due:
// extended time applied by the database, for the whole page in one go). Foreign keys are named
// where two relationships connect the same tables (student vs grader, direct vs through a
// junction).
const STUDENT =
  'student:profiles!assignment_submissions_student_fkey(id, first_name, last_name)' as const
const ASSIGNMENT =
  `assignment:assignments!assignment_submissions_assignment_fkey(id, title, due_at, max_score,
  subject:subjects!assignments_subject_fkey(name))` as const
const COLUMNS =
  `id, content, score, feedback, submitted_at, graded_at, due:own_due(personal_due_at), ${STUDENT}, ${ASSIGNMENT}` as const

export type SubmissionFilters = {
  /** The caller's school: RLS decides as well, but with the school named an index gives the newest rows first. */
  schoolId: string
  page: number
  status: SubmissionStatusFilter | null
  /** One assignment, else one subject, else everything the caller can see (RLS). */
  assignmentId: string | null
  subjectId: string | null
  /** One student (a link from the dashboard or the student's page). */
  studentId: string | null
  /** Part of a student's name, as typed: one word matches a first or last name, two or more the first and the last. */
  student: string
  /** False when the total comes from the subjects' tallies (tallyTotal), so the rows need not be counted. */
  counted?: boolean
}

type NameFilter<Q> = {
  eq(column: string, value: string): Q
  ilike(column: string, pattern: string): Q
  or(filters: string, opts?: { referencedTable?: string }): Q
  not(column: string, operator: string, value: unknown): Q
}

/**
 * Narrows a query to one student, or to students whose name matches what was typed. `prefix`
 * is the embedded student (`student.`) or '' when the rows are students themselves.
 */
function forStudent<Q extends NameFilter<Q>>(
  query: Q,
  f: Pick<SubmissionFilters, 'studentId' | 'student'>,
  idColumn: string,
  prefix: string,
): Q {
  let q = query
  if (f.studentId) q = q.eq(idColumn, f.studentId)
  const words = searchTerm(f.student).split(' ').filter(Boolean)
  if (words.length === 1) {
    const like = `first_name.ilike.*${words[0]}*,last_name.ilike.*${words[0]}*`
    q = prefix ? q.or(like, { referencedTable: prefix.slice(0, -1) }) : q.or(like)
  } else if (words.length > 1) {
    q = q
      .ilike(`${prefix}first_name`, `%${words[0]}%`)
      .ilike(`${prefix}last_name`, `%${words[words.length - 1]}%`)
  }
  if (prefix && words.length) q = q.not(prefix.slice(0, -1), 'is', null)
  return q
}

/**
 * Handed-in work, newest first, in one request. 'Late' needs each student's personal due
 * date, which only the database knows: late_submissions() returns those rows with the
 * table's row type, so the same embeds, paging and count apply on top of it.
 */
export async function listSubmissions(supabase: ServerSupabase, f: SubmissionFilters) {
  const count = f.counted === false ? undefined : ('exact' as const)
  if (f.status === 'late') {
    const bySubject = !f.assignmentId && f.subjectId
    const args = f.assignmentId
      ? { for_assignment: f.assignmentId }
      : bySubject
        ? { for_subject: f.subjectId! }
        : {}
    const late = forStudent(
      supabase
        .rpc('late_submissions', args, { get: true, count })
        .select(COLUMNS)
        .eq('school_id', f.schoolId),
      f,
      'student_id',
      'student.',
    )
    return readPage(late.order('submitted_at', { ascending: false }).order('id'), f.page)
  }
  return readPage(
    handedIn(supabase, f, { count }).order('submitted_at', { ascending: false }).order('id'),
    f.page,
  )
}

/** How many hand-ins the filters (other than 'late') find, without reading them. */
export async function countSubmissions(
  supabase: ServerSupabase,
  f: SubmissionFilters,
): Promise<number | null> {
  const { count, error } = await handedIn(supabase, f, { count: 'exact', head: true })
  return error ? null : count
}

/** The hand-ins of the filters other than 'late', as one query on assignment_submissions. */
function handedIn(
  supabase: ServerSupabase,
  f: SubmissionFilters,
  options: { count?: 'exact'; head?: boolean },
) {
  let query = forStudent(
    supabase.from('assignment_submissions').select(COLUMNS, options).eq('school_id', f.schoolId),
    f,
    'student_id',
    'student.',
  )
  if (f.assignmentId) query = query.eq('assignment_id', f.assignmentId)
  // A subject filter goes through the embedded assignment, which must then be there (an
  // inner join), so the page does not have to look up the subject's assignments first.
  else if (f.subjectId)
    query = query.eq('assignment.subject_id', f.subjectId).not('assignment', 'is', null)
  if (f.status === 'graded') query = query.not('graded_at', 'is', null)
  if (f.status === 'submitted') query = query.is('graded_at', null)
  return query
}

export type SubmissionRow = RowOf<typeof listSubmissions>

/**
 * Students of the assignment's class who have handed nothing in: an anti-join
 * (`assignment_submissions=is.null`) in one request. Students who joined the class after the
 * assignment fell due are left out: it was never their work (the rule of student_work).
 */
export async function listMissing(
  supabase: ServerSupabase,
  opts: { page: number; classId: string; assignmentId: string; dueAt: string | null } & Pick<
    SubmissionFilters,
    'studentId' | 'student'
  >,
) {
  let query = supabase
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
  if (opts.dueAt) query = query.lte('student_enrollments.enrolled_at', opts.dueAt)
  return readPage(forStudent(query, opts, 'id', '').order('last_name').order('id'), opts.page)
}

export type MissingRow = RowOf<typeof listMissing>
