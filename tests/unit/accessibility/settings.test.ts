import { describe, expect, it } from 'vitest'
import {
  DEFAULT_ACCESSIBILITY_SETTINGS,
  parseAccessibilitySettings,
  settingsCookieValue,
  settingsFromCookie,
} from '@/lib/accessibility/settings'

describe('parseAccessibilitySettings', () => {
  it('gives the defaults for nothing, junk and arrays', () => {
    for (const stored of [undefined, null, 'x', 42, [], [true]]) {
      expect(parseAccessibilitySettings(stored)).toEqual(DEFAULT_ACCESSIBILITY_SETTINGS)
    }
  })

  it('keeps valid values and replaces each invalid one by its default', () => {
    const parsed = parseAccessibilitySettings({
      darkMode: true,
      fontSize: 150,
      contrastLevel: 101,
      announcementLevel: 'loud',
      skipLinks: 'yes',
      unknown: true,
    })
    expect(parsed).toEqual({ ...DEFAULT_ACCESSIBILITY_SETTINGS, darkMode: true, fontSize: 150 })
  })

  it('accepts font sizes only on the 25 % steps from 75 to 200', () => {
    expect(parseAccessibilitySettings({ fontSize: 75 }).fontSize).toBe(75)
    expect(parseAccessibilitySettings({ fontSize: 200 }).fontSize).toBe(200)
    expect(parseAccessibilitySettings({ fontSize: 110 }).fontSize).toBe(100)
    expect(parseAccessibilitySettings({ fontSize: 225 }).fontSize).toBe(100)
    expect(parseAccessibilitySettings({ fontSize: 50 }).fontSize).toBe(100)
  })

  it('has nineteen settings', () => {
    expect(Object.keys(DEFAULT_ACCESSIBILITY_SETTINGS)).toHaveLength(19)
  })
})

describe('the settings cookie', () => {
  it('round-trips, and a missing or broken cookie gives the defaults', () => {
    const settings = {
      ...DEFAULT_ACCESSIBILITY_SETTINGS,
      fontSize: 200,
      announcementLevel: 'high' as const,
    }
    expect(settingsFromCookie(settingsCookieValue(settings))).toEqual(settings)
    expect(settingsFromCookie(undefined)).toEqual(DEFAULT_ACCESSIBILITY_SETTINGS)
    expect(settingsFromCookie('%7Bnot json')).toEqual(DEFAULT_ACCESSIBILITY_SETTINGS)
    expect(settingsFromCookie('%E0%A4%A')).toEqual(DEFAULT_ACCESSIBILITY_SETTINGS)
  })
})
