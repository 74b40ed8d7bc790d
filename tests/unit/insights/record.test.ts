import { describe, expect, it } from 'vitest'
import { toMetrics, toReasons, toRisk, toTrend, trendEnds } from '@/lib/insights/record'

describe('insight records from JSON', () => {
  it('keeps known flags with their numbers and drops unknown codes', () => {
    expect(
      toReasons([
        { code: 'missed_recent', missed: 3, of: 5, level: 'high' },
        { code: 'diagnosis', level: 'high' },
        'x',
      ]),
    ).toEqual([{ code: 'missed_recent', level: 'high', values: { missed: 3, of: 5 } }])
    expect(toReasons(null)).toEqual([])
  })

  it('reads missing or malformed figures as not known, never as zero', () => {
    expect(toMetrics({ assignmentCompletion: 83, onTimeRate: '60', averageScore: null })).toEqual({
      assignmentCompletion: 83,
      onTimeRate: null,
      averageScore: null,
      participationScore: null,
    })
    expect(toRisk('severe')).toBe('low')
    expect(toRisk('high')).toBe('high')
  })

  it('summarises a trend from its first and last week with numbers', () => {
    const points = toTrend([
      { weekStart: '2026-10-01', completion: null, average: null, active: 0 },
      { weekStart: '2026-10-08', completion: 100, average: 81, active: 2 },
      { weekStart: '2026-10-15', completion: 50, average: null, active: 1 },
      { weekStart: '2026-10-22', completion: 40, average: 64 },
    ])
    expect(points[3].active).toBe(0)
    expect(trendEnds(points, 'completion')).toEqual({ from: 100, to: 40, weeks: 3 })
    expect(trendEnds(points, 'average')).toEqual({ from: 81, to: 64, weeks: 2 })
    expect(trendEnds(points.slice(0, 2), 'average')).toBeNull()
  })
})
