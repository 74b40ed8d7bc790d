import 'server-only'
import type { ServerSupabase } from '@/lib/supabase/server'
import { pageRange, searchTerm } from '@/lib/validation/daily-common'
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
