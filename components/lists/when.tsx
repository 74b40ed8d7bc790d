import { getLocale } from 'next-intl/server'
import { formatDateTime } from '@/lib/i18n/dates'
import { TimeText } from './time-text'

/** A date and time in the reader's locale, machine-readable in `dateTime`; '—' without one. */
export async function When({ at }: { at: string | null }) {
  return <TimeText at={at} text={at ? formatDateTime(new Date(at), await getLocale()) : ''} />
}
