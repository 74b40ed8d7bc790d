import { getTranslations } from 'next-intl/server'
import { byName, SelectField } from '@/components/forms/select-field'
import { StatsTiles } from '@/components/dashboard/stats-tiles'
import { ListPage } from '@/components/lists/list-page'
import type { Role } from '@/lib/auth/roles'
import { listGroupInsights, listStudentInsights } from '@/lib/data/insights'
import { pageHref, type Page } from '@/lib/data/paging'
import { getDashboardStats } from '@/lib/data/stats'
import type { ServerSupabase } from '@/lib/supabase/server'
import { GroupInsightTable, StudentInsightTable } from './insight-rows'
import { ViewSwitch, type InsightView } from './view-switch'

type Props = { supabase: ServerSupabase; role: Role; view: InsightView; q: string; classId: string | null; page: number }

/**
 * A principal's or a teacher's insights: students most at risk first, or classes, or subjects;
 * a name search, and the principal's class filter. One insight RPC per view.
 */
export async function StaffInsights({ supabase, role, view, q, classId, page }: Props) {
  const principal = role === 'principal'
  const filters = { classId: principal ? classId : null, q }
  const scope = view === 'classes' ? 'class' : 'subject'
  // The tiles' numbers and, for a principal, the class filter's options come in one answer.
  const [t, stats, students, groups] = await Promise.all([
    getTranslations('insights'),
    getDashboardStats(supabase, role, { withClasses: principal }),
    view === 'students' ? listStudentInsights(supabase, { ...filters, page }) : null,
    view === 'students' ? null : listGroupInsights(supabase, scope, { ...filters, page }),
  ])
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
          <ViewSwitch view={view} href={(v) => pageHref('/insights', { ...keep, view: v === 'students' ? null : v })(1)} />
        </>
      }
      search={{ q }}
      filters={
        <>
          {view !== 'students' && <input type="hidden" name="view" value={view} />}
          {principal && (
            <SelectField
              id="insight-class"
              name="class"
              label={t('classFilter')}
              empty={t('allClasses')}
              options={byName(classes)}
              defaultValue={filters.classId ?? ''}
            />
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
