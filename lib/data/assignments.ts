import 'server-only'
import type { ServerSupabase } from '@/lib/supabase/server'
import { pageRange, searchTerm } from '@/lib/validation/list-params'
import type { Page } from './classes'

export type AssignmentRow = {
  id: string
  title: string
  instructions: string | null
  due_at: string | null
  created_at: string
  max_score: number
  is_active: boolean
  subject_id: string
  subject: { id: string; name: string; class: { name: string } | null } | null
  assignment_submissions: { count: number }[]
}

/** One request: assignments with subject, class and submission count, newest due first. */
export async function listAssignments(
  supabase: ServerSupabase,
  opts: { q: string; page: number; subjectId: string | null },
): Promise<Page<AssignmentRow>> {
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
  const { data, count, error } = await query
    .order('due_at', { ascending: false, nullsFirst: false })
    .order('id')
    .range(from, to)
  return { rows: (data ?? []) as unknown as AssignmentRow[], total: count ?? 0, error: !!error }
}

export type MyAssignmentRow = {
  id: string
  title: string
  instructions: string | null
  due_at: string | null
  created_at: string
  max_score: number
  subject: { id: string; name: string } | null
  assignment_submissions: {
    id: string
    content: string | null
    score: number | null
    feedback: string | null
    submitted_at: string
    graded_at: string | null
  }[]
}

export type MyAssignmentView = 'due' | 'submitted' | 'graded'

/**
 * The student's assignments in one request, with their own submission embedded (RLS gives
 * a student only their own). The tabs filter on that embed: none yet (anti-join),
 * handed in and waiting, graded.
 */
export async function listMyAssignments(
  supabase: ServerSupabase,
  opts: { page: number; view: MyAssignmentView },
): Promise<Page<MyAssignmentRow>> {
  const [from, to] = pageRange(opts.page)
  const embed = opts.view === 'due' ? 'assignment_submissions' : 'assignment_submissions!inner'
  let query = supabase
    .from('assignments')
    .select(
      `id, title, instructions, due_at, created_at, max_score, subject:subjects!assignments_subject_fkey(id, name), ${embed}(id, content, score, feedback, submitted_at, graded_at)`,
      { count: 'exact' },
    )
  if (opts.view === 'due') query = query.is('assignment_submissions', null)
  if (opts.view === 'submitted') query = query.is('assignment_submissions.graded_at', null)
  if (opts.view === 'graded') query = query.not('assignment_submissions.graded_at', 'is', null)
  const { data, count, error } = await query
    .order('due_at', { ascending: opts.view === 'due', nullsFirst: false })
    .order('id')
    .range(from, to)
  return { rows: (data ?? []) as unknown as MyAssignmentRow[], total: count ?? 0, error: !!error }
}
