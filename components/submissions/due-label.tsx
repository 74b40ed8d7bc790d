import { useLocale, useTranslations } from 'next-intl'
import { formatShortDate, type PersonalDue } from '@/lib/accommodations/due-date'

/**
 * 'Due Fri 14.3 (+2 days, accommodation)': the personal date, with the extension said in
 * words so nobody has to compare two dates to understand it. Not async, as it is drawn once
 * per row (components/lists/when.tsx says why).
 */
export function DueLabel({ due }: { due: PersonalDue | null }) {
  const t = useTranslations('studentWork')
  const locale = useLocale()
  if (!due) return <span>{t('noDue')}</span>
  const date = formatShortDate(due.dueAt, locale)
  return (
    <time dateTime={due.dueAt.toISOString()}>
      {due.extended ? t('dueExtended', { date, days: due.extraDays }) : t('due', { date })}
    </time>
  )
}
