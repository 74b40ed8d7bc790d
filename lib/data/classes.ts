import 'server-only'
import type { ServerSupabase } from '@/lib/supabase/server'
import { pageRange, searchTerm } from '@/lib/validation/daily-common'

export type ClassRow = {
  id: string
  name: string
  description: string | null
  grade_level: number | null
  is_active: boolean
  teacher_id: string | null
  teacher: { first_name: string; last_name: string } | null
  subjects: { count: number }[]
  student_enrollments: { count: number }[]
}

export type Page<T> = { rows: T[]; total: number; error: boolean }

/**
 * One request: the classes with their teacher's name, subject count and active enrolment
 * count embedded (PostgREST counts them in SQL). RLS limits a teacher to their own classes.
 * The teacher is named through the composite foreign key, because student_enrollments would
 * otherwise make profiles ↔ classes ambiguous.
 */
export async function listClasses(supabase: ServerSupabase, opts: { q: string; page: number }): Promise<Page<ClassRow>> {
  const [from, to] = pageRange(opts.page)
  let query = supabase
    .from('classes')
    .select(
      'id, name, description, grade_level, is_active, teacher_id, teacher:profiles!classes_teacher_fkey(first_name, last_name), subjects(count), student_enrollments(count)',
      { count: 'exact' },
    )
    .eq('student_enrollments.status', 'active')
  const term = searchTerm(opts.q)
  if (term) query = query.ilike('name', `%${term}%`)
  const { data, count, error } = await query.order('name').order('id').range(from, to)
  return { rows: (data ?? []) as unknown as ClassRow[], total: count ?? 0, error: !!error }
}

export type Option = { id: string; name: string }

/** Classes the caller may put subjects in (filter and form options). */
export async function classOptions(supabase: ServerSupabase): Promise<Option[]> {
  const { data } = await supabase.from('classes').select('id, name').order('name').limit(500)
  return (data ?? []) as Option[]
}

/** Active teachers (and the principal) of the school, for "assign teacher". Principal only by RLS. */
export async function teacherOptions(supabase: ServerSupabase): Promise<Option[]> {
  const { data } = await supabase
    .from('profiles')
    .select('id, first_name, last_name')
    .in('role', ['teacher', 'principal'])
    .eq('is_active', true)
    .order('last_name')
    .limit(500)
  return ((data ?? []) as { id: string; first_name: string; last_name: string }[]).map((p) => ({
    id: p.id,
    name: `${p.first_name} ${p.last_name}`.trim(),
  }))
}
