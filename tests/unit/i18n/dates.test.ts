import { describe, expect, it } from 'vitest'
import {
  formatDate,
  formatDateTime,
  formatLongDate,
  formatShortDate,
  formatTime,
} from '@/lib/i18n/dates'

// 14:05 UTC on Friday 4 December 2026 is 16:05 in Helsinki (winter time, UTC+2).
const WINTER = new Date('2026-12-04T14:05:00Z')
// 21:30 UTC on 31 July 2026 is already 1 August, 00:30, in Helsinki (summer time, UTC+3).
const SUMMER_MIDNIGHT = new Date('2026-07-31T21:30:00Z')

describe('one date format per language, in the school time zone', () => {
  // English and Finnish put the day first with a 24-hour clock; each with its own words.
  it.each([
    ['en', ['Fri 4.12', '4.12.2026', '4.12.2026, 16:05', '16:05', '4 December 2026']],
    ['fi', ['pe 4.12.', '4.12.2026', '4.12.2026 klo 16.05', '16.05', '4. joulukuuta 2026']],
  ] as const)('%s: short, date, date and time, time, long', (locale, expected) => {
    const written = [formatShortDate, formatDate, formatDateTime, formatTime, formatLongDate].map(
      (f) => f(WINTER, locale),
    )
    expect(written).toEqual(expected)
  })

  it('never writes a US-style date (month first, AM/PM) in English', () => {
    for (const text of [
      formatDate(WINTER, 'en'),
      formatDateTime(WINTER, 'en'),
      formatShortDate(WINTER, 'en'),
    ]) {
      expect(text).not.toMatch(/AM|PM|Dec 4|12\/4/)
    }
  })

  it('the date is the Helsinki date, across midnight and summer time', () => {
    expect(formatDate(SUMMER_MIDNIGHT, 'fi')).toBe('1.8.2026')
    expect(formatDateTime(SUMMER_MIDNIGHT, 'en')).toBe('1.8.2026, 00:30')
    expect(formatShortDate(SUMMER_MIDNIGHT, 'en')).toBe('Sat 1.8')
  })

  it('any Finnish tag writes Finnish; anything else English', () => {
    expect(formatDateTime(WINTER, 'fi-FI')).toBe('4.12.2026 klo 16.05')
    expect(formatDateTime(WINTER, 'sv')).toBe('4.12.2026, 16:05')
  })
})
