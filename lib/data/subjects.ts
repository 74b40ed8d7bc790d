import 'server-only'
import type { ServerSupabase } from '@/lib/supabase/server'
import { searchTerm } from '@/lib/validation/list-params'
import { pageShowing, readPage, type RowOf } from './paging'

/** Whether a subject's share link works right now (computed at read time). */
function linkState(
  row: { enrollment_enabled: boolean; enrollment_expires_at: string | null },
  now: number,
) {
  if (!row.enrollment_enabled) return 'revoked' as const
  return row.enrollment_expires_at && Date.parse(row.enrollment_expires_at) <= now
    ? ('expired' as const)
    : ('open' as const)
}

const SUBJECT_COLUMNS =
  'id, name, description, is_active, class_id, enrollment_enabled, enrollment_expires_at, class:classes!subjects_class_fkey(id, name, teacher:profiles!classes_teacher_fkey(first_name, last_name))' as const

/** One request: subjects with their class and the class teacher's name, searched and paged. */
export async function listSubjects(
  supabase: ServerSupabase,
  opts: { q: string; page: number; classId: string | null; shown?: string | null },
) {
  let query = supabase.from('subjects').select(SUBJECT_COLUMNS, { count: 'exact' })
  const term = searchTerm(opts.q)
  if (term) query = query.ilike('name', `%${term}%`)
  if (opts.classId) query = query.eq('class_id', opts.classId)
  const page = await pageShowing(
    readPage(query.order('name').order('id'), opts.page),
    opts.shown
      ? supabase.from('subjects').select(SUBJECT_COLUMNS).eq('id', opts.shown).maybeSingle()
      : null,
  )
  const now = Date.now()
  return { ...page, rows: page.rows.map((row) => ({ ...row, link_state: linkState(row, now) })) }
}

export type SubjectRow = RowOf<typeof listSubjects>

/** The subjects the caller may see, names only: for a filter or a form's choice of subject. */
export async function subjectNames(
  supabase: ServerSupabase,
): Promise<{ id: string; name: string }[]> {
  const { data } = await supabase.from('subjects').select('id, name').order('name').limit(500)
  return data ?? []
}

/** Hand-ins of a subject and how many are graded (only staff who see the subject's hand-ins see it). */
export type SubjectTally = { handed_in: number; graded: number }

export type SubjectOption = {
  id: string
  name: string
  class_id: string
  assignments: { id: string; title: string; due_at?: string | null }[]
  /** The subject's hand-in tally: none until its first hand-in, and none for a caller who may not see it. */
  tally: SubjectTally[]
}

/** At most this many subjects come to a filter; a school with more gets no totals from the tallies. */
const SUBJECT_OPTIONS_LIMIT = 500

/**
 * The subjects of the submissions filter. `complete` says the list holds every subject the
 * caller may see: read without an error and below the limit, so their tallies add up to all
 * of the caller's hand-ins.
 */
export type SubjectOptions = { list: SubjectOption[]; complete: boolean }

const TALLY = 'tally:subject_submission_tallies(handed_in, graded)'

/**
 * Subjects for the submissions filter, in one request, each with its hand-in tally. With a
 * focus, the assignments of the focused subject and the focused assignment come along (a big
 * school has thousands of assignments, too many for one drop-down, so only the ones a filter
 * is about are loaded).
 */
export async function subjectOptions(
  supabase: ServerSupabase,
  focus?: { subjectId: string | null; assignmentId: string | null },
): Promise<SubjectOptions> {
  const terms = [
    focus?.subjectId && `subject_id.eq.${focus.subjectId}`,
    focus?.assignmentId && `id.eq.${focus.assignmentId}`,
  ].filter(Boolean)
  const { data, error } = terms.length
    ? await supabase
        .from('subjects')
        .select(`id, name, class_id, assignments(id, title, due_at), ${TALLY}`)
        .or(terms.join(','), { referencedTable: 'assignments' })
        .order('name')
        .order('due_at', { referencedTable: 'assignments', ascending: false, nullsFirst: false })
        .limit(SUBJECT_OPTIONS_LIMIT)
    : await supabase
        .from('subjects')
        .select(`id, name, class_id, ${TALLY}`)
        .order('name')
        .limit(SUBJECT_OPTIONS_LIMIT)
  const list = (data ?? []).map((s) => ({ assignments: [], ...s }))
  return { list, complete: !error && list.length < SUBJECT_OPTIONS_LIMIT }
}

/** RLS shows a student only the active subjects of their active classes. */
export async function listMySubjects(supabase: ServerSupabase, opts: { q: string; page: number }) {
  let query = supabase
    .from('subjects')
    .select('id, name, description, class:classes!subjects_class_fkey(id, name)', {
      count: 'exact',
    })
  const term = searchTerm(opts.q)
  if (term) query = query.ilike('name', `%${term}%`)
  return readPage(query.order('name').order('id'), opts.page)
}

export type StudentSubjectRow = RowOf<typeof listMySubjects>

/** One subject with its videos (RLS: active ones the student may see); its work comes from listMyWorkInSubject. */
export async function getMySubject(supabase: ServerSupabase, id: string) {
  const { data } = await supabase
    .from('subjects')
    .select(
      'id, name, description, class:classes!subjects_class_fkey(id, name), videos!videos_subject_fkey(id, title, duration_seconds)',
    )
    .eq('id', id)
    .limit(50, { referencedTable: 'videos' })
    .maybeSingle()
  return data
}

export type StudentSubjectDetail = NonNullable<Awaited<ReturnType<typeof getMySubject>>>
