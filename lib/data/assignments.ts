import 'server-only'
import type { ServerSupabase } from '@/lib/supabase/server'
import { pageRange, searchTerm } from '@/lib/validation/list-params'
import { toPage, type RowOf } from './paging'

/** One request: assignments with subject, class and submission count, newest due first. */
export async function listAssignments(
  supabase: ServerSupabase,
  opts: { q: string; page: number; subjectId: string | null },
) {
  const [from, to] = pageRange(opts.page)
  let query = supabase
    .from('assignments')
    .select(
      'id, title, instructions, due_at, created_at, max_score, is_active, subject_id, subject:subjects!assignments_subject_fkey(id, name, class:classes!subjects_class_fkey(name)), assignment_submissions(count)',
      { count: 'exact' },
    )
  const term = searchTerm(opts.q)
  if (term) query = query.ilike('title', `%${term}%`)
  if (opts.subjectId) query = query.eq('subject_id', opts.subjectId)
  return toPage(await query.order('due_at', { ascending: false, nullsFirst: false }).order('id').range(from, to))
}

export type AssignmentRow = RowOf<typeof listAssignments>

export type MyAssignmentView = 'due' | 'submitted' | 'graded'

/**
 * The student's assignments in one request, with their own submission embedded (RLS gives
 * a student only their own). The tabs filter on that embed: none yet (anti-join), handed
 * in and waiting, graded (the embed filtered, then required to be there).
 */
export async function listMyAssignments(
  supabase: ServerSupabase,
  opts: { page: number; view: MyAssignmentView },
) {
  const [from, to] = pageRange(opts.page)
  let query = supabase
    .from('assignments')
    .select(
      'id, title, instructions, due_at, created_at, max_score, subject:subjects!assignments_subject_fkey(id, name), assignment_submissions(id, content, score, feedback, submitted_at, graded_at)',
      { count: 'exact' },
    )
  if (opts.view === 'due') query = query.is('assignment_submissions', null)
  else query = query.not('assignment_submissions', 'is', null)
  if (opts.view === 'submitted') query = query.is('assignment_submissions.graded_at', null)
  if (opts.view === 'graded') query = query.not('assignment_submissions.graded_at', 'is', null)
  return toPage(await query.order('due_at', { ascending: opts.view === 'due', nullsFirst: false }).order('id').range(from, to))
}

export type MyAssignmentRow = RowOf<typeof listMyAssignments>
