import { TextLink } from '@/components/common/target-link'
import { getTranslations } from 'next-intl/server'
import { AccessLogTable } from '@/components/children/access-log-table'
import { ChildHeading, NoChildren } from '@/components/children/child-heading'
import { ChildSwitcher, childName } from '@/components/children/child-switcher'
import { titleFrom } from '@/components/common/page-title'
import { PageHeader } from '@/components/common/page-header'
import { childPageContext } from '@/lib/children/page-context'
import { groupAccessLog } from '@/lib/children/work'
import { getChildAccessLog } from '@/lib/data/children'
import type { SearchParams } from '@/lib/data/paging'

export const generateMetadata = titleFrom('children', 'accessLog.title')

/**
 * Who has opened the child's sensitive data (health, contacts, notes, the IEP document):
 * their name and role at the time, when, and what kind of data. The database writes the log
 * on every such read by someone other than the child; row-level security lets a parent read
 * the lines about their own children only.
 */
export default async function ChildAccessLogPage({ searchParams }: { searchParams: SearchParams }) {
  const [{ supabase, children, child }, t] = await Promise.all([
    childPageContext(searchParams),
    getTranslations('children'),
  ])
  const header = (
    <PageHeader title={t('accessLog.title')} description={t('accessLog.description')} />
  )
  if (!child) return <NoChildren header={header} failed={children === null} />
  const rows = await getChildAccessLog(supabase, child.id)
  const name = childName(child)
  return (
    <>
      {header}
      <ChildSwitcher path="/children/access-log" items={children ?? []} current={child} />
      <section aria-labelledby="child-name" className="grid gap-4">
        <ChildHeading child={child}>
          <TextLink href={`/children?child=${child.id}`}>{t('accessLog.back', { name })}</TextLink>
        </ChildHeading>
        <AccessLogTable name={name} entries={rows && groupAccessLog(rows)} />
      </section>
    </>
  )
}
