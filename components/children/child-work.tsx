import { DueLabel } from '@/components/submissions/due-label'
import { TableCell } from '@/components/ui/table'
import type { ChildWorkItem, ChildWorkStatus } from '@/lib/children/work'
import { contentLang } from '@/lib/i18n/text-language'
import { ChildTablePart, type ChildTable } from './child-table'
import { scoreText } from './score'

const STATUS_ORDER: ChildWorkStatus[] = ['missing', 'due', 'late', 'submitted', 'graded']

/** How many of the items have each status, leaving out the statuses none has. */
const statusCounts = (items: ChildWorkItem[]) =>
  STATUS_ORDER.map((s) => [s, items.filter((i) => i.status === s).length] as const).filter(
    ([, n]) => n > 0,
  )

const WORK: ChildTable<ChildWorkItem, 'work'> = {
  part: 'work',
  columns: ['assignment', 'subject', 'due', 'status', 'grade', 'feedback'],
  summary: (items, { t }) => (
    <ul className="flex flex-wrap gap-x-4 gap-y-1" aria-label={t('work.summary')}>
      {statusCounts(items).map(([status, n]) => (
        <li key={status}>{t(`work.count.${status}`, { count: n })}</li>
      ))}
    </ul>
  ),
  cells: (w, { t, format, locale }) => (
    <>
      <TableCell>{w.subject}</TableCell>
      <TableCell>
        <DueLabel due={w.due} />
      </TableCell>
      <TableCell>{t(`status.${w.status}`)}</TableCell>
      <TableCell>{w.score === null ? '—' : scoreText(t, format, w.score, w.maxScore)}</TableCell>
      <TableCell lang={w.feedback ? contentLang(w.feedback, locale) : undefined}>
        {w.feedback ?? '—'}
      </TableCell>
    </>
  ),
}

/**
 * The child's work with their own due dates: what is due, what is past due and not handed
 * in, what was handed in (late or on time) and what was graded, with the teacher's feedback
 * in the language it was written in. A count per status above the table gives the picture
 * before the rows.
 */
export function ChildWork({ name, items }: { name: string; items: ChildWorkItem[] | null }) {
  return <ChildTablePart table={WORK} name={name} items={items} />
}
