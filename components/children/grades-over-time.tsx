import { TableCell } from '@/components/ui/table'
import { averagePercent, type GradePoint } from '@/lib/children/work'
import { formatDate } from '@/lib/i18n/dates'
import { ChildTablePart, type ChildTable } from './child-table'
import { scoreText } from './score'

const GRADES: ChildTable<GradePoint, 'grades'> = {
  part: 'grades',
  columns: ['assignment', 'graded', 'subject', 'score', 'percent'],
  summary: (points, { t }) => {
    const average = averagePercent(points)
    const latest = points[points.length - 1]
    return (
      <p>
        {average === null
          ? t('grades.summaryCount', { count: points.length })
          : t('grades.summary', { count: points.length, average })}{' '}
        {latest.percent !== null &&
          t('grades.latest', { title: latest.title, percent: latest.percent })}
      </p>
    )
  },
  cells: (p, { t, format, locale }) => (
    <>
      <TableCell>
        <time dateTime={p.gradedAt}>{formatDate(new Date(p.gradedAt), locale)}</time>
      </TableCell>
      <TableCell>{p.subject}</TableCell>
      <TableCell>{scoreText(t, format, p.score, p.maxScore)}</TableCell>
      <TableCell>
        {p.percent === null ? (
          '—'
        ) : (
          <span className="flex items-center gap-2">
            <span className="w-12 shrink-0 text-right tabular-nums">
              {t('grades.percent', { percent: p.percent })}
            </span>
            <span
              aria-hidden="true"
              className="h-3 w-24 overflow-hidden rounded-sm border border-foreground/40"
            >
              <span
                className="block h-full bg-primary"
                style={{ width: `${Math.min(100, Math.max(0, p.percent))}%` }}
              />
            </span>
          </span>
        )}
      </TableCell>
    </>
  ),
}

/**
 * The child's grades in the order they were given. The table is the record; the bar in each
 * row is the picture of it (hidden from screen readers, which read the percentage beside it),
 * and a sentence above says the average and the latest, so nobody has to read the bars.
 */
export function GradesOverTime({ name, points }: { name: string; points: GradePoint[] | null }) {
  return <ChildTablePart table={GRADES} name={name} items={points} />
}
