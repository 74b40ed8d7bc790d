import { getTranslations } from 'next-intl/server'
import { StatsTiles } from '@/components/dashboard/stats-tiles'
import { ListPage } from '@/components/lists/list-page'
import { RecordFilter } from '@/components/lists/record-filter'
import type { Role } from '@/lib/auth/roles'
import { listGroupInsights, listStudentInsights } from '@/lib/data/insights'
import { pageHref, type Page } from '@/lib/data/paging'
import { getDashboardStats } from '@/lib/data/stats'
import type { ServerSupabase } from '@/lib/supabase/server'
import { GroupInsightTable, StudentInsightTable } from './insight-rows'
import { ViewSwitch, type InsightView } from './view-switch'

type Query = { view: InsightView; q: string; classId: string | null; page: number }

/** The list's filters: the name search, and the class filter, which only a principal has. */
const staffFilters = (role: Role, classId: string | null, q: string) => ({
  classId: role === 'principal' ? classId : null,
  q,
})

/**
 * The reads of a principal's or a teacher's insights: the tiles' numbers (for a principal with
 * the class filter's options, in the same answer) and one insight RPC for the view.
 */
export async function readStaffInsights(
  supabase: ServerSupabase,
  role: Role,
  { view, q, classId, page }: Query,
) {
  const filters = staffFilters(role, classId, q)
  const [stats, students, groups] = await Promise.all([
    getDashboardStats(supabase, role, { withClasses: role === 'principal' }),
    view === 'students' ? listStudentInsights(supabase, { ...filters, page }) : null,
    view === 'students'
      ? null
      : listGroupInsights(supabase, view === 'classes' ? 'class' : 'subject', { ...filters, page }),
  ])
  return { stats, students, groups }
}

type Props = Query & { role: Role; data: Awaited<ReturnType<typeof readStaffInsights>> }

/**
 * A principal's or a teacher's insights: students most at risk first, or classes, or subjects;
 * a name search, and the principal's class filter.
 */
export async function StaffInsights({
  role,
  view,
  q,
  classId,
  page,
  data: { stats, students, groups },
}: Props) {
  const principal = role === 'principal'
  const filters = staffFilters(role, classId, q)
  const scope = view === 'classes' ? 'class' : 'subject'
  const t = await getTranslations('insights')
  const list: Page<unknown> = students ?? groups!
  const classes = stats?.role === 'principal' ? stats.stats.class_options : []
  const keep = { view: view === 'students' ? null : view, class: filters.classId, q }
  return (
    <ListPage
      texts="insights"
      description={t(`scope.${role}`)}
      intro={
        <>
          <StatsTiles data={stats} />
          <ViewSwitch
            view={view}
            href={(v) => pageHref('/insights', { ...keep, view: v === 'students' ? null : v })(1)}
          />
        </>
      }
      search={{ q }}
      filters={
        <>
          {view !== 'students' && <input type="hidden" name="view" value={view} />}
          {principal && (
            <RecordFilter name="class" texts="insights" value={filters.classId} options={classes} />
          )}
        </>
      }
      filtered={!!q || !!filters.classId}
      list={list}
      page={page}
      href={pageHref('/insights', keep)}
    >
      {(caption) =>
        students ? (
          <StudentInsightTable rows={students.rows} caption={caption} />
        ) : (
          <GroupInsightTable rows={groups!.rows} caption={caption} scope={scope} />
        )
      }
    </ListPage>
  )
}
