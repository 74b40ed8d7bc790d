import 'server-only'
import type { ServerSupabase } from '@/lib/supabase/server'
import { searchTerm } from '@/lib/validation/list-params'
import { pageShowing, readPage, type RowOf } from './paging'

const ASSIGNMENT_COLUMNS =
  'id, title, instructions, due_at, created_at, max_score, is_active, subject_id, subject:subjects!assignments_subject_fkey(id, name, class:classes!subjects_class_fkey(id, name)), assignment_submissions(count)' as const

/**
 * One request: assignments with subject, class and submission count, newest due first. The
 * school is named as well as RLS decides, so that an index gives the page's rows in order.
 * `shown`, an assignment just created, is read beside it and put first (pageShowing).
 */
export async function listAssignments(
  supabase: ServerSupabase,
  opts: {
    schoolId: string
    q: string
    page: number
    subjectId: string | null
    shown?: string | null
  },
) {
  let query = supabase
    .from('assignments')
    .select(ASSIGNMENT_COLUMNS, { count: 'exact' })
    .eq('school_id', opts.schoolId)
  const term = searchTerm(opts.q)
  if (term) query = query.ilike('title', `%${term}%`)
  if (opts.subjectId) query = query.eq('subject_id', opts.subjectId)
  return pageShowing(
    readPage(query.order('due_at', { ascending: false, nullsFirst: false }).order('id'), opts.page),
    opts.shown
      ? supabase.from('assignments').select(ASSIGNMENT_COLUMNS).eq('id', opts.shown).maybeSingle()
      : null,
  )
}

export type AssignmentRow = RowOf<typeof listAssignments>

export type MyAssignmentView = 'due' | 'submitted' | 'graded'

/**
 * The student's work in one request, from the student_work view: their own due date (extended
 * time applied by the database) beside the class's, and their hand-in. Work that fell due
 * before they joined the class is not theirs, so it never shows as past due. The tabs: nothing
 * handed in yet, handed in and waiting, graded.
 */
export async function listMyAssignments(
  supabase: ServerSupabase,
  opts: { page: number; view: MyAssignmentView; studentId: string },
) {
  let query = supabase
    .from('student_work')
    .select(
      'assignment_id, title, instructions, subject_name, max_score, base_due_at, due_at, extended, submission_id, content, score, feedback, submitted_at, graded_at',
      { count: 'exact' },
    )
    .eq('student_id', opts.studentId)
  if (opts.view === 'due') query = query.is('submission_id', null)
  else query = query.not('submission_id', 'is', null)
  if (opts.view === 'submitted') query = query.is('graded_at', null)
  if (opts.view === 'graded') query = query.not('graded_at', 'is', null)
  return readPage(
    query
      .order('due_at', { ascending: opts.view === 'due', nullsFirst: false })
      .order('assignment_id'),
    opts.page,
  )
}

export type MyAssignmentRow = RowOf<typeof listMyAssignments>

/** The student's work in one subject, soonest own due date first (at most 50). */
export async function listMyWorkInSubject(
  supabase: ServerSupabase,
  studentId: string,
  subjectId: string,
) {
  const { data } = await supabase
    .from('student_work')
    .select('assignment_id, title, base_due_at, due_at, extended')
    .eq('student_id', studentId)
    .eq('subject_id', subjectId)
    .order('due_at', { ascending: true, nullsFirst: false })
    .limit(50)
  return data ?? []
}
