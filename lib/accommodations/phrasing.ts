// Accommodations as what to do in class, never as a diagnosis: a teacher reads
// 'Allow 50% more time', not the condition behind it. Disability codes are deliberately
// not an input here.

import { ACCOMMODATIONS } from '@/lib/profile/options'

// The codes are the profile's list: one list for what a profile may hold and what is phrased.
export type Accommodation = (typeof ACCOMMODATIONS)[number]

export function isAccommodation(value: unknown): value is Accommodation {
  return typeof value === 'string' && (ACCOMMODATIONS as readonly string[]).includes(value)
}

export type AccommodationAction = {
  key: `students.todo.${Accommodation}`
  values: Record<string, number>
}

/**
 * The message key (students.todo.*) and values for each accommodation that applies, in a
 * stable order without duplicates. Unknown codes are dropped rather than shown raw.
 */
export function accommodationActions(
  codes: readonly string[],
  extendedTimeFactor = 1.5,
): AccommodationAction[] {
  const present = new Set(codes.filter(isAccommodation))
  return ACCOMMODATIONS.filter((code) => present.has(code)).map((code): AccommodationAction => ({
    key: `students.todo.${code}`,
    values: code === 'extended_time' ? { percent: Math.round((extendedTimeFactor - 1) * 100) } : {},
  }))
}

/** Profile and formal accommodation rows together: either source makes it apply. */
export function activeAccommodations(
  profileCodes: readonly string[] | null | undefined,
  rows: ReadonlyArray<{ accommodation: string; is_active: boolean }> | null | undefined,
): Accommodation[] {
  const all = new Set<string>(profileCodes ?? [])
  for (const row of rows ?? []) if (row.is_active) all.add(row.accommodation)
  return ACCOMMODATIONS.filter((code) => all.has(code))
}

/**
 * Whether instructions get a read-aloud button: the screen_reader accommodation, or the
 * student's own screen-reader / reading-assistance preference.
 */
export function wantsReadAloud(
  accommodations: readonly string[],
  accessibilityPreferences: Record<string, unknown> | null | undefined,
): boolean {
  if (accommodations.includes('screen_reader')) return true
  const prefs = accessibilityPreferences ?? {}
  return prefs.screenReader === true || prefs.readingAssistance === true
}
