'use client'

import { useCallback, useMemo, useRef, useState } from 'react'
import { usePathname } from 'next/navigation'
import { useT } from '@/components/i18n/client-messages'
import { announce } from '@/lib/accessibility/announce'
import { assessCompliance, type AuditResult } from '@/lib/accessibility/compliance'
import { ActCompliance } from './act-compliance'
import { TechnicalAudit } from './technical-audit'
import { useAudit, useAutoAudit, type AuditOutcome } from './use-audit'

/**
 * The accessibility panel's Compliance Check tab: a Technical Audit of the page behind the
 * panel (axe-core, loaded only when an audit runs) and the Act Compliance assessment computed
 * from that audit. Both views show the same, latest audit, so their numbers always agree.
 *
 * The panel itself is left out of the audit: the nearest element marked
 * `data-accessibility-panel`, else the nearest dialog, else this tab. Its texts come from the
 * `compliance` messages, which the panel hands to client components.
 */
export function ComplianceTab() {
  const t = useT('compliance')
  const root = useRef<HTMLDivElement>(null)
  const exclude = useCallback(() => {
    const el = root.current
    return el?.closest('[data-accessibility-panel]') ?? el?.closest('[role="dialog"]') ?? el
  }, [])
  const audit = useAudit(exclude)
  const [assessed, setAssessed] = useState(false)
  const compliance = useMemo(
    () =>
      assessed && audit.result ? assessCompliance(audit.result, audit.result.timestamp) : null,
    [assessed, audit.result],
  )

  const { run } = audit
  const tell = useCallback(
    (outcome: AuditOutcome, done: (result: AuditResult) => string) => {
      if (outcome.ok) announce(done(outcome.result))
      else announce(`${t(`errors.${outcome.error}`)} ${t('errors.retry')}`, 'assertive')
    },
    [t],
  )
  const runAudit = useCallback(async () => {
    announce(t('audit.running'))
    tell(await run(), (r) =>
      t('audit.done', { score: r.score, violations: r.violations.length, passes: r.passes }),
    )
  }, [run, t, tell])
  const runAssessment = useCallback(async () => {
    announce(t('act.running'))
    const outcome = await run()
    if (outcome.ok) setAssessed(true)
    tell(outcome, (r) => {
      const result = assessCompliance(r, r.timestamp)
      const met = result.standards.filter((s) => s.compliant).length
      return t('act.done', { score: result.overallScore, count: met })
    })
  }, [run, t, tell])

  const [auto, setAuto] = useAutoAudit(usePathname(), runAudit)

  return (
    <div ref={root} className="flex flex-col gap-6">
      <p>{t('intro')}</p>
      <TechnicalAudit audit={audit} onRun={runAudit} auto={auto} onAutoChange={setAuto} />
      <ActCompliance
        audit={audit.result}
        compliance={compliance}
        scanning={audit.status === 'scanning'}
        onRun={runAssessment}
      />
    </div>
  )
}
