import 'server-only'
import type { ServerSupabase } from '@/lib/supabase/server'
import { readPeoplePage, type RowOf } from './paging'

/**
 * Students the caller may see (RLS: the principal's school, or a teacher's own students). The
 * school is named as well so that an index gives them in name order, 25 at a time.
 */
export async function listStudents(
  supabase: ServerSupabase,
  opts: { schoolId: string; q: string; page: number },
) {
  const query = supabase
    .from('profiles')
    .select(
      'id, first_name, last_name, email, grade_level, is_active, accommodations_needed, student_enrollments(status, class:classes(name))',
      { count: 'exact' },
    )
    .eq('school_id', opts.schoolId)
    .eq('role', 'student')
    .eq('student_enrollments.status', 'active')
  return readPeoplePage(query, opts)
}

export type StudentRow = RowOf<typeof listStudents>

/**
 * A student's page in one request: enrolments, the 50 latest pieces of work, and what
 * applies to them. Only columns of `profiles` (what teachers may see) — never the
 * diagnosis in profile_sensitive.
 */
export async function getStudent(supabase: ServerSupabase, id: string) {
  const { data } = await supabase
    .from('profiles')
    .select(
      `id, first_name, last_name, email, grade_level, is_active, approved_at, accommodations_needed, accessibility_preferences,
       student_enrollments(status, class:classes(name)),
       student_accommodations!student_accommodations_student_fkey(accommodation, is_active, details),
       school:schools!profiles_school_id_fkey(extended_time_factor),
       assignment_submissions!assignment_submissions_student_fkey(id, score, submitted_at, graded_at,
         assignment:assignments!assignment_submissions_assignment_fkey(title, due_at, created_at, max_score))`,
    )
    .eq('id', id)
    .eq('role', 'student')
    .order('submitted_at', { referencedTable: 'assignment_submissions', ascending: false })
    .limit(50, { referencedTable: 'assignment_submissions' })
    .maybeSingle()
  return data
}

export type StudentDetail = NonNullable<Awaited<ReturnType<typeof getStudent>>>
