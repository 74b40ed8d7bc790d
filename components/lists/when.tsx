import { useLocale } from 'next-intl'
import { formatDateTime } from '@/lib/i18n/dates'

/**
 * A date and time in the reader's locale, machine-readable in `dateTime`; '—' without one.
 * Not async, like every component drawn once per row: an async server component is sent as a
 * part of its own that the page's HTML waits for, then moves into place with a script, so a
 * list of 25 rows drawn that way cost dozens of such parts a page.
 */
export function When({ at }: { at: string | null }) {
  const locale = useLocale()
  if (!at) return '—'
  return <time dateTime={at}>{formatDateTime(new Date(at), locale)}</time>
}
