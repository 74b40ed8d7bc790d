import { describe, expect, it } from 'vitest'
import { htmlAccessibility } from '@/lib/accessibility/html'
import {
  DEFAULT_ACCESSIBILITY_SETTINGS,
  type AccessibilitySettings,
} from '@/lib/accessibility/settings'
import { announcementsAllowed } from '@/lib/accessibility/announce'

/** <html> as the server paints it for these settings. */
const html = (settings: AccessibilitySettings | null) => {
  const attributes = settings ? htmlAccessibility(settings).attributes : {}
  return {
    hasAttribute: (name: string) => name in attributes,
    getAttribute: (name: string) => attributes[name] ?? null,
  }
}

describe('announcementsAllowed', () => {
  it('speaks with the default settings and at every level but none', () => {
    expect(announcementsAllowed(html(DEFAULT_ACCESSIBILITY_SETTINGS))).toBe(true)
    for (const level of ['low', 'medium', 'high'] as const) {
      expect(
        announcementsAllowed(html({ ...DEFAULT_ACCESSIBILITY_SETTINGS, announcementLevel: level })),
      ).toBe(true)
    }
  })

  it('is silent at level none and when spoken updates are off', () => {
    expect(
      announcementsAllowed(html({ ...DEFAULT_ACCESSIBILITY_SETTINGS, announcementLevel: 'none' })),
    ).toBe(false)
    expect(announcementsAllowed(html({ ...DEFAULT_ACCESSIBILITY_SETTINGS, ariaLive: false }))).toBe(
      false,
    )
  })

  it('speaks on a page painted without the settings', () => {
    expect(announcementsAllowed(html(null))).toBe(true)
  })
})
