import { TextLink } from '@/components/common/target-link'
import { getTranslations } from 'next-intl/server'
import { ChildHeading, NoChildren } from '@/components/children/child-heading'
import { ChildNotifications } from '@/components/children/child-notifications'
import { ChildSupport } from '@/components/children/child-support'
import { ChildSwitcher, childName } from '@/components/children/child-switcher'
import { ChildWork } from '@/components/children/child-work'
import { GradesOverTime } from '@/components/children/grades-over-time'
import { titleFrom } from '@/components/common/page-title'
import { PageHeader } from '@/components/common/page-header'
import { activeAccommodations } from '@/lib/accommodations/phrasing'
import { childPageContext } from '@/lib/children/page-context'
import { childWork, gradesOverTime } from '@/lib/children/work'
import { getChildWork } from '@/lib/data/children'
import type { SearchParams } from '@/lib/data/paging'

export const generateMetadata = titleFrom('children')

/**
 * A parent's view of one child at a time: their work by the child's own due dates, their
 * grades over time, what the school does for them, and the notifications about them.
 */
export default async function ChildrenPage({ searchParams }: { searchParams: SearchParams }) {
  const [{ supabase, children, child }, t] = await Promise.all([
    childPageContext(searchParams),
    getTranslations('children'),
  ])
  const header = <PageHeader title={t('title')} description={t('description')} />
  if (!child) return <NoChildren header={header} failed={children === null} />
  // The notifications about the child came with the children (one request fewer).
  const work = await getChildWork(supabase, child.id)
  const notifications = child.notifications_about
  const name = childName(child)
  const now = new Date()
  return (
    <>
      {header}
      <ChildSwitcher path="/children" items={children ?? []} current={child} />
      <section aria-labelledby="child-name" className="grid gap-8">
        <ChildHeading child={child}>
          <TextLink href={`/children/access-log?child=${child.id}`}>
            {t('accessLog.link', { name })}
          </TextLink>
        </ChildHeading>
        <ChildWork name={name} items={work && childWork(work, now)} />
        <GradesOverTime name={name} points={work && gradesOverTime(work)} />
        <ChildSupport
          childId={child.id}
          name={name}
          codes={activeAccommodations(child.accommodations_needed, child.student_accommodations)}
          factor={Number(child.school?.extended_time_factor ?? 1.5)}
          details={child.student_accommodations}
        />
        <ChildNotifications name={name} rows={notifications} />
      </section>
    </>
  )
}
