import { getTranslations } from 'next-intl/server'
import type { StudentInsight } from '@/lib/data/insights'
import { riskKey, type InsightVoice } from '@/lib/insights/voice'
import { MetricList } from './metric-list'
import { ReasonList } from './reason-list'
import { RiskBadge } from './risk-badge'
import { TrendFigure } from './trend-figure'

/**
 * One student's insight record: the level with the reasons for it, the figures and the last six
 * weeks, in the reader's voice: staff see the rule; a student (`own`) and a parent (`child`)
 * read supportive words about themself or their child, and a level that is not an alarm.
 */
export async function StudentRecord({
  record,
  voice,
}: {
  record: StudentInsight
  voice: InsightVoice
}) {
  const t = await getTranslations('insights')
  const id = `record-${record.id}`
  return (
    <section
      aria-labelledby={`${id}-name`}
      className="mb-8 grid gap-5 rounded-xl border p-4 sm:p-6"
    >
      <header className="flex flex-wrap items-center gap-3">
        <h2 id={`${id}-name`} className="text-xl font-semibold">
          {record.name}
        </h2>
        <RiskBadge
          risk={record.risk}
          label={t(riskKey(voice, record.risk))}
          calm={voice !== 'staff'}
        />
        {record.classNames.length > 0 && (
          <p className="w-full text-muted-foreground">
            {t('record.classes', { names: record.classNames.join(', ') })}
          </p>
        )}
      </header>
      {voice !== 'staff' && <p className="max-w-prose">{t(`${voice}.intro`)}</p>}
      <div>
        <h3 className="mb-2 text-base font-semibold">{t('record.whyTitle')}</h3>
        <ReasonList reasons={record.reasons} voice={voice} />
      </div>
      <div>
        <h3 className="mb-2 text-base font-semibold">{t('metrics.title')}</h3>
        <MetricList
          metrics={record.metrics}
          engagement={record.engagement}
          lastActivity={record.lastActivity}
        />
      </div>
      <TrendFigure id={`${id}-trend`} points={record.trend} />
      {voice === 'staff' && (
        <p className="max-w-prose text-sm text-muted-foreground">{t('ruleText')}</p>
      )}
    </section>
  )
}
