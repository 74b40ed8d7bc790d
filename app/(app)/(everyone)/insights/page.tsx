import { getTranslations } from 'next-intl/server'
import { EmptyState } from '@/components/common/empty-state'
import { titleFrom } from '@/components/common/page-title'
import { PageHeader } from '@/components/common/page-header'
import { readStaffInsights, StaffInsights } from '@/components/insights/staff-insights'
import { StudentRecord } from '@/components/insights/student-record'
import { INSIGHT_VIEWS, type InsightView } from '@/components/insights/view-switch'
import { pageContextOrNullWith } from '@/lib/auth/guards'
import { isStaff } from '@/lib/auth/roles'
import { insightVoice } from '@/lib/insights/voice'
import { listStudentInsights } from '@/lib/data/insights'
import { listParams, type SearchParams } from '@/lib/data/paging'
import { uuidOrNull } from '@/lib/navigation/route-ids'
import { firstParam } from '@/lib/validation/list-params'
import { TargetLink } from '@/components/common/target-link'

export const generateMetadata = titleFrom('insights')

/**
 * Insights in each role's own scope (the database decides whose records come back):
 * staff get the lists; `?student=<id>` is one student's full record, for staff from a row and
 * for a parent from their child's pages; a student sees their own record, a parent each child's.
 */
export default async function InsightsPage({ searchParams }: { searchParams: SearchParams }) {
  const { q, page, params } = await listParams(searchParams)
  const uuid = (key: string) => uuidOrNull(firstParam(params[key]))
  const studentId = uuid('student')
  const raw = firstParam(params.view) ?? ''
  const query = {
    view: (INSIGHT_VIEWS as readonly string[]).includes(raw) ? (raw as InsightView) : 'students',
    q,
    classId: uuid('class'),
    page,
  }
  // Staff lists are read alongside the profile; one record waits for it.
  const [both, t] = await Promise.all([
    pageContextOrNullWith((supabase, { role }) =>
      isStaff(role) && !studentId
        ? readStaffInsights(supabase, role, query)
        : Promise.resolve(null),
    ),
    getTranslations('insights'),
  ])
  if (!both) return null
  const [{ profile, supabase }, staffData] = both
  const staff = isStaff(profile.role)
  if (staffData) return <StaffInsights role={profile.role} {...query} data={staffData} />

  // One record, or a student's own, or each of a parent's children (a handful, on one page).
  const list = await listStudentInsights(supabase, { classId: null, q: '', page: 1, studentId })
  const voice = insightVoice(profile.role)
  return (
    <>
      <PageHeader title={t('title')} description={t(`scope.${profile.role}`)}>
        {staff && <TargetLink href="/insights">{t('record.back')}</TargetLink>}
      </PageHeader>
      {list.rows.length === 0 ? (
        <EmptyState title={t('record.notFoundTitle')} body={t('record.notFoundBody')} />
      ) : (
        list.rows.map((record) => <StudentRecord key={record.id} record={record} voice={voice} />)
      )}
    </>
  )
}
