import 'server-only'
import type { ServerSupabase } from '@/lib/supabase/server'
import { pageRange, searchTerm } from '@/lib/validation/daily-common'
import type { Page } from './classes'

export type SubjectRow = {
  id: string
  name: string
  description: string | null
  is_active: boolean
  class_id: string
  enrollment_enabled: boolean
  enrollment_expires_at: string | null
  class: { id: string; name: string; teacher: { first_name: string; last_name: string } | null } | null
}

/** One request: subjects with their class and the class teacher's name, searched and paged. */
export async function listSubjects(
  supabase: ServerSupabase,
  opts: { q: string; page: number; classId: string | null },
): Promise<Page<SubjectRow>> {
  const [from, to] = pageRange(opts.page)
  let query = supabase
    .from('subjects')
    .select(
      'id, name, description, is_active, class_id, enrollment_enabled, enrollment_expires_at, class:classes!subjects_class_fkey(id, name, teacher:profiles!classes_teacher_fkey(first_name, last_name))',
      { count: 'exact' },
    )
  const term = searchTerm(opts.q)
  if (term) query = query.ilike('name', `%${term}%`)
  if (opts.classId) query = query.eq('class_id', opts.classId)
  const { data, count, error } = await query.order('name').order('id').range(from, to)
  return { rows: (data ?? []) as unknown as SubjectRow[], total: count ?? 0, error: !!error }
}

export type SubjectOption = { id: string; name: string; class_id: string; assignments: { id: string; title: string }[] }

/** Subjects (with their assignments) for filters and forms, in one request. */
export async function subjectOptions(supabase: ServerSupabase, withAssignments = false): Promise<SubjectOption[]> {
  const columns = withAssignments ? 'id, name, class_id, assignments(id, title)' : 'id, name, class_id'
  const { data } = await supabase.from('subjects').select(columns).order('name').limit(500)
  return ((data ?? []) as unknown as SubjectOption[]).map((s) => ({ ...s, assignments: s.assignments ?? [] }))
}
