import 'server-only'
import type { ServerSupabase } from '@/lib/supabase/server'
import { readPeoplePage, type RowOf } from './paging'

/**
 * The school's teachers by name. The order never depends on their state, so a row does not
 * move away from the pointer (or the keyboard focus) when the principal activates it; the
 * dashboard lists who is waiting.
 */
export async function listTeachers(supabase: ServerSupabase, opts: { q: string; page: number }) {
  const query = supabase
    .from('profiles')
    .select(
      'id, first_name, last_name, email, is_active, approved_at, created_at, classes!classes_teacher_fkey(count)',
      { count: 'exact' },
    )
    .eq('role', 'teacher')
  return readPeoplePage(query, opts)
}

export type TeacherRow = RowOf<typeof listTeachers>

/** A teacher's classes, subjects and load, in one request. */
export async function getTeacher(supabase: ServerSupabase, id: string) {
  const { data } = await supabase
    .from('profiles')
    .select(
      `id, first_name, last_name, email, is_active, approved_at,
       classes!classes_teacher_fkey(id, name, is_active, subjects(id, name, is_active, assignments(count)), student_enrollments(count))`,
    )
    .eq('id', id)
    .in('role', ['teacher', 'principal'])
    .eq('classes.student_enrollments.status', 'active')
    .order('name', { referencedTable: 'classes' })
    .maybeSingle()
  return data
}
