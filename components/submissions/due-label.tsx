import { getLocale, getTranslations } from 'next-intl/server'
import { formatShortDate, type PersonalDue } from '@/lib/accommodations/due-date'

/**
 * 'Due Fri 14.3 (+2 days, accommodation)': the personal date, with the extension said in
 * words so nobody has to compare two dates to understand it.
 */
export async function DueLabel({ due }: { due: PersonalDue | null }) {
  const [t, locale] = await Promise.all([getTranslations('studentWork'), getLocale()])
  if (!due) return <span>{t('noDue')}</span>
  const date = formatShortDate(due.dueAt, locale)
  return (
    <time dateTime={due.dueAt.toISOString()}>
      {due.extended ? t('dueExtended', { date, days: due.extraDays }) : t('due', { date })}
    </time>
  )
}
