import { getLocale } from 'next-intl/server'
import { formatDateTime } from '@/lib/i18n/dates'
import { TimeText, type DateWords } from './time-text'

/** A date and time put into words in `locale`, with the date itself for machines (`TimeText`). */
export function whenWords(at: string | null, locale: string): DateWords {
  return { at, text: at ? formatDateTime(new Date(at), locale) : '' }
}

/** A date and time in the reader's locale, machine-readable in `dateTime`; '—' without one. */
export async function When({ at }: { at: string | null }) {
  return <TimeText {...whenWords(at, await getLocale())} />
}
