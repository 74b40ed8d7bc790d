/**
 * The insight records as the database returns them, narrowed from JSON. The numbers and the
 * flags are computed in SQL (the insight readers); this module only checks their shape, so a
 * page never renders a field it did not expect.
 */
export const RISK_LEVELS = ['high', 'medium', 'low'] as const
export type RiskLevel = (typeof RISK_LEVELS)[number]

export const REASON_CODES = [
  'missed_recent',
  'completion_low',
  'late_often',
  'participation_low',
  'average_fell',
  'no_work_yet',
  'no_students',
] as const
export type ReasonCode = (typeof REASON_CODES)[number]

/** One explained flag: its code, its level and the numbers the sentence is made of. */
export type Reason = { code: ReasonCode; level: RiskLevel; values: Record<string, number> }

export type Metrics = {
  assignmentCompletion: number | null
  onTimeRate: number | null
  averageScore: number | null
  participationScore: number | null
}
export const METRIC_KEYS = [
  'assignmentCompletion',
  'onTimeRate',
  'averageScore',
  'participationScore',
] as const

/** One week of a trend: its first day, % handed in, average % and count of hand-ins and quizzes. */
export type TrendPoint = {
  weekStart: string
  completion: number | null
  average: number | null
  active: number
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const numberOrNull = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null

export function toRisk(value: unknown): RiskLevel {
  return (RISK_LEVELS as readonly unknown[]).includes(value) ? (value as RiskLevel) : 'low'
}

export function toMetrics(value: unknown): Metrics {
  const o = isObject(value) ? value : {}
  return {
    assignmentCompletion: numberOrNull(o.assignmentCompletion),
    onTimeRate: numberOrNull(o.onTimeRate),
    averageScore: numberOrNull(o.averageScore),
    participationScore: numberOrNull(o.participationScore),
  }
}

/** Flags with a code this app knows how to word; any other is left out rather than shown raw. */
export function toReasons(value: unknown): Reason[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((item) => {
    if (!isObject(item) || !(REASON_CODES as readonly unknown[]).includes(item.code)) return []
    const values: Record<string, number> = {}
    for (const [key, v] of Object.entries(item)) if (typeof v === 'number') values[key] = v
    return [{ code: item.code as ReasonCode, level: toRisk(item.level), values }]
  })
}

export function toTrend(value: unknown): TrendPoint[] {
  if (!Array.isArray(value)) return []
  return value.filter(isObject).map((w) => ({
    weekStart: typeof w.weekStart === 'string' ? w.weekStart : '',
    completion: numberOrNull(w.completion),
    average: numberOrNull(w.average),
    active: numberOrNull(w.active) ?? 0,
  }))
}

/** The first and the last week that have a number, for the text summary of a trend. */
export function trendEnds(points: TrendPoint[], key: 'completion' | 'average') {
  const known = points.filter((p) => p[key] !== null)
  if (known.length < 2) return null
  return {
    from: known[0][key] as number,
    to: known[known.length - 1][key] as number,
    weeks: known.length,
  }
}
