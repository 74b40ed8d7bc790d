/**
 * The audit score and the five standards' scores, computed from one automated audit of a page.
 * Pure functions: the Compliance Check tab shows what these return, and the formulas are the
 * product's own (they are not any standard's official test):
 *   - audit score: passed rules / (passed + violated rules), as a whole percentage, 100 when
 *     the audit checked nothing;
 *   - ADA: compliant with no critical and at most 2 serious violations; score = audit score
 *     − 20 per critical − 10 per serious;
 *   - Section 508: score = audit score − 25 per critical − 5 per serious; compliant with no
 *     critical and that score at least 85;
 *   - WCAG 2.1 AA: compliant when no WCAG 2.0/2.1 A or AA rule fails and no violation is
 *     critical; otherwise its score is the audit score − 15;
 *   - WCAG 2.2 AA: compliant with no critical and an audit score of at least 92; otherwise −10;
 *   - EN 301 549: compliant with no critical and an audit score of at least 88; otherwise −12;
 *   - overall: compliant when at least 3 of the 5 are; overall score = their mean, rounded.
 * A score never goes below 0: a page with many critical failures scores 0, not a negative
 * percentage that no reader could make sense of.
 */

export const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const
export type Impact = (typeof IMPACTS)[number]
export type ImpactCounts = Record<Impact, number>

/** The rule tags that belong to WCAG 2.0 and 2.1 at levels A and AA (2.2-only rules excluded). */
export const WCAG21_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const

export interface AuditNode {
  html: string
  target: string[]
}

export interface AuditViolation {
  id: string
  impact: Impact | null
  description: string
  help: string
  helpUrl: string
  tags: string[]
  nodes: AuditNode[]
}

/** What the Technical Audit shows and the assessment is computed from. */
export interface AuditResult {
  violations: AuditViolation[]
  passes: number
  /** Checks axe could not decide by itself: a person has to look. */
  incomplete: number
  url: string
  timestamp: string
  /** No WCAG 2.0/2.1 A or AA rule failed. */
  wcag21aa: boolean
  score: number
  counts: ImpactCounts
}

/** Percentage of passed rules, whole; 100 when nothing was checked. */
export function auditScore(passes: number, violations: number): number {
  const checked = passes + violations
  if (checked === 0) return 100
  // Multiplied first, so a share that is exactly half a point (199 of 200) is not lost to a
  // binary fraction just under it.
  return Math.round((passes * 100) / checked)
}

export function impactCounts(violations: Pick<AuditViolation, 'impact'>[]): ImpactCounts {
  const counts: ImpactCounts = { critical: 0, serious: 0, moderate: 0, minor: 0 }
  for (const v of violations) if (v.impact) counts[v.impact] += 1
  return counts
}

export function meetsWcag21aa(violations: Pick<AuditViolation, 'tags'>[]): boolean {
  return !violations.some((v) =>
    v.tags.some((tag) => (WCAG21_AA_TAGS as readonly string[]).includes(tag)),
  )
}

/** What the standards are assessed on: the audit's score, its counts by impact, its 2.1 flag. */
export type AssessmentInput = Pick<AuditResult, 'score' | 'counts' | 'wcag21aa'>

/** A recommendation as a message key and its values (the tab words it in the reader's language). */
export interface Recommendation {
  key: 'fixCritical' | 'reduceSerious' | 'raiseScore' | 'fixWcag21'
  values: Record<string, number>
}

export const STANDARD_IDS = ['ada', 'section508', 'wcag21aa', 'wcag22aa', 'en301549'] as const
export type StandardId = (typeof STANDARD_IDS)[number]

export interface StandardResult {
  standard: StandardId
  compliant: boolean
  score: number
  /** The number of critical violations, which each standard treats as disqualifying. */
  criticalIssues: number
  recommendations: Recommendation[]
}

export interface ComplianceResult {
  standards: StandardResult[]
  overallCompliance: boolean
  overallScore: number
  timestamp: string
}

const floor0 = (n: number) => Math.max(0, n)

function fixCritical(critical: number): Recommendation[] {
  return critical > 0 ? [{ key: 'fixCritical', values: { count: critical } }] : []
}

