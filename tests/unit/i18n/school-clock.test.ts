import { describe, expect, it } from 'vitest'
import { calendarDaysBetween, fromSchoolInput, toSchoolInput } from '@/lib/i18n/dates'

// The school's clock is Helsinki's: UTC+2 in winter, UTC+3 in summer (from 29 March 2026 at
// 03:00 local time to 25 October 2026 at 04:00 local time).
describe('times entered and shown on the school clock, whatever the browser zone', () => {
  it('reads a typed 15:00 as 15:00 in Helsinki, winter and summer', () => {
    expect(fromSchoolInput('2026-12-04T15:00')).toBe('2026-12-04T13:00:00.000Z')
    expect(fromSchoolInput('2026-06-12T15:00')).toBe('2026-06-12T12:00:00.000Z')
  })

  it('writes a stored moment back as the same wall time', () => {
    expect(toSchoolInput('2026-12-04T13:00:00.000Z')).toBe('2026-12-04T15:00')
    expect(toSchoolInput('2026-06-12T12:00:00Z')).toBe('2026-06-12T15:00')
    expect(toSchoolInput('2026-12-31T22:30:00Z')).toBe('2027-01-01T00:30')
    expect(toSchoolInput(null)).toBe('')
  })

  it('lands right on both sides of the daylight-saving changes', () => {
    expect(fromSchoolInput('2026-03-29T02:30')).toBe('2026-03-29T00:30:00.000Z')
    expect(fromSchoolInput('2026-03-29T04:30')).toBe('2026-03-29T01:30:00.000Z')
    expect(fromSchoolInput('2026-10-25T05:00')).toBe('2026-10-25T03:00:00.000Z')
    for (const local of [
      '2026-03-28T23:59',
      '2026-03-29T05:00',
      '2026-10-24T12:00',
      '2026-10-26T00:00',
    ])
      expect(toSchoolInput(fromSchoolInput(local))).toBe(local)
  })

  it('gives nothing for an empty or malformed value', () => {
    expect(fromSchoolInput('')).toBe('')
    expect(fromSchoolInput('4.12.2026 15:00')).toBe('')
  })
})

describe('calendar days on the school calendar', () => {
  it('counts Friday 17:00 to Sunday 09:00 as two days', () => {
    expect(
      calendarDaysBetween(new Date('2026-12-04T15:00:00Z'), new Date('2026-12-06T07:00:00Z')),
    ).toBe(2)
  })

  it('counts by the school date, not by UTC', () => {
    // 23:30 and 00:30 Helsinki time on consecutive days are one day apart, an hour in between.
    expect(
      calendarDaysBetween(new Date('2026-12-04T21:30:00Z'), new Date('2026-12-04T22:30:00Z')),
    ).toBe(1)
    expect(
      calendarDaysBetween(new Date('2026-12-04T06:00:00Z'), new Date('2026-12-04T20:00:00Z')),
    ).toBe(0)
  })
})
