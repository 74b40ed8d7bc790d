import { getTranslations } from 'next-intl/server'
import { ListTable } from '@/components/lists/list-table'
import type { GroupInsight, StudentInsight } from '@/lib/data/insights'
import type { RiskLevel } from '@/lib/insights/record'
import { reasonSentences } from './reason-list'
import { InsightTableRows } from './insight-table-rows'

type Rated = { risk: RiskLevel; engagement: number | null }

/** The words of a record's risk and engagement cells, in the `insights` messages `t`. */
function recordWords(
  t: Awaited<ReturnType<typeof getTranslations<'insights'>>>,
  { risk, engagement }: Rated,
) {
  return {
    risk,
    riskLabel: t(`risk.${risk}`),
    engagement:
      engagement === null ? t('metrics.none') : t('metrics.outOf100', { value: engagement }),
  }
}

/**
 * Students most at risk first; each name opens the student's full record.
 * The rows go to the browser as data and one client component draws them: cheaper to send
 * and read back than rows of server-drawn elements.
 */
export async function StudentInsightTable({
  rows,
  caption,
}: {
  rows: StudentInsight[]
  caption: string
}) {
  const t = await getTranslations('insights')
  const columns = [
    t('columns.name'),
    t('columns.class'),
    t('columns.risk'),
    t('columns.engagement'),
    t('columns.why'),
  ]
  const views = await Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      name: row.name,
      href: `/insights?student=${row.id}`,
      cells: [row.classNames.join(', ') || '—'],
      ...recordWords(t, row),
      reasons: await reasonSentences(row.reasons, 'staff'),
    })),
  )
  return (
    <ListTable id="insight-students" caption={caption} columns={columns}>
      <InsightTableRows rows={views} />
    </ListTable>
  )
}

/** Classes or subjects, pooled over their students; a subject also names its class. */
export async function GroupInsightTable({
  rows,
  caption,
  scope,
}: {
  rows: GroupInsight[]
  caption: string
  scope: 'class' | 'subject'
}) {
  const t = await getTranslations('insights')
  const columns = [
    t(scope === 'class' ? 'columns.class' : 'columns.subject'),
    ...(scope === 'subject' ? [t('columns.class')] : []),
    t('columns.students'),
    t('columns.risk'),
    t('columns.engagement'),
    t('columns.why'),
  ]
  const views = await Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      name: row.name,
      href: null,
      cells: scope === 'subject' ? [row.className, row.students] : [row.students],
      ...recordWords(t, row),
      reasons: await reasonSentences(row.reasons, 'staff', true),
    })),
  )
  return (
    <ListTable id={`insight-${scope}`} caption={caption} columns={columns}>
      <InsightTableRows rows={views} />
    </ListTable>
  )
}
