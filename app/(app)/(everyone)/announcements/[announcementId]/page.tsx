import { getTranslations } from 'next-intl/server'
import { AnnouncementList } from '@/components/announcements/announcement-list'
import { PageHeader } from '@/components/common/page-header'
import { TitledSection } from '@/components/common/titled-section'
import { BackLink, NotFoundPage } from '@/components/common/record-page'
import { titleFrom } from '@/components/common/page-title'
import { PageMessages } from '@/components/i18n/page-messages'
import { pageContext } from '@/lib/auth/guards'
import { listAnnouncements } from '@/lib/data/announcements'
import { UUID_RE } from '@/lib/validation/common'

export const generateMetadata = titleFrom('announcements', 'one')

/** One announcement, where its notification leads; the same "not found" whether absent or not the reader's. */
export default async function AnnouncementPage({
  params,
}: {
  params: Promise<{ announcementId: string }>
}) {
  const [{ profile, supabase }, { announcementId }, t] = await Promise.all([
    pageContext(),
    params,
    getTranslations('announcements'),
  ])
  const list = UUID_RE.test(announcementId)
    ? await listAnnouncements(supabase, { id: announcementId })
    : { rows: [], error: false }
  const back = <BackLink href="/announcements" label={t('back')} />
  const row = list.rows[0]
  if (!row) return <NotFoundPage title={t('one')} back={back} texts="announcements" />
  return (
    <PageMessages namespaces={['announcements', 'speech', 'files']}>
      <PageHeader title={row.class?.name ? t('ofClass', { class: row.class.name }) : t('one')}>
        {back}
      </PageHeader>
      <TitledSection id="announcement-one" title={t('one')} hiddenTitle className="max-w-3xl">
        <AnnouncementList rows={list.rows} me={profile.id} showClass />
      </TitledSection>
    </PageMessages>
  )
}
