import { describe, expect, it } from 'vitest'
import { htmlAccessibility } from '@/lib/accessibility/html'
import { DEFAULT_ACCESSIBILITY_SETTINGS } from '@/lib/accessibility/settings'

describe('htmlAccessibility', () => {
  it('marks only the settings that are on, and always the numbers and the level', () => {
    const html = htmlAccessibility({
      ...DEFAULT_ACCESSIBILITY_SETTINGS,
      highContrast: true,
      keyboardNavigation: false,
      fontSize: 150,
    })
    expect(html.attributes).toEqual({
      'data-a11y-font-size': '150',
      'data-a11y-contrast-level': '0',
      'data-a11y-announcement-level': 'medium',
      'data-a11y-high-contrast': '',
      'data-a11y-skip-links': '',
      'data-a11y-aria-live': '',
    })
    expect(html.fontSizePercent).toBe(150)
    expect(html.className).toBe('')
  })

  it('adds the dark class in dark mode', () => {
    expect(htmlAccessibility({ ...DEFAULT_ACCESSIBILITY_SETTINGS, darkMode: true }).className).toBe(
      'dark',
    )
  })
})
