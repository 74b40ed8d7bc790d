import { getLocale, getTranslations } from 'next-intl/server'
import { formatDate } from '@/lib/i18n/dates'
import { METRIC_KEYS, type Metrics } from '@/lib/insights/record'

/** A record's figures as a description list; attendance is said to be not recorded, never guessed. */
export async function MetricList({
  metrics,
  engagement,
  lastActivity,
}: {
  metrics: Metrics
  engagement: number | null
  lastActivity: string | null
}) {
  const [t, locale] = await Promise.all([getTranslations('insights.metrics'), getLocale()])
  const percent = (value: number | null) => (value === null ? t('none') : t('percent', { value }))
  const items: [string, string][] = [
    [t('engagement'), engagement === null ? t('none') : t('outOf100', { value: engagement })],
    ...METRIC_KEYS.map((key): [string, string] => [t(key), percent(metrics[key])]),
    [t('attendanceRate'), t('notRecorded')],
    [t('lastActivity'), lastActivity ? formatDate(new Date(lastActivity), locale) : t('never')],
  ]
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-3 border-b py-1">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
