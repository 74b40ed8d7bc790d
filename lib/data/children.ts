import 'server-only'
import type { ServerSupabase } from '@/lib/supabase/server'

// Reads behind the parent's screens. Row-level security decides which children a parent can
// read at all (linked children only); the filters here only pick one of them. Each reader
// returns null when the read fails, so the page says so instead of showing nothing as if
// there were nothing.

/** Work rows shown per child: a term of work with room to spare. */
const WORK_LIMIT = 200
/** Notifications about one child on their page; the full list is on /notifications. */
const NOTIFICATION_LIMIT = 10
/** Log rows read per child (one read of a whole profile writes a dozen). */
const ACCESS_LOG_LIMIT = 500

/**
 * The parent's children, by first name, with what the school does for each (the
 * accommodations on the profile and the formal plan's rows, and the school's extended-time
 * factor) and the parent's latest notifications about each (a computed relationship), in one
 * request.
 */
export async function listMyChildren(supabase: ServerSupabase, parentId: string) {
  const { data, error } = await supabase
    .from('profiles')
    .select(
      `id, first_name, last_name, grade_level, accommodations_needed,
       guardian_links!guardian_links_student_fkey!inner(parent_id),
       student_accommodations!student_accommodations_student_fkey(accommodation, is_active, details),
       school:schools!profiles_school_id_fkey(extended_time_factor),
       notifications_about(id, title, message, kind, data, read, created_at)`,
    )
    .eq('guardian_links.parent_id', parentId)
    .eq('role', 'student')
    .order('first_name')
    .order('last_name')
    .order('id')
    .order('created_at', { referencedTable: 'notifications_about', ascending: false })
    .order('id', { referencedTable: 'notifications_about' })
    .limit(NOTIFICATION_LIMIT, { referencedTable: 'notifications_about' })
  return error ? null : data
}

export type MyChild = NonNullable<Awaited<ReturnType<typeof listMyChildren>>>[number]

/** One child's work with their own due dates, newest due date first. */
export async function getChildWork(supabase: ServerSupabase, childId: string) {
  const { data, error } = await supabase
    .from('student_work')
    .select(
      'assignment_id, title, subject_name, base_due_at, due_at, extended, submitted_at, graded_at, score, max_score, feedback',
    )
    .eq('student_id', childId)
    .order('due_at', { ascending: false, nullsFirst: false })
    .order('assignment_id')
    .limit(WORK_LIMIT)
  return error ? null : data
}

/** Who read the child's sensitive data, newest first: the name and role they had at the time. */
export async function getChildAccessLog(supabase: ServerSupabase, childId: string) {
  const { data, error } = await supabase
    .from('sensitive_access_log')
    .select('accessed_by, accessed_by_name, accessed_by_role, field, accessed_at')
    .eq('profile_id', childId)
    .order('accessed_at', { ascending: false })
    .order('id')
    .limit(ACCESS_LOG_LIMIT)
  return error ? null : data
}
