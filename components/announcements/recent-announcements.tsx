import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { TitledSection } from '@/components/common/titled-section'
import { PageMessages } from '@/components/i18n/page-messages'
import { LiveNotificationsRefresh } from '@/components/realtime/live-refresh'
import { Alert } from '@/components/ui/alert'
import { buttonVariants } from '@/components/ui/button'
import { isStaff } from '@/lib/auth/roles'
import type { Role } from '@/lib/auth/roles'
import { listAnnouncements, type AnnouncementFilter } from '@/lib/data/announcements'
import type { ServerSupabase } from '@/lib/supabase/server'
import { cx } from '@/lib/cx'
import { AnnouncementList } from './announcement-list'

/** How many announcements a dashboard or subject page shows before "All announcements". */
const RECENT = 3

/**
 * The newest announcements where a person looks first: on the dashboard a student's and a
 * guardian's are their classes' (row-level security picks them), staff's their own posts; on a
 * subject page that subject's (`only`). Live: a published announcement reaches its readers
 * as a notification, which draws the page again.
 */
export async function RecentAnnouncements({
  supabase,
  me,
  role,
  only,
}: {
  supabase: ServerSupabase
  me: string
  role: Role
  only?: AnnouncementFilter
}) {
  const staff = isStaff(role)
  const [t, list] = await Promise.all([
    getTranslations('announcements'),
    listAnnouncements(supabase, {
      ...(staff && !only ? { authorId: me } : {}),
      ...only,
      limit: RECENT,
    }),
  ])
  return (
    <TitledSection
      id="recent-announcements-title"
      title={staff && !only ? t('yourRecent') : t('latest')}
      className="my-8 max-w-3xl"
    >
      <PageMessages namespaces={['announcements', 'speech', 'files']}>
        <LiveNotificationsRefresh />
        {list.error ? (
          <Alert variant="destructive" role="alert">
            {t('loadError')}
          </Alert>
        ) : (
          <AnnouncementList rows={list.rows} me={me} showClass />
        )}
      </PageMessages>
      <Link href="/announcements" className={cx(buttonVariants({ variant: 'outline' }), 'mt-3')}>
        {t('back')}
      </Link>
    </TitledSection>
  )
}
