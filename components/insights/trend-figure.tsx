import { getLocale, getTranslations } from 'next-intl/server'
import { formatShortDate } from '@/lib/i18n/dates'
import { trendEnds, type TrendPoint } from '@/lib/insights/record'
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { LazyTrendChart } from './trend-chart-lazy'

/**
 * A weekly trend three ways: a sentence that says what changed, the chart, and the same
 * numbers as a table (behind a disclosure, for anyone who prefers or needs it).
 */
export async function TrendFigure({ id, points }: { id: string; points: TrendPoint[] }) {
  const [t, tm, locale] = await Promise.all([
    getTranslations('insights.trend'),
    getTranslations('insights.metrics'),
    getLocale(),
  ])
  const completion = trendEnds(points, 'completion')
  const average = trendEnds(points, 'average')
  const summary =
    [
      completion ? t('summaryCompletion', completion) : null,
      average ? t('summaryAverage', average) : null,
    ]
      .filter(Boolean)
      .join(' ') || t('noSummary')
  const labelled = points.map((p) => ({
    ...p,
    label: p.weekStart ? formatShortDate(new Date(`${p.weekStart}T12:00:00Z`), locale) : '',
  }))
  const percent = (value: number | null) => (value === null ? '—' : tm('percent', { value }))
  return (
    <figure aria-labelledby={`${id}-title`} className="grid min-w-0 gap-3">
      <h3 id={`${id}-title`} className="text-base font-semibold">
        {t('title')}
      </h3>
      <figcaption id={`${id}-summary`}>{summary}</figcaption>
      {/* The chart is drawn at its last measured width until its resize observer fires, so on a
          narrowing screen it is clipped rather than allowed to widen the page. */}
      <div aria-hidden="true" className="min-w-0 overflow-hidden">
        <LazyTrendChart
          points={labelled}
          names={{ completion: t('completion'), average: t('average') }}
        />
      </div>
      <details className="rounded-md border p-3">
        <summary className="min-h-11 cursor-pointer content-center font-medium">
          {t('showTable')}
        </summary>
        <Table labelledBy={`${id}-table`}>
          <TableCaption id={`${id}-table`}>{t('caption')}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>{t('week')}</TableHead>
              <TableHead>{t('completion')}</TableHead>
              <TableHead>{t('average')}</TableHead>
              <TableHead>{t('active')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {labelled.map((p) => (
              <TableRow key={p.weekStart}>
                <TableHead scope="row">{p.label}</TableHead>
                <TableCell>{percent(p.completion)}</TableCell>
                <TableCell>{percent(p.average)}</TableCell>
                <TableCell>{p.active}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </details>
    </figure>
  )
}
