import { describe, expect, it } from 'vitest'
import {
  affectedPreview,
  assessCompliance,
  auditScore,
  impactCounts,
  meetsWcag21aa,
  priorityActions,
  scoreTone,
  type AssessmentInput,
  type ImpactCounts,
  type StandardId,
} from '@/lib/accessibility/compliance'

const counts = (c: Partial<ImpactCounts> = {}): ImpactCounts => ({
  critical: 0,
  serious: 0,
  moderate: 0,
  minor: 0,
  ...c,
})
const input = (score: number, c: Partial<ImpactCounts> = {}, wcag21aa = true): AssessmentInput => ({
  score,
  counts: counts(c),
  wcag21aa,
})
const standard = (result: ReturnType<typeof assessCompliance>, id: StandardId) => {
  const found = result.standards.find((s) => s.standard === id)
  if (!found) throw new Error(`no ${id}`)
  return found
}
/** One standard's verdict and score for an audit with that score, those violations and WCAG 2.1 result. */
const verdict = (id: StandardId, ...audit: Parameters<typeof input>) => {
  const { compliant, score } = standard(assessCompliance(input(...audit)), id)
  return { compliant, score }
}

describe('auditScore', () => {
  it('is the share of passed rules as a whole percentage', () => {
    expect(auditScore(3, 1)).toBe(75)
    expect(auditScore(1, 0)).toBe(100)
  })

  it('is 100 when the audit checked nothing', () => {
    expect(auditScore(0, 0)).toBe(100)
  })

  it('is 0 with violations and no passes', () => {
    expect(auditScore(0, 4)).toBe(0)
  })

  it('rounds half up and otherwise to the nearest', () => {
    expect(auditScore(1, 7)).toBe(13) // 12.5
    expect(auditScore(2, 1)).toBe(67) // 66.67
    expect(auditScore(1, 2)).toBe(33) // 33.33
    expect(auditScore(199, 1)).toBe(100) // 99.5
    expect(auditScore(398, 3)).toBe(99) // 99.25
  })
})

describe('impactCounts and meetsWcag21aa', () => {
  it('counts violations by impact and leaves unknown impacts out', () => {
    expect(
      impactCounts([
        { impact: 'critical' },
        { impact: 'serious' },
        { impact: 'critical' },
        { impact: 'minor' },
        { impact: null },
      ]),
    ).toEqual({ critical: 2, serious: 1, moderate: 0, minor: 1 })
  })

  it('fails WCAG 2.1 AA only for rules of WCAG 2.0/2.1 A or AA', () => {
    expect(meetsWcag21aa([])).toBe(true)
    expect(meetsWcag21aa([{ tags: ['wcag22aa', 'wcag258'] }])).toBe(true)
    expect(meetsWcag21aa([{ tags: ['cat.text-alternatives', 'wcag2a', 'wcag111'] }])).toBe(false)
    expect(meetsWcag21aa([{ tags: ['wcag21aa', 'wcag1410'] }])).toBe(false)
    expect(meetsWcag21aa([{ tags: ['wcag21a'] }])).toBe(false)
  })
})

