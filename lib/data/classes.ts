import 'server-only'
import type { ServerSupabase } from '@/lib/supabase/server'
import { searchTerm } from '@/lib/validation/list-params'
import { pageShowing, readPage, type RowOf } from './paging'

const CLASS_COLUMNS =
  'id, name, description, grade_level, is_active, teacher_id, teacher:profiles!classes_teacher_fkey(first_name, last_name), subjects(count), student_enrollments(count)' as const

/**
 * One request: the classes with their teacher's name, subject count and active enrolment
 * count embedded (PostgREST counts them in SQL). RLS limits a teacher to their own classes.
 * The teacher is named through the composite foreign key, because student_enrollments would
 * otherwise make profiles ↔ classes ambiguous.
 */
export async function listClasses(
  supabase: ServerSupabase,
  opts: { q: string; page: number; shown?: string | null },
) {
  let query = supabase
    .from('classes')
    .select(CLASS_COLUMNS, { count: 'exact' })
    .eq('student_enrollments.status', 'active')
  const term = searchTerm(opts.q)
  if (term) query = query.ilike('name', `%${term}%`)
  return pageShowing(
    readPage(query.order('name').order('id'), opts.page),
    opts.shown
      ? supabase
          .from('classes')
          .select(CLASS_COLUMNS)
          .eq('student_enrollments.status', 'active')
          .eq('id', opts.shown)
          .maybeSingle()
      : null,
  )
}

export type ClassRow = RowOf<typeof listClasses>

export type Option = { id: string; name: string }

/** Classes the caller may put subjects in (filter and form options). */
export async function classOptions(supabase: ServerSupabase): Promise<Option[]> {
  const { data } = await supabase.from('classes').select('id, name').order('name').limit(500)
  return data ?? []
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
  return (data ?? []).map((p) => ({ id: p.id, name: `${p.first_name} ${p.last_name}`.trim() }))
}

/**
 * The student's active classes and their teachers' names. class_teachers is the only view
 * of a teacher's name a student has; it already holds only the caller's classes, so both
 * reads run in parallel.
 */
export async function listMyClasses(supabase: ServerSupabase, profileId: string) {
  const [classes, teachers] = await Promise.all([
    supabase
      .from('student_enrollments')
      .select('id, enrolled_at, class:classes(id, name, description, grade_level)')
      .eq('student_id', profileId)
      .eq('status', 'active')
      .order('enrolled_at', { ascending: false })
      .limit(50),
    listClassTeachers(supabase),
  ])
  return { rows: classes.data ?? [], teachers, error: !!classes.error }
}

export async function listClassTeachers(supabase: ServerSupabase): Promise<Map<string, string>> {
  const { data } = await supabase
    .from('class_teachers')
    .select('class_id, first_name, last_name')
    .limit(200)
  const names = (data ?? []).flatMap((t) =>
    t.class_id ? [[t.class_id, `${t.first_name ?? ''} ${t.last_name ?? ''}`.trim()] as const] : [],
  )
  return new Map(names)
}

/**
 * One class with its teacher, subjects (with their assignment counts) and roster of actively
 * enrolled students, in one request. RLS decides: a principal sees any class of the school, a
 * teacher their own; anyone else gets null.
 */
export async function getClassDetail(supabase: ServerSupabase, id: string) {
  const { data } = await supabase
    .from('classes')
    .select(
      `id, name, description, grade_level, is_active,
       teacher:profiles!classes_teacher_fkey(id, first_name, last_name),
       subjects(id, name, is_active, assignments(count)),
       student_enrollments(id, enrolled_at, student:profiles!student_enrollments_student_fkey(id, first_name, last_name))`,
    )
    .eq('id', id)
    .eq('student_enrollments.status', 'active')
    .order('name', { referencedTable: 'subjects' })
    .order('enrolled_at', { referencedTable: 'student_enrollments' })
    .maybeSingle()
  return data
}

export type ClassDetail = NonNullable<Awaited<ReturnType<typeof getClassDetail>>>
