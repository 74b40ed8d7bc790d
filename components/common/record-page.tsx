import Link from 'next/link'
import { EmptyState } from '@/components/common/empty-state'
import { PageHeader } from '@/components/common/page-header'
import { buttonVariants } from '@/components/ui/button'

// The parts of a page about one record (an announcement, a notification, a thread).

/** The link from a record's page back to its list, in the page header. */
export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <Link href={href} className={buttonVariants({ variant: 'outline' })}>
      {label}
    </Link>
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
