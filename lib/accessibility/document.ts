import { htmlAccessibility } from './html'
import {
  ACCESSIBILITY_COOKIE_MAX_AGE,
  ACCESSIBILITY_SETTINGS_COOKIE,
  ACCESSIBILITY_SETTINGS_KEY,
  settingsCookieValue,
  type AccessibilitySettings,
} from './settings'

/**
 * Puts settings on the live page exactly as the server paints them on the first HTML: the same
 * attributes on <html>, the `dark` class and the root font size. Attributes of settings that
 * are now off are removed, so the page never keeps a stale effect.
 */
export function applySettingsToDocument(
  settings: AccessibilitySettings,
  root: HTMLElement = document.documentElement,
) {
  const html = htmlAccessibility(settings)
  for (const name of root.getAttributeNames()) {
    if (name.startsWith('data-a11y-') && !(name in html.attributes)) root.removeAttribute(name)
  }
  for (const [name, value] of Object.entries(html.attributes)) root.setAttribute(name, value)
  root.classList.toggle('dark', html.className === 'dark')
  root.style.fontSize = `${html.fontSizePercent}%`
}

/** The first-paint copy for the next page the server renders. */
export function writeSettingsCookie(settings: AccessibilitySettings) {
  document.cookie = `${ACCESSIBILITY_SETTINGS_COOKIE}=${settingsCookieValue(settings)}; path=/; max-age=${ACCESSIBILITY_COOKIE_MAX_AGE}; samesite=lax`
}

/** A visitor's record of their settings (and a signed-in person's copy on this device). */
export function writeLocalSettings(settings: AccessibilitySettings) {
  try {
    window.localStorage.setItem(ACCESSIBILITY_SETTINGS_KEY, JSON.stringify(settings))
  } catch {
    // Storage can be full or blocked (private mode); the cookie still carries the settings.
  }
}

/** The settings kept in this browser's local storage, raw (null when none or unreadable). */
export function readLocalSettings(): unknown {
  try {
    const stored = window.localStorage.getItem(ACCESSIBILITY_SETTINGS_KEY)
    return stored ? JSON.parse(stored) : null
  } catch {
    return null
  }
}
