import { getTranslations } from 'next-intl/server'
import { TitledSection } from '@/components/common/titled-section'
import { PageMessages } from '@/components/i18n/page-messages'
import { LiveNotificationsRefresh } from '@/components/realtime/live-refresh'
import { Alert } from '@/components/ui/alert'
import { listAnnouncements } from '@/lib/data/announcements'
import type { ServerSupabase } from '@/lib/supabase/server'
import { AnnouncementList } from './announcement-list'

/** How many announcements a subject page shows (the newest). */
const ON_SUBJECT_PAGE = 5

/**
 * A subject's newest announcements on its student's page, with their files and comments.
 * Live: a published announcement reaches its readers as a notification, which draws the page
 * again.
 */
export async function SubjectAnnouncements({
  supabase,
  me,
  subjectId,
}: {
  supabase: ServerSupabase
  me: string
  subjectId: string
}) {
  const [t, list] = await Promise.all([
    getTranslations('announcements'),
    listAnnouncements(supabase, { subjectId, limit: ON_SUBJECT_PAGE }),
  ])
  return (
    <TitledSection id="subject-announcements-title" title={t('latest')} className="mb-8 max-w-3xl">
      <PageMessages namespaces={['announcements', 'speech', 'files']}>
        <LiveNotificationsRefresh />
        {list.error ? (
          <Alert variant="destructive" role="alert">
            {t('loadError')}
          </Alert>
        ) : (
          <AnnouncementList rows={list.rows} me={me} />
        )}
      </PageMessages>
    </TitledSection>
  )
}
