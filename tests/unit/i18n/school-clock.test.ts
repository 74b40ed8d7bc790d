import { describe, expect, it } from 'vitest'
import { calendarDaysBetween, fromSchoolInput, toSchoolInput } from '@/lib/i18n/dates'

// The school's clock is Helsinki's: UTC+2 in winter, UTC+3 in summer (from 29 March 2026 at
// 03:00 local time to 25 October 2026 at 04:00 local time).
describe('times entered and shown on the school clock, whatever the browser zone', () => {
  it.each([
    ['2026-12-04T15:00', '2026-12-04T13:00:00.000Z', 'in winter'],
    ['2026-06-12T15:00', '2026-06-12T12:00:00.000Z', 'in summer'],
    ['2026-03-29T02:30', '2026-03-29T00:30:00.000Z', 'just before the spring change'],
    ['2026-03-29T04:30', '2026-03-29T01:30:00.000Z', 'just after the spring change'],
    ['2026-10-25T05:00', '2026-10-25T03:00:00.000Z', 'just after the autumn change'],
  ])('reads a typed %s as %s, the Helsinki wall time %s', (typed, moment) => {
    expect(fromSchoolInput(typed)).toBe(moment)
  })

  it.each([
    ['2026-12-04T13:00:00.000Z', '2026-12-04T15:00'],
    ['2026-06-12T12:00:00Z', '2026-06-12T15:00'],
    ['2026-12-31T22:30:00Z', '2027-01-01T00:30'],
    [null, ''],
  ])('writes the stored moment %j back as the wall time %j', (moment, shown) => {
    expect(toSchoolInput(moment)).toBe(shown)
  })

  it.each(['2026-03-28T23:59', '2026-03-29T05:00', '2026-10-24T12:00', '2026-10-26T00:00'])(
    'keeps %s on both sides of the daylight-saving changes through input and back',
    (local) => {
      expect(toSchoolInput(fromSchoolInput(local))).toBe(local)
    },
  )

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
