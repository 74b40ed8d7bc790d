'use client'

import { ExternalLink } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { useT } from '@/components/i18n/client-messages'
import { affectedPreview, byPriority, type AuditViolation } from '@/lib/accessibility/compliance'

const SNIPPET_MAX = 160
const snippet = (html: string) =>
  html.length > SNIPPET_MAX ? `${html.slice(0, SNIPPET_MAX)}…` : html

/**
 * The violations, worst first, behind one disclosure (native <details>, so it opens with Enter
 * or Space and says whether it is open). Each shows its impact, what is wrong, up to three of
 * the elements it found with a count of the rest, and a link to how to fix it. axe words its
 * rules in English only, so those texts carry lang="en" for screen readers.
 */
export function ViolationList({ violations }: { violations: AuditViolation[] }) {
  const t = useT('compliance')
  if (violations.length === 0) return <p>{t('audit.noViolations')}</p>
  return (
    <details className="rounded-md border">
      <summary className="min-h-11 cursor-pointer px-3 py-2.5 font-semibold">
        {t('audit.list', { count: violations.length })}
      </summary>
      <ol className="flex flex-col gap-3 border-t p-3">
        {byPriority(violations).map((v) => (
          <ViolationItem key={v.id} violation={v} />
        ))}
      </ol>
    </details>
  )
}

function ViolationItem({ violation: v }: { violation: AuditViolation }) {
  const t = useT('compliance')
  const { shown, more } = affectedPreview(v.nodes)
  return (
    <li className="flex flex-col gap-2 rounded-md bg-muted p-3">
      <p>
        <span className="font-semibold">{t(`impact.${v.impact ?? 'unknown'}`)}</span>
        {': '}
        <span lang="en">{v.help}</span>
      </p>
      <p lang="en" className="text-sm">
        {v.description}
      </p>
      <p className="text-sm font-medium">{t('audit.elements', { count: v.nodes.length })}</p>
      <ul className="flex flex-col gap-1">
        {shown.map((node, i) => (
          <li key={i}>
            <code className="block rounded bg-background px-2 py-1 text-xs break-all whitespace-pre-wrap">
              {snippet(node.html)}
            </code>
          </li>
        ))}
      </ul>
      {more > 0 && <p className="text-sm">{t('audit.more', { count: more })}</p>}
      <a
        href={v.helpUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 items-center gap-1 self-start text-primary underline hover:no-underline"
      >
        {t('audit.help')}
        <span className="sr-only">
          {': '}
          <span lang="en">{v.help}</span> {t('newTab')}
        </span>
        <Icon node={ExternalLink} className="size-4" />
      </a>
    </li>
  )
}