function raiseScore(score: number, target: number): Recommendation[] {
  return score < target ? [{ key: 'raiseScore', values: { score, target } }] : []
}

type Assessed = Pick<StandardResult, 'compliant' | 'score' | 'recommendations'>

/**
 * A standard met with no critical issue and the page's score at least `target`; one not met
 * has its score lowered by `penalty`.
 */
function scoreAtLeast(target: number, penalty: number) {
  return ({ score, counts: { critical } }: AssessmentInput): Assessed => {
    const compliant = critical === 0 && score >= target
    return {
      compliant,
      score: compliant ? score : floor0(score - penalty),
      recommendations: [...fixCritical(critical), ...raiseScore(score, target)],
    }
  }
}

const ASSESS: Record<StandardId, (input: AssessmentInput) => Assessed> = {
  ada: ({ score, counts: { critical, serious } }) => ({
    compliant: critical === 0 && serious <= 2,
    score: floor0(score - 20 * critical - 10 * serious),
    recommendations: [
      ...fixCritical(critical),
      ...(serious > 2
        ? [{ key: 'reduceSerious', values: { count: serious, max: 2 } } as const]
        : []),
    ],
  }),
  section508: ({ score, counts: { critical, serious } }) => {
    const own = floor0(score - 25 * critical - 5 * serious)
    return {
      compliant: critical === 0 && own >= 85,
      score: own,
      recommendations: [...fixCritical(critical), ...raiseScore(own, 85)],
    }
  },
  wcag21aa: ({ score, wcag21aa, counts: { critical } }) => {
    const compliant = wcag21aa && critical === 0
    return {
      compliant,
      score: compliant ? score : floor0(score - 15),
      recommendations: [
        ...fixCritical(critical),
        ...(wcag21aa ? [] : [{ key: 'fixWcag21', values: {} } as const]),
      ],
    }
  },
  wcag22aa: scoreAtLeast(92, 10),
  en301549: scoreAtLeast(88, 12),
}

/** How many of the five standards must be met for the page to count as compliant overall. */
export const OVERALL_COMPLIANT_MIN = 3

export function assessCompliance(
  input: AssessmentInput,
  timestamp = new Date().toISOString(),
): ComplianceResult {
  const standards = STANDARD_IDS.map((standard) => ({
    standard,
    criticalIssues: input.counts.critical,
    ...ASSESS[standard](input),
  }))
  const met = standards.filter((s) => s.compliant).length
  const mean = standards.reduce((sum, s) => sum + s.score, 0) / standards.length
  return {
    standards,
    overallCompliance: met >= OVERALL_COMPLIANT_MIN,
    overallScore: Math.round(mean),
    timestamp,
  }
}

export type ScoreTone = 'success' | 'warning' | 'danger'

/** The colour band of a score: 90 and over good, 75 and over needs work, below that poor. */
export function scoreTone(score: number): ScoreTone {
  if (score >= 90) return 'success'
  if (score >= 75) return 'warning'
  return 'danger'
}

const IMPACT_RANK: Record<Impact, number> = { critical: 0, serious: 1, moderate: 2, minor: 3 }
const rank = (impact: Impact | null) => (impact ? IMPACT_RANK[impact] : IMPACTS.length)

/** Violations worst first: by impact, then by how many elements each affects. */
export function byPriority<T extends { impact: Impact | null; nodes: readonly unknown[] }>(
  violations: T[],
): T[] {
  return [...violations].sort(
    (a, b) => rank(a.impact) - rank(b.impact) || b.nodes.length - a.nodes.length,
  )
}

/** The priority actions of an assessment: the worst violations first, at most `max`. */
export function priorityActions<T extends { impact: Impact | null; nodes: readonly unknown[] }>(
  violations: T[],
  max = 5,
): T[] {
  return byPriority(violations).slice(0, max)
}

/** The elements a violation lists: at most `max`, and how many more there are. */
export function affectedPreview<N>(nodes: N[], max = 3): { shown: N[]; more: number } {
  return { shown: nodes.slice(0, max), more: Math.max(0, nodes.length - max) }
}
