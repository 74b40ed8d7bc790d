import { getTranslations } from 'next-intl/server'
import { ListTable } from '@/components/lists/list-table'
import type { GroupInsight, StudentInsight } from '@/lib/data/insights'
import type { Reason, RiskLevel } from '@/lib/insights/record'
import { reasonSentences } from './reason-list'
import { InsightTableRows, type InsightRowView } from './insight-table-rows'

type Rated = { risk: RiskLevel; engagement: number | null; reasons: Reason[] }
type InsightsT = Awaited<ReturnType<typeof getTranslations<'insights'>>>

/** The words of a record's risk and engagement cells, in the `insights` messages `t`. */
function recordWords(t: InsightsT, { risk, engagement }: Rated) {
  return {
    risk,
    riskLabel: t(`risk.${risk}`),
    engagement:
      engagement === null ? t('metrics.none') : t('metrics.outOf100', { value: engagement }),
  }
}

/**
 * A table of records: the columns that say what each row is (`lead`), then the risk, the
 * engagement and the reasons, which every insight table ends with. The rows go to the browser
 * as data and one client component draws them: cheaper to send and read back than rows of
 * server-drawn elements.
 */
async function RecordTable<R extends Rated>({
  id,
  caption,
  rows,
  leadColumns,
  lead,
  pooled = false,
}: {
  id: string
  caption: string
  rows: R[]
  leadColumns: (t: InsightsT) => string[]
  lead: (row: R) => Pick<InsightRowView, 'id' | 'name' | 'href' | 'cells'>
  /** The reasons speak of a group's students (see reasonSentences). */
  pooled?: boolean
}) {
  const t = await getTranslations('insights')
  const columns = [...leadColumns(t), t('columns.risk'), t('columns.engagement'), t('columns.why')]
  const views = await Promise.all(
    rows.map(async (row) => ({
      ...lead(row),
      ...recordWords(t, row),
      reasons: await reasonSentences(row.reasons, 'staff', pooled),
    })),
  )
  return (
    <ListTable id={id} caption={caption} columns={columns}>
      <InsightTableRows rows={views} />
    </ListTable>
  )
}

/** Students most at risk first; each name opens the student's full record. */
export function StudentInsightTable({
  rows,
  caption,
}: {
  rows: StudentInsight[]
  caption: string
}) {
  return (
    <RecordTable
      id="insight-students"
      caption={caption}
      rows={rows}
      leadColumns={(t) => [t('columns.name'), t('columns.class')]}
      lead={(row) => ({
        id: row.id,
        name: row.name,
        href: `/insights?student=${row.id}`,
        cells: [row.classNames.join(', ') || '—'],
      })}
    />
  )
}

/** Classes or subjects, pooled over their students; a subject also names its class. */
export function GroupInsightTable({
  rows,
  caption,
  scope,
}: {
  rows: GroupInsight[]
  caption: string
  scope: 'class' | 'subject'
}) {
  const subject = scope === 'subject'
  return (
    <RecordTable
      id={`insight-${scope}`}
      caption={caption}
      rows={rows}
      leadColumns={(t) => [
        t(subject ? 'columns.subject' : 'columns.class'),
        ...(subject ? [t('columns.class')] : []),
        t('columns.students'),
      ]}
      lead={(row) => ({
        id: row.id,
        name: row.name,
        href: null,
        cells: subject ? [row.className, row.students] : [row.students],
      })}
      pooled
    />
  )
}
