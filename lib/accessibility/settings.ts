/**
 * The accessibility settings every person (and every visitor) has: nineteen of them, each with
 * its default. Signed-in people keep them with their account so they follow them to any
 * device; visitors keep them in the browser under ACCESSIBILITY_SETTINGS_KEY. Whatever reads
 * stored settings parses them with `parseAccessibilitySettings`, which falls back to the
 * default for any value that is missing or out of range, so an old or hand-edited copy never
 * breaks a page.
 */
export const ACCESSIBILITY_SETTINGS_KEY = 'accessibility-settings'
/** The cookie the server reads to paint the first HTML with the settings: their JSON, URI-encoded. */
export const ACCESSIBILITY_SETTINGS_COOKIE = 'accessibility-settings'
/** A year, in seconds: the cookie is only the first paint's copy; the account or local storage is the record. */
export const ACCESSIBILITY_COOKIE_MAX_AGE = 60 * 60 * 24 * 365

export const FONT_SIZE = { min: 75, max: 200, step: 25 } as const
export const CONTRAST_LEVEL = { min: 0, max: 100 } as const
export const ANNOUNCEMENT_LEVELS = ['none', 'low', 'medium', 'high'] as const
export type AnnouncementLevel = (typeof ANNOUNCEMENT_LEVELS)[number]

export const DEFAULT_ACCESSIBILITY_SETTINGS = {
  highContrast: false,
  fontSize: 100,
  darkMode: false,
  reducedMotion: false,
  colorBlindFriendly: false,
  contrastLevel: 0,
  visualAlerts: false,
  captionsEnabled: false,
  largeClickTargets: false,
  keyboardNavigation: true,
  voiceInput: false,
  simplifiedInterface: false,
  readingAssistance: false,
  autoplayDisabled: false,
  focusAssistance: false,
  screenReaderOptimized: false,
  skipLinks: true,
  ariaLive: true,
  announcementLevel: 'medium' as AnnouncementLevel,
}

export type AccessibilitySettings = typeof DEFAULT_ACCESSIBILITY_SETTINGS
export type AccessibilitySettingKey = keyof AccessibilitySettings
export type BooleanSettingKey = {
  [K in AccessibilitySettingKey]: AccessibilitySettings[K] extends boolean ? K : never
}[AccessibilitySettingKey]

/**
 * Whether one stored value is valid for its setting: the same rules as the zod schema in
 * `schema.ts` (which the server action validates with), written without zod because this
 * module is part of every page's first-load JavaScript and zod must stay out of it.
 */
export function isValidSettingValue<K extends AccessibilitySettingKey>(
  key: K,
  value: unknown,
): value is AccessibilitySettings[K] {
  switch (key) {
    case 'fontSize':
      return (
        Number.isInteger(value) &&
        (value as number) >= FONT_SIZE.min &&
        (value as number) <= FONT_SIZE.max &&
        ((value as number) - FONT_SIZE.min) % FONT_SIZE.step === 0
      )
    case 'contrastLevel':
      return (
        Number.isInteger(value) &&
        (value as number) >= CONTRAST_LEVEL.min &&
        (value as number) <= CONTRAST_LEVEL.max
      )
    case 'announcementLevel':
      return (ANNOUNCEMENT_LEVELS as readonly unknown[]).includes(value)
    default:
      return typeof value === 'boolean'
  }
}

/** Stored settings (any JSON, or nothing) as a whole, valid set: each bad or missing value is its default. */
export function parseAccessibilitySettings(stored: unknown): AccessibilitySettings {
  const source =
    stored && typeof stored === 'object' && !Array.isArray(stored)
      ? (stored as Record<string, unknown>)
      : {}
  const out = { ...DEFAULT_ACCESSIBILITY_SETTINGS }
  for (const key of Object.keys(out) as AccessibilitySettingKey[]) {
    if (isValidSettingValue(key, source[key])) (out as Record<string, unknown>)[key] = source[key]
  }
  return out
}

/** Whether two complete sets of settings are the same. */
export const sameSettings = (a: AccessibilitySettings, b: AccessibilitySettings) =>
  (Object.keys(DEFAULT_ACCESSIBILITY_SETTINGS) as AccessibilitySettingKey[]).every(
    (key) => a[key] === b[key],
  )

/** The settings cookie's value as settings (defaults for a missing or broken cookie). */
export function settingsFromCookie(value: string | undefined): AccessibilitySettings {
  if (!value) return { ...DEFAULT_ACCESSIBILITY_SETTINGS }
  try {
    return parseAccessibilitySettings(JSON.parse(decodeURIComponent(value)))
  } catch {
    return { ...DEFAULT_ACCESSIBILITY_SETTINGS }
  }
}

/** Settings as the cookie's value. */
export const settingsCookieValue = (settings: AccessibilitySettings) =>
  encodeURIComponent(JSON.stringify(settings))
