import { getFormatter, getLocale, getTranslations } from 'next-intl/server'
import { ListTable } from '@/components/lists/list-table'
import { DueLabel } from '@/components/submissions/due-label'
import { TableCell, TableHead, TableRow } from '@/components/ui/table'
import type { ChildWorkItem, ChildWorkStatus } from '@/lib/children/work'
import { contentLang } from '@/lib/i18n/text-language'
import type { Locale } from '@/lib/i18n/locale'
import { Loaded } from '@/components/common/loaded'
import { Part } from './part'
import { scoreText } from './score'

const COLUMNS = ['assignment', 'subject', 'due', 'status', 'grade', 'feedback'] as const
const STATUS_ORDER: ChildWorkStatus[] = ['missing', 'due', 'late', 'submitted', 'graded']

/**
 * The child's work with their own due dates: what is due, what is past due and not handed
 * in, what was handed in (late or on time) and what was graded, with the teacher's feedback
 * in the language it was written in. A count per status above the table gives the picture
 * before the rows.
 */
export async function ChildWork({ name, items }: { name: string; items: ChildWorkItem[] | null }) {
  const [t, format, locale] = await Promise.all([
    getTranslations('children'),
    getFormatter(),
    getLocale(),
  ])
  const counts = (items: ChildWorkItem[]) =>
    STATUS_ORDER.map((s) => [s, items.filter((i) => i.status === s).length] as const).filter(
      ([, n]) => n > 0,
    )
  return (
    <Part id="child-work" title={t('work.title')}>
      <Loaded items={items} failed={t('loadFailed')} none={t('work.none', { name })}>
        {(items) => (
          <>
            <ul className="flex flex-wrap gap-x-4 gap-y-1" aria-label={t('work.summary')}>
              {counts(items).map(([status, n]) => (
                <li key={status}>{t(`work.count.${status}`, { count: n })}</li>
              ))}
            </ul>
            <ListTable
              id="child-work-table"
              caption={t('work.caption', { name })}
              columns={COLUMNS.map((c) => t(`work.columns.${c}`))}
            >
              {items.map((w) => (
                <TableRow key={w.id}>
                  <TableHead scope="row">{w.title}</TableHead>
                  <TableCell>{w.subject}</TableCell>
                  <TableCell>
                    <DueLabel due={w.due} />
                  </TableCell>
                  <TableCell>{t(`status.${w.status}`)}</TableCell>
                  <TableCell>
                    {w.score === null ? '—' : scoreText(t, format, w.score, w.maxScore)}
                  </TableCell>
                  <TableCell
                    lang={w.feedback ? contentLang(w.feedback, locale as Locale) : undefined}
                  >
                    {w.feedback ?? '—'}
                  </TableCell>
                </TableRow>
              ))}
            </ListTable>
          </>
        )}
      </Loaded>
    </Part>
  )
}
