import { expect, type Page } from '@playwright/test'
import {
  ACCESSIBILITY_SETTINGS_COOKIE,
  DEFAULT_ACCESSIBILITY_SETTINGS,
  settingsCookieValue,
  type AccessibilitySettings,
} from '@/lib/accessibility/settings'
import { API_URL, APP_URL, backendToken } from '../support'

/**
 * Turns accessibility settings on for the browser context, as their stored cookie (read on the
 * first paint), and, for a person who will sign in, in their account too: signing in puts the
 * account's settings in the cookie, so the account decides for a signed-in person. Use a
 * person of the test's own (ownSchool), never a demo account other tests sign in as.
 */
export async function useAccessibilitySettings(
  page: Page,
  changes: Partial<AccessibilitySettings>,
  email?: string,
) {
  const settings = { ...DEFAULT_ACCESSIBILITY_SETTINGS, ...changes }
  await page
    .context()
    .addCookies([
      { name: ACCESSIBILITY_SETTINGS_COOKIE, value: settingsCookieValue(settings), url: APP_URL },
    ])
  if (!email) return
  const { token, anon } = await backendToken(email)
  // A profile's id is its auth user's id, the token's subject.
  const profileId = (
    JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sub: string }
  ).sub
  const res = await fetch(`${API_URL}/rest/v1/accessibility_settings`, {
    method: 'POST',
    headers: {
      apikey: anon,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      Prefer: 'resolution=merge-duplicates',
    },
    body: JSON.stringify({
      profile_id: profileId,
      settings,
      adaptive_support: [],
      banner_dismissed: true,
    }),
  })
  expect(res.status, 'store the account settings').toBeLessThan(300)
}

/**
 * The page again with text at 200 % (the settings cookie, then a reload), checked on the root's
 * computed font size, for the axe scan of a page or state at the size WCAG 1.4.4 asks for.
 */
export async function reloadAtDoubleText(page: Page) {
  const settings = { ...DEFAULT_ACCESSIBILITY_SETTINGS, fontSize: 200 }
  await page
    .context()
    .addCookies([
      { name: ACCESSIBILITY_SETTINGS_COOKIE, value: settingsCookieValue(settings), url: APP_URL },
    ])
  await page.reload()
  await expect(page.locator('html')).toHaveCSS('font-size', '32px')
}

/** Relative luminance (WCAG) of a computed colour: `rgb(…)` or `color(srgb …)`, as Chromium gives them. */
export function luminance(css: string): number {
  const rgb = css.match(/^rgba?\(([^)]+)\)/)
  const srgb = css.match(/^color\(srgb ([^)]+)\)/)
  const parts = rgb
    ? rgb[1]
        .split(/[\s,]+/)
        .slice(0, 3)
        .map((n) => Number(n) / 255)
    : srgb
      ? srgb[1].split(/\s+/).slice(0, 3).map(Number)
      : null
  if (!parts || parts.some(Number.isNaN)) throw new Error(`not a colour: ${css}`)
  const [r, g, b] = parts.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** Controls drawn on the page that are smaller than size × size px (links inside running text excepted). */
export function smallControls(page: Page, size: number) {
  return page.evaluate((min) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'button, a, select, textarea, input:not([type=hidden], [type=checkbox], [type=radio]), [role=button], [role=tab]',
    )
    return Array.from(controls)
      .filter(
        (el) =>
          el.checkVisibility() &&
          !el.closest('p, td, dd, .sr-only') &&
          !el.classList.contains('sr-only'),
      )
      .map((el) => ({ el, rect: el.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width > 0 && (rect.width < min - 0.5 || rect.height < min - 0.5))
      .map(
        ({ el, rect }) =>
          `${el.tagName} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 30)}" ${Math.round(rect.width)}×${Math.round(rect.height)}`,
      )
  }, size)
}
