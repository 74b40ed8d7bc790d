'use client'

import { useId } from 'react'
import Link from 'next/link'
import { useT } from '@/components/i18n/client-messages'
import { ListTable } from '@/components/lists/list-table'
import { TableCell, TableHead, TableRow } from '@/components/ui/table'
import {
  priorityActions,
  type AuditResult,
  type ComplianceResult,
  type Recommendation,
} from '@/lib/accessibility/compliance'
import { ScanButton } from './scan-button'
import { Fact, Score } from './score'

/**
 * Act Compliance: Run assessment, then how the audited page fares against the five standards
 * (score, met or not, critical issues, what to do), the overall score and verdict, and the
 * violations to fix first. Always with the plain statement of what an automated check can and
 * cannot tell, and the way to the accessibility statement.
 */
export function ActCompliance({
  audit,
  compliance,
  scanning,
  onRun,
}: {
  audit: AuditResult | null
  compliance: ComplianceResult | null
  scanning: boolean
  onRun: () => void
}) {
  const t = useT('compliance')
  const headingId = useId()
  const met = compliance?.standards.filter((s) => s.compliant).length ?? 0
  const recommendation = (r: Recommendation) => t(`act.recommendations.${r.key}`, r.values)
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-lg font-semibold">
        {t('act.title')}
      </h3>
      <ScanButton
        scanning={scanning}
        onRun={onRun}
        label={t('act.run')}
        runningLabel={t('act.running')}
        className="self-start"
      />
      {!compliance && <p>{t('act.idle')}</p>}
      {compliance && audit && (
        <>
          <p className="text-sm">{t('act.basis', { url: audit.url })}</p>
          <Score label={t('act.overall')} score={compliance.overallScore} />
          <dl>
            <Fact term={t('act.verdict')}>
              {compliance.overallCompliance ? t('act.compliant') : t('act.notCompliant')}
            </Fact>
            <Fact term={t('act.standardsMet')}>{t('act.ofFive', { count: met })}</Fact>
          </dl>
          <ListTable
            id="compliance-standards"
            caption={t('act.standards')}
            columns={[
              t('act.columns.standard'),
              t('act.columns.score'),
              t('act.columns.status'),
              t('act.columns.critical'),
              t('act.columns.todo'),
            ]}
          >
            {compliance.standards.map((s) => (
              <TableRow key={s.standard}>
                <TableHead scope="row">{t(`standards.${s.standard}`)}</TableHead>
                <TableCell className="tabular-nums">{t('percent', { value: s.score })}</TableCell>
                <TableCell>{s.compliant ? t('act.compliant') : t('act.notCompliant')}</TableCell>
                <TableCell className="tabular-nums">{s.criticalIssues}</TableCell>
                <TableCell>
                  {s.recommendations.length === 0 ? (
                    t('act.recommendations.none')
                  ) : (
                    <ul className="list-disc pl-4">
                      {s.recommendations.map((r) => (
                        <li key={r.key}>{recommendation(r)}</li>
                      ))}
                    </ul>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </ListTable>
          <h4 className="font-semibold">{t('act.priority')}</h4>
          {audit.violations.length === 0 ? (
            <p>{t('act.priorityNone')}</p>
          ) : (
            <ol className="list-decimal pl-5">
              {priorityActions(audit.violations).map((v) => (
                <li key={v.id}>
                  <span lang="en">{v.help}</span>{' '}
                  {t('act.priorityDetail', {
                    impact: t(`impact.${v.impact ?? 'unknown'}`),
                    count: v.nodes.length,
                  })}
                </li>
              ))}
            </ol>
          )}
        </>
      )}
      <p className="rounded-md border p-3 text-sm">{t('act.honest')}</p>
      <Link
        href="/accessibility-statement"
        className="inline-flex min-h-11 items-center self-start text-primary underline hover:no-underline"
      >
        {t('act.statement')}
      </Link>
    </section>
  )
}
