import { getTranslations } from 'next-intl/server'
import { EmptyState } from '@/components/common/empty-state'
import { PageHeader } from '@/components/common/page-header'
import { ButtonLink } from '@/components/ui/button-link'

// The parts of a page about one record (an announcement, a notification, a thread).

/** The link from a record's page back to its list, in the page header. */
export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <ButtonLink href={href} variant="outline">
      {label}
    </ButtonLink>
  )
}

/**
 * The page when there is nothing to show (the record is absent or not the reader's, or the
 * reader may not write): its header with the way back, then why.
 */
export function EmptyPage({
  title,
  back,
  empty,
}: {
  title: string
  back: React.ReactNode
  empty: { title: string; body: string }
}) {
  return (
    <>
      <PageHeader title={title}>{back}</PageHeader>
      <EmptyState {...empty} />
    </>
  )
}

/**
 * The page when its record is not there (absent, not the reader's, or an address that names
 * none): `EmptyPage` with the record's own "not found" words, `notFoundTitle` and
 * `notFoundBody` of the messages namespace `texts`.
 */
export async function NotFoundPage({
  title,
  back,
  texts,
}: {
  title: string
  back: React.ReactNode
  texts: 'announcements' | 'messages.thread' | 'notification'
}) {
  const t = await getTranslations()
  return (
    <EmptyPage
      title={title}
      back={back}
      empty={{ title: t(`${texts}.notFoundTitle`), body: t(`${texts}.notFoundBody`) }}
    />
  )
}
