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

/** Minutes the zone is ahead of UTC at that moment (120 or 180 for Helsinki). */
function zoneOffsetMinutes(date: Date, timeZone: string): number {
  const get = parts(
    date,
    {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    },
    timeZone,
  )
  const wall = Date.UTC(
    Number(get('year')),
    Number(get('month')) - 1,
    Number(get('day')),
    Number(get('hour')),
    Number(get('minute')),
  )
  return Math.round((wall - Math.floor(date.getTime() / 60_000) * 60_000) / 60_000)
}

/**
 * A moment as `<input type="datetime-local">` writes it ('YYYY-MM-DDTHH:mm'), on the school's
 * clock whatever the browser's time zone: a due time set as 15:00 reads 15:00 to everyone.
 */
export function toSchoolInput(iso: string | null, timeZone = SCHOOL_TIME_ZONE): string {
  if (!iso) return ''
  const date = new Date(iso)
  const shifted = new Date(date.getTime() + zoneOffsetMinutes(date, timeZone) * 60_000)
  return shifted.toISOString().slice(0, 16)
}

/**
 * The moment a 'YYYY-MM-DDTHH:mm' value means on the school's clock, as ISO 8601 ('' for '').
 * The offset is taken at the moment itself, so a value on either side of a daylight-saving
 * change lands right; a wall time the spring change skips moves forward by the missing hour.
 */
export function fromSchoolInput(local: string, timeZone = SCHOOL_TIME_ZONE): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(local)
  if (!m) return ''
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]))
  const first = wall - zoneOffsetMinutes(new Date(wall), timeZone) * 60_000
  const second = wall - zoneOffsetMinutes(new Date(first), timeZone) * 60_000
  return new Date(second).toISOString()
}

/**
 * Calendar days from one moment to a later one on the school's calendar: Friday 17:00 to
 * Sunday 09:00 is 2 (as people count "+2 days"), whatever the hours in between.
 */
export function calendarDaysBetween(from: Date, to: Date, timeZone = SCHOOL_TIME_ZONE): number {
  const day = (d: Date) => {
    const get = parts(d, { year: 'numeric', month: 'numeric', day: 'numeric' }, timeZone)
    return Date.UTC(Number(get('year')), Number(get('month')) - 1, Number(get('day')))
  }
  return Math.round((day(to) - day(from)) / 86_400_000)
}
