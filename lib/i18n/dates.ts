/**
 * Every date the app shows, one way per language, in the school's time zone. Both languages
 * write day before month with numbers and a 24-hour clock, as Finnish schools do; English uses
 * English weekday and month names and a colon in the time, Finnish its own words, "klo" and a
 * dot. No page formats a date by other means, so no US-style date ever sits beside a
 * Finnish-style one.
 *
 *   style      en                    fi
 *   short      Fri 4.12              pe 4.12.
 *   date       4.12.2026             4.12.2026
 *   dateTime   4.12.2026, 16:00      4.12.2026 klo 16.00
 *   time       16:00                 16.00
 *   long       4 December 2026       4. joulukuuta 2026
 */
import { intlOnce } from './intl-once'

export const SCHOOL_TIME_ZONE = 'Europe/Helsinki'

type Lang = 'en' | 'fi'
const lang = (locale: string): Lang => (locale === 'fi' || locale.startsWith('fi-') ? 'fi' : 'en')

/** One formatter per language, style and time zone, made once (`intlOnce`). */
function formatter(
  locale: string,
  options: Intl.DateTimeFormatOptions,
  timeZone: string,
): Intl.DateTimeFormat {
  const withZone = { ...options, timeZone }
  return intlOnce('date', locale, withZone, () => new Intl.DateTimeFormat(locale, withZone))
}

function parts(date: Date, options: Intl.DateTimeFormatOptions, timeZone: string) {
  const list = formatter('en-GB', options, timeZone).formatToParts(date)
  return (type: Intl.DateTimeFormatPartTypes) => list.find((p) => p.type === type)?.value ?? ''
}

/** 'HH:MM' ('HH.MM' in Finnish). */
export function formatTime(date: Date, locale: string, timeZone = SCHOOL_TIME_ZONE): string {
  const get = parts(date, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, timeZone)
  return `${get('hour')}${lang(locale) === 'fi' ? '.' : ':'}${get('minute')}`
}

/** 'D.M.YYYY'. */
export function formatDate(date: Date, _locale: string, timeZone = SCHOOL_TIME_ZONE): string {
  const get = parts(date, { day: 'numeric', month: 'numeric', year: 'numeric' }, timeZone)
  return `${Number(get('day'))}.${Number(get('month'))}.${get('year')}`
}

/** 'D.M.YYYY, HH:MM' / 'D.M.YYYY klo HH.MM'. */
export function formatDateTime(date: Date, locale: string, timeZone = SCHOOL_TIME_ZONE): string {
  const joiner = lang(locale) === 'fi' ? ' klo ' : ', '
  return `${formatDate(date, locale, timeZone)}${joiner}${formatTime(date, locale, timeZone)}`
}

/** Weekday and day.month, the way a timetable writes it: 'Fri 4.12' / 'pe 4.12.'. */
export function formatShortDate(date: Date, locale: string, timeZone = SCHOOL_TIME_ZONE): string {
  const fi = lang(locale) === 'fi'
  const weekday = formatter(fi ? 'fi-FI' : 'en-GB', { weekday: 'short' }, timeZone)
    .format(date)
    .replace(/\.$/, '')
  const get = parts(date, { day: 'numeric', month: 'numeric' }, timeZone)
  const core = `${Number(get('day'))}.${Number(get('month'))}`
  return fi ? `${weekday} ${core}.` : `${weekday} ${core}`
}

/** The month in words, for statements and letters: '4 December 2026' / '4. joulukuuta 2026'. */
export function formatLongDate(date: Date, locale: string, timeZone = SCHOOL_TIME_ZONE): string {
  const fi = lang(locale) === 'fi'
  return formatter(
    fi ? 'fi-FI' : 'en-GB',
    { day: 'numeric', month: 'long', year: 'numeric' },
    timeZone,
  ).format(date)
}
