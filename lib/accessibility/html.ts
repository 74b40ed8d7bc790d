import type { AccessibilitySettings, BooleanSettingKey } from './settings'

/**
 * How settings reach the page: as attributes on <html>, set by the server on the first paint
 * (so no page ever flashes at the wrong size or in the wrong theme) and kept in step by the
 * browser when a setting changes. Styles and behaviours key off these attributes only.
 *   - each boolean setting that is on: `data-a11y-<kebab-name>` (e.g. data-a11y-high-contrast)
 *   - `data-a11y-font-size` and `data-a11y-contrast-level`: the numbers
 *   - `data-a11y-announcement-level`: none | low | medium | high
 *   - dark mode also adds the `dark` class that the theme's colour variables switch on
 *   - the font size is also the root font size (`style` font-size in %), so rem-based layout reflows
 */
const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

export const settingAttribute = (key: BooleanSettingKey) => `data-a11y-${kebab(key)}`

export interface HtmlAccessibility {
  attributes: Record<string, string>
  className: string
  fontSizePercent: number
}

export function htmlAccessibility(settings: AccessibilitySettings): HtmlAccessibility {
  const attributes: Record<string, string> = {
    'data-a11y-font-size': String(settings.fontSize),
    'data-a11y-contrast-level': String(settings.contrastLevel),
    'data-a11y-announcement-level': settings.announcementLevel,
  }
  for (const [key, value] of Object.entries(settings)) {
    if (value === true) attributes[settingAttribute(key as BooleanSettingKey)] = ''
  }
  return {
    attributes,
    className: settings.darkMode ? 'dark' : '',
    fontSizePercent: settings.fontSize,
  }
}
