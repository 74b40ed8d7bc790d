// Numbers and dates in the assistant's replies, written as the app's pages write them: a
// decimal comma in Finnish ("8,5", "7,5/10"), and a date and time in the one style of each
// language that lib/i18n/dates.ts defines for the app ("4.12.2026, 16:00" / "4.12.2026 klo
// 16.00"), in the school's time zone. A function is deployed on its own and cannot import the
// app's lib/, so the few lines it needs are here.
import type { Language } from '../_shared/language.ts'

const SCHOOL_TIME_ZONE = 'Europe/Helsinki'

const numberFormats: Record<Language, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 }),
  fi: new Intl.NumberFormat('fi-FI', { maximumFractionDigits: 1 }),
}

/** At most one decimal: "8.5" / "8,5". */
export const formatNumber = (value: number, lang: Language) =>
  numberFormats[lang].format(value).replace(/\u2212/g, '-')

/** "7.5/10" / "7,5/10", or the bare score when the assignment has no maximum. */
export const formatScore = (score: number, max: number | null, lang: Language) =>
  max ? `${formatNumber(score, lang)}/${formatNumber(max, lang)}` : formatNumber(score, lang)

const clock = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: SCHOOL_TIME_ZONE,
})

/** "4.12.2026, 16:00" / "4.12.2026 klo 16.00". */
export function formatDateTime(iso: string, lang: Language): string {
  const parts = clock.formatToParts(new Date(iso))
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? ''
  const date = `${Number(get('day'))}.${Number(get('month'))}.${get('year')}`
  return lang === 'fi'
    ? `${date} klo ${get('hour')}.${get('minute')}`
    : `${date}, ${get('hour')}:${get('minute')}`
}
