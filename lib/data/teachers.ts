import 'server-only'
import type { ServerSupabase } from '@/lib/supabase/server'
import { pageRange, searchTerm } from '@/lib/validation/list-params'
import type { Page } from './classes'

export type TeacherRow = {
  id: string
  first_name: string
  last_name: string
  email: string
  is_active: boolean
  created_at: string
  classes: { count: number }[]
}

/** The school's teachers, pending (inactive) ones first so the principal sees them. */
export async function listTeachers(supabase: ServerSupabase, opts: { q: string; page: number }): Promise<Page<TeacherRow>> {
  const [from, to] = pageRange(opts.page)
  let query = supabase
    .from('profiles')
    .select('id, first_name, last_name, email, is_active, created_at, classes!classes_teacher_fkey(count)', { count: 'exact' })
    .eq('role', 'teacher')
  const term = searchTerm(opts.q)
  if (term) query = query.or(`first_name.ilike.*${term}*,last_name.ilike.*${term}*,email.ilike.*${term}*`)
  const { data, count, error } = await query
    .order('is_active')
    .order('last_name')
    .order('id')
    .range(from, to)
  return { rows: (data ?? []) as unknown as TeacherRow[], total: count ?? 0, error: !!error }
}

export type TeacherDetail = {
  id: string
  first_name: string
  last_name: string
  email: string
  is_active: boolean
  classes: {
    id: string
    name: string
    is_active: boolean
    subjects: { id: string; name: string; is_active: boolean; assignments: { count: number }[] }[]
    student_enrollments: { count: number }[]
  }[]
}

/** A teacher's classes, subjects and load, in one request. */
export async function getTeacher(supabase: ServerSupabase, id: string): Promise<TeacherDetail | null> {
  const { data } = await supabase
    .from('profiles')
    .select(
      `id, first_name, last_name, email, is_active,
       classes!classes_teacher_fkey(id, name, is_active, subjects(id, name, is_active, assignments(count)), student_enrollments(count))`.replace(/\s+/g, ' '),
    )
    .eq('id', id)
    .in('role', ['teacher', 'principal'])
    .eq('classes.student_enrollments.status', 'active')
    .order('name', { referencedTable: 'classes' })
    .maybeSingle()
  return (data as unknown as TeacherDetail | null) ?? null
}
