import { getTranslations } from 'next-intl/server'
import { AnnouncementList } from '@/components/announcements/announcement-list'
import { PageHeader } from '@/components/common/page-header'
import { TitledSection } from '@/components/common/titled-section'
import { titleFrom } from '@/components/common/page-title'
import { PageMessages } from '@/components/i18n/page-messages'
import { LiveNotificationsRefresh } from '@/components/realtime/live-refresh'
import { Alert } from '@/components/ui/alert'
import { pageContext } from '@/lib/auth/guards'
import { listAnnouncements } from '@/lib/data/announcements'

export const generateMetadata = titleFrom('announcements')

/**
 * The class announcements the reader may read: a student's classes', a guardian's children's
 * classes', a teacher's own classes' (row-level security decides). Live: each published
 * announcement arrives with a notification, which draws the page again.
 */
export default async function AnnouncementsPage() {
  const [{ profile, supabase }, t] = await Promise.all([
    pageContext(),
    getTranslations('announcements'),
  ])
  const list = await listAnnouncements(supabase)
  return (
    <PageMessages namespaces={['announcements', 'speech', 'files']}>
      <LiveNotificationsRefresh />
      <PageHeader title={t('title')} description={t('description')} />
      <TitledSection
        id="announcements-list"
        title={t('title')}
        hiddenTitle
        className="grid max-w-3xl gap-3"
      >
        {list.error ? (
          <Alert variant="destructive" role="alert">
            {t('loadError')}
          </Alert>
        ) : (
          <AnnouncementList rows={list.rows} me={profile.id} showClass />
        )}
      </TitledSection>
    </PageMessages>
  )
}
