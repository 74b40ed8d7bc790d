import { getLocale, getTranslations } from 'next-intl/server'
import { TimeText, type DateWords } from '@/components/lists/time-text'
import { formatShortDate, type PersonalDue } from '@/lib/accommodations/due-date'

/**
 * 'Due Fri 14.3 (+2 days, accommodation)': the personal date, with the extension said in
 * words so nobody has to compare two dates to understand it. `at` is the date for machines.
 */
export async function dueWords(due: PersonalDue | null): Promise<DateWords> {
  const [t, locale] = await Promise.all([getTranslations('studentWork'), getLocale()])
  if (!due) return { at: null, text: t('noDue') }
  const date = formatShortDate(due.dueAt, locale)
  return {
    at: due.dueAt.toISOString(),
    text: due.extended ? t('dueExtended', { date, days: due.extraDays }) : t('due', { date }),
  }
}

/** A personal due date in words (`dueWords`). */
export async function DueLabel({ due }: { due: PersonalDue | null }) {
  return <TimeText {...await dueWords(due)} />
}
