import type { AxeResults, ElementContext, RunOptions } from 'axe-core'
import {
  auditScore,
  impactCounts,
  IMPACTS,
  meetsWcag21aa,
  type AuditResult,
  type AuditViolation,
  type Impact,
} from './compliance'

/**
 * Runs axe-core on the page in the browser and turns its answer into an `AuditResult`.
 * axe-core is large (about 150 KB gzip), so it is imported only when someone runs an audit:
 * never part of a page's first load.
 */

/** The rule sets the app promises to meet: WCAG 2.0 A and AA, 2.1 AA, 2.2 AA. */
export const AUDIT_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] as const
export const AUDIT_TIMEOUT_MS = 10_000

export type AuditErrorKind = 'timeout' | 'failed'

export class AuditError extends Error {
  constructor(
    readonly kind: AuditErrorKind,
    cause?: unknown,
  ) {
    super(kind === 'timeout' ? 'Audit timeout' : 'Failed to run accessibility audit', { cause })
    this.name = 'AuditError'
  }
}

export interface AxeLike {
  run(context: ElementContext, options: RunOptions): Promise<AxeResults>
}

type AxeAnswer = Pick<AxeResults, 'violations' | 'passes' | 'incomplete'>

const isImpact = (value: unknown): value is Impact =>
  (IMPACTS as readonly unknown[]).includes(value)

/** axe's answer as the tab shows it: only what it needs, counts and flags computed once. */
export function shapeAuditResult(answer: AxeAnswer, url: string, timestamp: string): AuditResult {
  const violations: AuditViolation[] = answer.violations.map((v) => ({
    id: v.id,
    impact: isImpact(v.impact) ? v.impact : null,
    description: v.description,
    help: v.help,
    helpUrl: v.helpUrl,
    tags: [...v.tags],
    nodes: v.nodes.map((n) => ({ html: n.html, target: n.target.map(String) })),
  }))
  return {
    violations,
    passes: answer.passes.length,
    incomplete: answer.incomplete.length,
    url,
    timestamp,
    wcag21aa: meetsWcag21aa(violations),
    score: auditScore(answer.passes.length, violations.length),
    counts: impactCounts(violations),
  }
}

const loadAxe = (): Promise<AxeLike> =>
  import('axe-core').then((m) => ((m as { default?: AxeLike }).default ?? m) as AxeLike)

/**
 * axe refuses a second run while one is going, and a run that outlived its timeout may still be
 * going: each run waits for the one before it on the same axe.
 */
const busy = new WeakMap<AxeLike, Promise<unknown>>()

export interface RunAuditOptions {
  /** Left out of the audit: the panel that runs it. */
  exclude?: Element | null
  timeoutMs?: number
  load?: () => Promise<AxeLike>
  url?: string
  now?: () => Date
}

/** One audit of the current page; rejects with an `AuditError` ('timeout' or 'failed'). */
export function runAudit(options: RunAuditOptions = {}): Promise<AuditResult> {
  const { exclude, timeoutMs = AUDIT_TIMEOUT_MS, load = loadAxe, now = () => new Date() } = options
  const url = options.url ?? (typeof location === 'undefined' ? '' : location.pathname)
  return new Promise<AuditResult>((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined
    // The time limit bounds the check itself: it starts when axe begins on this page, not while
    // axe's code is still downloading (a slow connection) or an earlier run is finishing.
    const startClock = () => {
      timer = setTimeout(() => reject(new AuditError('timeout')), timeoutMs)
    }
    const work = load().then((axe) => {
      const mine = (busy.get(axe) ?? Promise.resolve())
        .catch(() => undefined)
        .then(async () => {
          startClock()
          const context: ElementContext = exclude ? { exclude: [exclude] } : { exclude: [] }
          const restore = revealPageBehind(exclude)
          try {
            return await axe.run(context, {
              runOnly: { type: 'tag', values: [...AUDIT_TAGS] },
              resultTypes: ['violations'],
            })
          } finally {
            restore()
          }
        })
      busy.set(axe, mine)
      return mine
    })
    work.then(
      (answer) => {
        clearTimeout(timer)
        resolve(shapeAuditResult(answer, url, now().toISOString()))
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(new AuditError('failed', error))
      },
    )
  })
}

/**
 * A modal panel hides the rest of the page from assistive technology (`aria-hidden` on its
 * siblings, marked `data-aria-hidden` by the dialog library). axe skips hidden content, so an
 * audit run from a modal panel would check nothing of the page. For the length of the run the
 * page is shown again as it is without the panel; the returned function hides it again.
 */
function revealPageBehind(panel: Element | null | undefined): () => void {
  if (!panel || typeof document === 'undefined') return () => {}
  const hidden = [
    ...document.querySelectorAll('[data-aria-hidden="true"][aria-hidden="true"]'),
  ].filter((el) => !el.contains(panel))
  for (const el of hidden) el.removeAttribute('aria-hidden')
  return () => {
    for (const el of hidden)
      if (el.isConnected && el.hasAttribute('data-aria-hidden'))
        el.setAttribute('aria-hidden', 'true')
  }
}