describe('assessCompliance', () => {
  it('meets every standard with no violations and a perfect score', () => {
    const result = assessCompliance(input(100), 'T')
    expect(result.standards.map((s) => [s.standard, s.compliant, s.score])).toEqual([
      ['ada', true, 100],
      ['section508', true, 100],
      ['wcag21aa', true, 100],
      ['wcag22aa', true, 100],
      ['en301549', true, 100],
    ])
    expect(result.overallCompliance).toBe(true)
    expect(result.overallScore).toBe(100)
    expect(result.timestamp).toBe('T')
    expect(
      result.standards.every((s) => s.recommendations.length === 0 && s.criticalIssues === 0),
    ).toBe(true)
  })

  it('takes 20 per critical and 10 per serious for ADA, and allows up to 2 serious', () => {
    expect(verdict('ada', 95, { serious: 2 })).toEqual({ compliant: true, score: 75 })
    expect(verdict('ada', 95, { serious: 3 })).toEqual({ compliant: false, score: 65 })
    const oneCritical = standard(assessCompliance(input(95, { critical: 1, serious: 1 })), 'ada')
    expect(oneCritical).toMatchObject({ compliant: false, score: 65, criticalIssues: 1 })
    expect(oneCritical.recommendations).toEqual([{ key: 'fixCritical', values: { count: 1 } }])
  })

  it('takes 25 per critical and 5 per serious for Section 508 and needs its own score of 85', () => {
    expect(verdict('section508', 95, { serious: 2 })).toEqual({ compliant: true, score: 85 })
    const below = standard(assessCompliance(input(95, { serious: 3 })), 'section508')
    expect(below).toMatchObject({ compliant: false, score: 80 })
    expect(below.recommendations).toEqual([
      { key: 'raiseScore', values: { score: 80, target: 85 } },
    ])
    expect(verdict('section508', 100, { critical: 1 })).toEqual({ compliant: false, score: 75 })
  })

  it('keeps the audit score for WCAG 2.1 AA when met and takes 15 when not', () => {
    expect(verdict('wcag21aa', 80, { serious: 4 }, true)).toEqual({ compliant: true, score: 80 })
    const failing = standard(assessCompliance(input(80, { serious: 1 }, false)), 'wcag21aa')
    expect(failing).toMatchObject({ compliant: false, score: 65 })
    expect(failing.recommendations).toEqual([{ key: 'fixWcag21', values: {} }])
    expect(verdict('wcag21aa', 80, { critical: 1 }, true)).toEqual({ compliant: false, score: 65 })
  })

  it('needs an audit score of 92 for WCAG 2.2 AA and 88 for EN 301 549, at the boundary too', () => {
    expect(verdict('wcag22aa', 92)).toEqual({ compliant: true, score: 92 })
    expect(verdict('wcag22aa', 91)).toEqual({ compliant: false, score: 81 })
    expect(verdict('en301549', 88)).toEqual({ compliant: true, score: 88 })
    const en = standard(assessCompliance(input(87)), 'en301549')
    expect(en).toMatchObject({ compliant: false, score: 75 })
    expect(en.recommendations).toEqual([{ key: 'raiseScore', values: { score: 87, target: 88 } }])
    expect(verdict('wcag22aa', 100, { critical: 1 })).toEqual({ compliant: false, score: 90 })
    expect(verdict('en301549', 100, { critical: 1 })).toEqual({ compliant: false, score: 88 })
  })

  it('is compliant overall with 3 of 5 standards and averages the scores', () => {
    // 90: ADA 90 yes, 508 90 yes, 2.1 90 yes, 2.2 80 no, EN 90 yes
    const four = assessCompliance(input(90))
    expect(four.standards.filter((s) => s.compliant)).toHaveLength(4)
    expect(four.overallScore).toBe(88) // (90+90+90+80+90)/5
    expect(four.overallCompliance).toBe(true)

    // 87, 3 serious, 2.1 failing: ADA 57 no, 508 72 no, 2.1 72 no, 2.2 77 no, EN 75 no
    const none = assessCompliance(input(87, { serious: 3 }, false))
    expect(none.standards.map((s) => s.score)).toEqual([57, 72, 72, 77, 75])
    expect(none.overallScore).toBe(71) // 70.6
    expect(none.overallCompliance).toBe(false)

    // 89, 1 serious: ADA 79 yes, 508 84 no, 2.1 89 yes, 2.2 79 no, EN 89 yes: exactly three
    const three = assessCompliance(input(89, { serious: 1 }))
    expect(three.standards.map((s) => s.compliant)).toEqual([true, false, true, false, true])
    expect(three.overallCompliance).toBe(true)
    expect(three.overallScore).toBe(84) // 84.0

    // 88, 3 serious: ADA 58 no, 508 73 no, 2.1 88 yes, 2.2 78 no, EN 88 yes
    const two = assessCompliance(input(88, { serious: 3 }))
    expect(two.standards.filter((s) => s.compliant)).toHaveLength(2)
    expect(two.overallCompliance).toBe(false)
  })

  it('fails every standard when all violations are critical, and no score goes below 0', () => {
    const result = assessCompliance(input(0, { critical: 6 }, false))
    expect(result.standards.every((s) => !s.compliant && s.criticalIssues === 6)).toBe(true)
    expect(result.standards.map((s) => s.score)).toEqual([0, 0, 0, 0, 0])
    expect(result.overallScore).toBe(0)
    expect(result.overallCompliance).toBe(false)
  })

  it('scores zero passes with one critical failure', () => {
    const result = assessCompliance({
      score: auditScore(0, 1),
      counts: counts({ critical: 1 }),
      wcag21aa: false,
    })
    expect(result.standards.map((s) => s.score)).toEqual([0, 0, 0, 0, 0])
  })

  it('rounds the mean to the nearest whole number', () => {
    // 97, 1 critical: 77, 72, 82, 87, 85 → 80.6
    expect(assessCompliance(input(97, { critical: 1 }, false)).overallScore).toBe(81)
    // 96, 1 critical, 1 serious: 66, 66, 81, 86, 84 → 76.6
    expect(assessCompliance(input(96, { critical: 1, serious: 1 }, false)).overallScore).toBe(77)
    // 93, 1 serious: 83, 88, 93, 93, 93 → 90 exactly
    expect(assessCompliance(input(93, { serious: 1 })).overallScore).toBe(90)
    // 91: 91, 91, 91, 81, 91 → 89
    expect(assessCompliance(input(91)).overallScore).toBe(89)
    // 94, 3 serious: 64, 79, 94, 94, 94 → 85
    expect(assessCompliance(input(94, { serious: 3 })).overallScore).toBe(85)
    // 86, 1 serious, 2.1 failing: 76, 81, 71, 76, 74 → 75.6
    expect(assessCompliance(input(86, { serious: 1 }, false)).overallScore).toBe(76)
  })

  it('ignores moderate and minor violations in the standards beyond the audit score', () => {
    const plain = assessCompliance(input(95))
    const withMinor = assessCompliance(input(95, { moderate: 5, minor: 9 }))
    expect(withMinor.standards).toEqual(plain.standards)
  })
})

