import { getTranslations } from 'next-intl/server'
import { ListTable, RowLink } from '@/components/lists/list-table'
import { TableCell, TableHead, TableRow } from '@/components/ui/table'
import type { GroupInsight, StudentInsight } from '@/lib/data/insights'
import { ReasonList } from './reason-list'
import { RiskBadge } from './risk-badge'

/** Students most at risk first; each name opens the student's full record. */
export async function StudentInsightTable({ rows, caption }: { rows: StudentInsight[]; caption: string }) {
  const t = await getTranslations('insights')
  const columns = [t('columns.name'), t('columns.class'), t('columns.risk'), t('columns.engagement'), t('columns.why')]
  return (
    <ListTable id="insight-students" caption={caption} columns={columns}>
      {rows.map((row) => (
        <TableRow key={row.id} data-student={row.id}>
          <TableHead scope="row">
            <RowLink href={`/insights?student=${row.id}`}>{row.name}</RowLink>
          </TableHead>
          <TableCell>{row.classNames.join(', ') || '—'}</TableCell>
          <TableCell>
            <RiskBadge risk={row.risk} label={t(`risk.${row.risk}`)} />
          </TableCell>
          <TableCell>{row.engagement === null ? t('metrics.none') : t('metrics.outOf100', { value: row.engagement })}</TableCell>
          <TableCell>
            <ReasonList reasons={row.reasons} voice="staff" />
          </TableCell>
        </TableRow>
      ))}
    </ListTable>
  )
}

/** Classes or subjects, pooled over their students; a subject also names its class. */
export async function GroupInsightTable({ rows, caption, scope }: { rows: GroupInsight[]; caption: string; scope: 'class' | 'subject' }) {
  const t = await getTranslations('insights')
  const columns = [
    t(scope === 'class' ? 'columns.class' : 'columns.subject'),
    ...(scope === 'subject' ? [t('columns.class')] : []),
    t('columns.students'),
    t('columns.risk'),
    t('columns.engagement'),
    t('columns.why'),
  ]
  return (
    <ListTable id={`insight-${scope}`} caption={caption} columns={columns}>
      {rows.map((row) => (
        <TableRow key={row.id}>
          <TableHead scope="row">{row.name}</TableHead>
          {scope === 'subject' && <TableCell>{row.className}</TableCell>}
          <TableCell>{row.students}</TableCell>
          <TableCell>
            <RiskBadge risk={row.risk} label={t(`risk.${row.risk}`)} />
          </TableCell>
          <TableCell>{row.engagement === null ? t('metrics.none') : t('metrics.outOf100', { value: row.engagement })}</TableCell>
          <TableCell>
            <ReasonList reasons={row.reasons} voice="staff" pooled />
          </TableCell>
        </TableRow>
      ))}
    </ListTable>
  )
}
