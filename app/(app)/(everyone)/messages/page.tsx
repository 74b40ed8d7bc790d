import { getTranslations } from 'next-intl/server'
import { EmptyState } from '@/components/common/empty-state'
import { PageHeader } from '@/components/common/page-header'
import { titleFrom } from '@/components/common/page-title'
import { ViewLinks } from '@/components/common/view-links'
import { QuickSearch } from '@/components/lists/quick-search'
import { ThreadList } from '@/components/messages/thread-list'
import { LiveNotificationsRefresh } from '@/components/realtime/live-refresh'
import { Alert } from '@/components/ui/alert'
import { buttonVariants } from '@/components/ui/button'
import { ButtonLink } from '@/components/ui/button-link'
import { pageContext } from '@/lib/auth/guards'
import { listThreads } from '@/lib/data/messages'
import { listParams, pageHref, type SearchParams } from '@/lib/data/paging'
import { cx } from '@/lib/cx'
import { BOXES, isBox } from '@/lib/messages/inbox'
import { mayCompose } from '@/lib/messages/compose-rights'
import { studentMessagingOn } from '@/lib/data/messages'
import { firstParam } from '@/lib/validation/list-params'

export const generateMetadata = titleFrom('messages')

/**
 * Everyone's messages: Inbox · Sent · Archive, a search over subjects and texts, important
 * and unread first. Live: every message arrives with a notification, and the page is drawn
 * again when the reader's notifications change.
 */
export default async function MessagesPage({ searchParams }: { searchParams: SearchParams }) {
  const [{ profile, supabase }, { params, q }, t] = await Promise.all([
    pageContext(),
    listParams(searchParams),
    getTranslations('messages'),
  ])
  const requested = firstParam(params.box)
  const box = isBox(requested) ? requested : 'inbox'
  const [list, studentsOn] = await Promise.all([
    listThreads(supabase, profile.id, { box, query: q }),
    profile.role === 'student' ? studentMessagingOn(supabase, profile.schoolId) : true,
  ])
  const href = (to: string) => pageHref('/messages', { box: to === 'inbox' ? null : to, q })(1)
  const label = t('list.label', { box: t(`boxes.${box}`), count: list.rows.length })
  return (
    <>
      <LiveNotificationsRefresh />
      <PageHeader title={t('title')} description={t('description')}>
        {mayCompose(profile.role, studentsOn) && (
          <ButtonLink href="/messages/new">{t('new')}</ButtonLink>
        )}
      </PageHeader>
      <ViewLinks
        label={t('boxes.label')}
        className="mb-4"
        links={BOXES.map((each) => ({
          key: each,
          href: href(each),
          text: t(`boxes.${each}`),
          current: each === box,
        }))}
        look={(current) =>
          cx(buttonVariants({ variant: current ? 'default' : 'outline' }), 'min-w-24')
        }
      />
      <QuickSearch
        q={q}
        keep={{ box: box === 'inbox' ? null : box }}
        labels={{ label: t('search.label'), submit: t('search.submit') }}
      />
      {list.error ? (
        <Alert variant="destructive" role="alert">
          {t('list.loadError')}
        </Alert>
      ) : list.rows.length === 0 ? (
        <EmptyState title={label} body={q ? t('empty.search') : t(`empty.${box}`)} />
      ) : (
        <>
          <h2 id="thread-list-title" className="sr-only" aria-live="polite">
            {label}
          </h2>
          <ThreadList rows={list.rows} label={label} />
        </>
      )}
    </>
  )
}
