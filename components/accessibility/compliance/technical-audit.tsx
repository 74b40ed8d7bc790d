'use client'

import { useId } from 'react'
import { useT } from '@/components/i18n/client-messages'
import { IMPACTS } from '@/lib/accessibility/compliance'
import { ScanButton } from './scan-button'
import { Fact, Score } from './score'
import type { AuditState } from './use-audit'
import { ViolationList } from './violation-list'

/**
 * The Technical Audit: Run audit, the "audit automatically" switch, then the latest result:
 * the score, passed and violated rules (by impact), what needs a person to check, and the
 * violations themselves.
 */
export function TechnicalAudit({
  audit,
  onRun,
  auto,
  onAutoChange,
}: {
  audit: AuditState
  onRun: () => void
  auto: boolean
  onAutoChange: (on: boolean) => void
}) {
  const t = useT('compliance')
  const headingId = useId()
  const autoHintId = useId()
  const scanning = audit.status === 'scanning'
  const { result } = audit
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-lg font-semibold">
        {t('audit.title')}
      </h3>
      <div className="flex flex-wrap items-center gap-3">
        <ScanButton
          scanning={scanning}
          onRun={onRun}
          label={t('audit.run')}
          runningLabel={t('audit.running')}
        />
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2">
          <input
            type="checkbox"
            role="switch"
            checked={auto}
            onChange={(e) => onAutoChange(e.target.checked)}
            aria-describedby={autoHintId}
            className="size-5 accent-primary"
          />
          {t('audit.auto')}
        </label>
      </div>
      <p id={autoHintId} className="text-sm text-muted-foreground">
        {t('audit.autoHint')}
      </p>
      {audit.status === 'error' && audit.error && (
        <p className="rounded-md border border-destructive p-3 font-medium text-destructive dark:text-red-300">
          {t(`errors.${audit.error}`)} {t('errors.retry')}
        </p>
      )}
      {!result && audit.status !== 'error' && !scanning && <p>{t('audit.idle')}</p>}
      {result && (
        <>
          <Score label={t('audit.score')} score={result.score} />
          <p className="text-sm">{t('audit.page', { url: result.url })}</p>
          <dl>
            <Fact term={t('audit.passed')}>{result.passes}</Fact>
            <Fact term={t('audit.violations')}>{result.violations.length}</Fact>
            {IMPACTS.map((impact) => (
              <Fact key={impact} term={t(`audit.byImpact.${impact}`)}>
                {result.counts[impact]}
              </Fact>
            ))}
            <Fact term={t('audit.incomplete')}>{result.incomplete}</Fact>
            <Fact term={t('audit.wcag21')}>
              {result.wcag21aa ? t('audit.wcag21Pass') : t('audit.wcag21Fail')}
            </Fact>
          </dl>
          <ViolationList violations={result.violations} />
          <p className="text-sm text-muted-foreground">{t('audit.rulesInEnglish')}</p>
        </>
      )}
    </section>
  )
}
