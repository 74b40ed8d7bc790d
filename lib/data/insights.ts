import 'server-only'
import type { ServerSupabase } from '@/lib/supabase/server'
import { toMetrics, toReasons, toRisk, toTrend } from '@/lib/insights/record'
import { pageRange } from '@/lib/validation/list-params'
import type { Page } from './paging'

type Filters = { classId: string | null; q: string }

/** The fields every insight RPC returns for a record (a student, a class or a subject), read. */
type RecordRow = {
  engagement_score: number | null
  risk_level: unknown
  metrics: unknown
  reasons: unknown
  trends: unknown
  last_activity: string | null
}
const recordOf = (r: RecordRow) => ({
  engagement: r.engagement_score,
  risk: toRisk(r.risk_level),
  metrics: toMetrics(r.metrics),
  reasons: toReasons(r.reasons),
  trend: toTrend(r.trends),
  lastActivity: r.last_activity,
})

/** The RPCs' paging and filter arguments: the database pages the records and counts them all. */
function pageArgs(opts: Filters & { page: number }) {
  const [from, to] = pageRange(opts.page)
  return {
    class_filter: opts.classId ?? undefined,
    search: opts.q || undefined,
    page_size: to - from + 1,
    page_offset: from,
  }
}

/** One page of records read: each row with its record, and the total every row carries. */
function insightPage<R extends RecordRow & { total_count: number }, T>(
  result: { data: R[] | null; error: unknown },
  rowOf: (r: R) => T,
) {
  const { data, error } = result
  return {
    rows: (data ?? []).map((r) => ({ ...rowOf(r), ...recordOf(r) })),
    total: Number(data?.[0]?.total_count ?? 0),
    error: !!error,
  } satisfies Page<unknown>
}

/**
 * Students' insight records, most at risk first: one RPC, computed in the database from the
 * caller's own rows (RLS decides whose), paged there too.
 */
export async function listStudentInsights(
  supabase: ServerSupabase,
  opts: Filters & { page: number; studentId?: string | null },
) {
  const result = await supabase.rpc('insight_students', {
    ...pageArgs(opts),
    student_filter: opts.studentId ?? undefined,
  })
  return insightPage(result, (r) => ({
    id: r.id,
    name: `${r.first_name} ${r.last_name}`.trim(),
    classNames: r.class_names ?? [],
  }))
}

export type StudentInsight = Awaited<ReturnType<typeof listStudentInsights>>['rows'][number]

/**
 * Class or subject insight records of the caller's classes (staff only; others get none), one
 * page of them, paged in the database: the trends are dated for that page only, and the total
 * comes with every row.
 */
export async function listGroupInsights(
  supabase: ServerSupabase,
  scope: 'class' | 'subject',
  opts: Filters & { page: number },
) {
  const args = pageArgs(opts)
  const result = await (scope === 'class'
    ? supabase.rpc('insight_classes', args)
    : supabase.rpc('insight_subjects', args))
  return insightPage(result, (r) => ({
    id: r.id,
    name: r.name,
    className: r.class_name,
    students: r.students,
  }))
}

export type GroupInsight = Awaited<ReturnType<typeof listGroupInsights>>['rows'][number]
