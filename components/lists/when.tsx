import { getLocale } from 'next-intl/server'
import { formatDateTime } from '@/lib/i18n/dates'

/** A date and time in the reader's locale, machine-readable in `dateTime`; '—' without one. */
export async function When({ at }: { at: string | null }) {
  if (!at) return '—'
  return <time dateTime={at}>{formatDateTime(new Date(at), await getLocale())}</time>
}
