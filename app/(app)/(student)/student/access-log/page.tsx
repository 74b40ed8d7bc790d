import { AccessLogTable } from '@/components/children/access-log-table'
import { PageHeader } from '@/components/common/page-header'
import { titleFrom } from '@/components/common/page-title'
import { getTranslations } from 'next-intl/server'
import { pageContext } from '@/lib/auth/guards'
import { groupAccessLog } from '@/lib/children/work'
import { getChildAccessLog } from '@/lib/data/children'

export const generateMetadata = titleFrom('children', 'ownAccessLog.title')

/**
 * Who has opened the student's own sensitive data: the same log their guardians see about
 * them. Row-level security on sensitive_access_log lets a student read the lines about
 * themselves only.
 */
export default async function MyAccessLogPage() {
  const [{ supabase, profile }, t] = await Promise.all([pageContext(), getTranslations('children')])
  const rows = await getChildAccessLog(supabase, profile.id)
  return (
    <>
      <PageHeader title={t('ownAccessLog.title')} description={t('ownAccessLog.description')} />
      <AccessLogTable
        own
        name={`${profile.firstName} ${profile.lastName}`}
        entries={rows && groupAccessLog(rows)}
      />
    </>
  )
}
