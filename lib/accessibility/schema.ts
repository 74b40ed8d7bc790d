import { z } from 'zod'
import { ANNOUNCEMENT_LEVELS, CONTRAST_LEVEL, FONT_SIZE } from './settings'
import { SUPPORT_KINDS } from './adaptive'

/**
 * The complete set of accessibility settings, strictly: what the server actions accept before
 * they store anything (a missing key or a value out of range is refused, not repaired). Kept
 * apart from `settings.ts` so zod never reaches a first-load bundle.
 */
const flag = z.boolean()
export const accessibilitySettingsSchema = z.strictObject({
  highContrast: flag,
  fontSize: z
    .number()
    .int()
    .min(FONT_SIZE.min)
    .max(FONT_SIZE.max)
    .refine((n) => (n - FONT_SIZE.min) % FONT_SIZE.step === 0),
  darkMode: flag,
  reducedMotion: flag,
  colorBlindFriendly: flag,
  contrastLevel: z.number().int().min(CONTRAST_LEVEL.min).max(CONTRAST_LEVEL.max),
  visualAlerts: flag,
  captionsEnabled: flag,
  largeClickTargets: flag,
  keyboardNavigation: flag,
  voiceInput: flag,
  simplifiedInterface: flag,
  readingAssistance: flag,
  autoplayDisabled: flag,
  focusAssistance: flag,
  screenReaderOptimized: flag,
  skipLinks: flag,
  ariaLive: flag,
  announcementLevel: z.enum(ANNOUNCEMENT_LEVELS),
})

/** The settings a student's adaptive support turned on, with the support kinds behind them. */
export const adaptiveSupportSchema = z.strictObject({
  settings: accessibilitySettingsSchema,
  support: z.array(z.enum(SUPPORT_KINDS)).min(1).max(SUPPORT_KINDS.length),
})
