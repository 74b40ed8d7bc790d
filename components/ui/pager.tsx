import Link from 'next/link'
import { cn } from '@/lib/utils'
import { buttonVariants } from '@/components/ui/button'

/** Server-side paging links: plain <a>s, so they work before and without JavaScript. */
export function Pager({
  page,
  total,
  pageSize,
  href,
  labels,
}: {
  page: number
  total: number
  pageSize: number
  href: (page: number) => string
  labels: { nav: string; previous: string; next: string; status: string }
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize))
  if (pages <= 1) return null
  const link = (target: number, text: string, rel: 'prev' | 'next') =>
    target < 1 || target > pages ? (
      <span
        aria-disabled="true"
        className={cn(buttonVariants({ variant: 'outline' }), 'opacity-50')}
      >
        {text}
      </span>
    ) : (
      <Link href={href(target)} rel={rel} className={buttonVariants({ variant: 'outline' })}>
        {text}
      </Link>
    )
  return (
    <nav aria-label={labels.nav} className="mt-4 flex flex-wrap items-center gap-3">
      {link(page - 1, labels.previous, 'prev')}
      <p className="text-sm">{labels.status}</p>
      {link(page + 1, labels.next, 'next')}
    </nav>
  )
}