describe('scoreTone', () => {
  it('is good from 90, needs work from 75, poor below', () => {
    expect([100, 90, 89, 75, 74, 0].map(scoreTone)).toEqual([
      'success',
      'success',
      'warning',
      'warning',
      'danger',
      'danger',
    ])
  })
})

describe('priorityActions and affectedPreview', () => {
  const v = (
    id: string,
    impact: 'critical' | 'serious' | 'moderate' | 'minor' | null,
    nodes: number,
  ) => ({
    id,
    impact,
    nodes: Array.from({ length: nodes }, (_, i) => i),
  })

  it('puts the worst first, then the widest, and keeps at most five', () => {
    const list = [
      v('a', 'minor', 9),
      v('b', 'critical', 1),
      v('c', 'serious', 2),
      v('d', 'critical', 4),
      v('e', null, 3),
      v('f', 'moderate', 1),
    ]
    expect(priorityActions(list).map((x) => x.id)).toEqual(['d', 'b', 'c', 'f', 'a'])
    expect(priorityActions(list, 2).map((x) => x.id)).toEqual(['d', 'b'])
    expect(priorityActions([])).toEqual([])
  })

  it('shows at most three elements and counts the rest', () => {
    expect(affectedPreview([1, 2])).toEqual({ shown: [1, 2], more: 0 })
    expect(affectedPreview([1, 2, 3])).toEqual({ shown: [1, 2, 3], more: 0 })
    expect(affectedPreview([1, 2, 3, 4, 5])).toEqual({ shown: [1, 2, 3], more: 2 })
  })
})
