import 'server-only'
import type { ServerSupabase } from '@/lib/supabase/server'
import { pageRange, searchTerm } from '@/lib/validation/list-params'
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
  /** Whether the share link works right now (computed at read time). */
  link_state: 'open' | 'revoked' | 'expired'
}

function linkState(row: { enrollment_enabled: boolean; enrollment_expires_at: string | null }, now: number) {
  if (!row.enrollment_enabled) return 'revoked' as const
  return row.enrollment_expires_at && Date.parse(row.enrollment_expires_at) <= now ? ('expired' as const) : ('open' as const)
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
  const now = Date.now()
  const rows = ((data ?? []) as unknown as Omit<SubjectRow, 'link_state'>[]).map((row) => ({ ...row, link_state: linkState(row, now) }))
  return { rows, total: count ?? 0, error: !!error }
}

export type SubjectOption = { id: string; name: string; class_id: string; assignments: { id: string; title: string }[] }

/** Subjects (with their assignments) for filters and forms, in one request. */
export async function subjectOptions(supabase: ServerSupabase, withAssignments = false): Promise<SubjectOption[]> {
  const columns = withAssignments ? 'id, name, class_id, assignments(id, title)' : 'id, name, class_id'
  const { data } = await supabase.from('subjects').select(columns).order('name').limit(500)
  return ((data ?? []) as unknown as SubjectOption[]).map((s) => ({ ...s, assignments: s.assignments ?? [] }))
}

export type StudentSubjectRow = {
  id: string
  name: string
  description: string | null
  class: { id: string; name: string } | null
}

/** RLS shows a student only the active subjects of their active classes. */
export async function listMySubjects(supabase: ServerSupabase, opts: { q: string; page: number }): Promise<Page<StudentSubjectRow>> {
  const [from, to] = pageRange(opts.page)
  let query = supabase
    .from('subjects')
    .select('id, name, description, class:classes!subjects_class_fkey(id, name)', { count: 'exact' })
  const term = searchTerm(opts.q)
  if (term) query = query.ilike('name', `%${term}%`)
  const { data, count, error } = await query.order('name').order('id').range(from, to)
  return { rows: (data ?? []) as unknown as StudentSubjectRow[], total: count ?? 0, error: !!error }
}

export type StudentSubjectDetail = StudentSubjectRow & {
  assignments: { id: string; title: string; due_at: string | null; created_at: string; max_score: number }[]
  videos: { id: string; title: string; duration_seconds: number | null }[]
}

/** One subject with its assignments and videos (RLS: active ones the student may see). */
export async function getMySubject(supabase: ServerSupabase, id: string): Promise<StudentSubjectDetail | null> {
  const { data } = await supabase
    .from('subjects')
    .select(
      'id, name, description, class:classes!subjects_class_fkey(id, name), assignments(id, title, due_at, created_at, max_score), videos!videos_subject_fkey(id, title, duration_seconds)',
    )
    .eq('id', id)
    .order('due_at', { referencedTable: 'assignments', ascending: true })
    .limit(50, { referencedTable: 'assignments' })
    .limit(50, { referencedTable: 'videos' })
    .maybeSingle()
  return (data as unknown as StudentSubjectDetail | null) ?? null
}
