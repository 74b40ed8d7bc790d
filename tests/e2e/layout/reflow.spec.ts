import { expect, test, type Page } from '../support/test'
import { ROLES, type Role } from '@/lib/auth/roles'
import { menuForRole } from '@/lib/navigation/menus'
import {
  axeViolations,
  focusUnderFloating,
  overflow,
  setLocale,
  shellLayout,
  signIn,
  tableLayouts,
  USERS,
  type Locale,
} from '../support'
import { useAccessibilitySettings } from '../accessibility/settings-cookie'

/**
 * Text at 200 % (WCAG 1.4.4) on every page of each role's menu, and its settings, in English
 * and Finnish, on a desktop screen (1280 px) and a phone (390 px). The shell must behave as on
 * a narrow screen: no fixed sidebar at 1280 px (the drawer instead), one header row under 80 px,
 * no page wider than the window and no table wider than its box, nothing of the header, the
 * main area and the floating buttons over another; and axe finds nothing. One sign-in per
 * role, both languages in it (the language is a cookie), and the window resized in place.
 * axe runs once a page and language: English on the desktop screen, Finnish (the longer
 * words) on the phone, as tests/e2e/shell/every-page.spec.ts does at 100 %.
 */
const DESKTOP = { width: 1280, height: 720 }
const PHONE = { width: 390, height: 844 }
const LOCALES = ['en', 'fi'] as const

/** The pages of the role's menu, and the settings every role has. */
const pagesOf = (role: Role) => [...menuForRole(role).map((item) => item.href), '/settings']

/**
 * The text size as the setting paints it. A person whose account keeps settings of its own
 * (the demo student) gets them back over the browser's cookie on each visit; their pages then
 * get 200 % the same way, on <html>, as the setting would.
 */
async function atDoubleText(page: Page) {
  const size = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize)
  if ((await size()) !== '32px')
    await page.evaluate(() => document.documentElement.style.setProperty('font-size', '200%'))
  expect(await size()).toBe('32px')
}

/**
 * At 100 % text on the desktop screen, every list is a table that fits its box, all columns and
 * the row actions in sight (no cards: there is room for the table). The text is set back to
 * 100 % on <html> for the measurement and to 200 % after it.
 */
async function tablesAtFullWidth(page: Page, path: string) {
  await page.evaluate(() => document.documentElement.style.setProperty('font-size', '100%'))
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
  const tables = await tableLayouts(page)
  expect
    .soft(tables, `${path} at 1280 px, 100 % text: tables`)
    .toEqual({ clipped: [], stacked: [] })
  await page.evaluate(() => document.documentElement.style.setProperty('font-size', '200%'))
}

async function checkAt(page: Page, label: string, axe: boolean, wide: boolean) {
  const o = await overflow(page)
  expect
    .soft(o.scrollWidth, `${label}: wider than the window: ${o.offenders.join('; ')}`)
    .toBeLessThanOrEqual(o.innerWidth)
  expect
    .soft((await tableLayouts(page)).clipped, `${label}: tables wider than their box`)
    .toEqual([])
  const shell = await shellLayout(page)
  expect.soft(shell.headerHeight, `${label}: header height`).toBeLessThan(80)
  expect.soft(shell.overlaps, `${label}: overlaps`).toEqual([])
  if (wide) expect.soft(shell.sidebarShown, `${label}: the drawer, not the sidebar`).toBe(false)
  if (axe) expect.soft(await axeViolations(page), `${label}: axe`).toEqual([])
}

async function walk(page: Page, role: Role, locale: Locale) {
  await setLocale(page, locale)
  for (const path of pagesOf(role)) {
    await page.setViewportSize(DESKTOP)
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1)
    if (locale === 'en') await tablesAtFullWidth(page, path)
    await atDoubleText(page)
    await checkAt(page, `${path} (${locale}) at 1280 px`, locale === 'en', true)
    await page.setViewportSize(PHONE)
    await checkAt(page, `${path} (${locale}) at 390 px`, locale === 'fi', false)
  }
}

test.describe('200 % text: the shell reflows at 1280 px and 390 px, in English and Finnish', () => {
  test.describe.configure({ mode: 'parallel' })

  for (const role of ROLES) {
    test(`${role}`, async ({ page }) => {
      test.setTimeout(60_000 + pagesOf(role).length * 2 * 12_000)
      await useAccessibilitySettings(page, { fontSize: 200 })
      await signIn(page, USERS[role])
      for (const locale of LOCALES) await walk(page, role, locale)
    })
  }

  // At 1280 px the sidebar toggle opens the drawer, as on a phone; the header's "More" panel
  // opens and closes by keyboard, holds the secondary controls, and passes axe while open.
  test('principal, 1280 px: the menu is a drawer, the More panel works by keyboard', async ({
    page,
  }) => {
    await useAccessibilitySettings(page, { fontSize: 200 })
    await page.setViewportSize(DESKTOP)
    await signIn(page, USERS.principal)
    await atDoubleText(page)
    await page.getByRole('button', { name: 'Show or hide the menu' }).click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer).toBeVisible()
    await expect(drawer.getByRole('link', { name: 'Assignments' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()

    const more = page.getByRole('button', { name: 'More options' })
    const suomi = page.getByRole('button', { name: 'Suomi' })
    await expect(suomi).toBeHidden()
    await more.focus()
    await page.keyboard.press('Enter')
    await expect(more).toHaveAttribute('aria-expanded', 'true')
    await expect(suomi).toBeVisible()
    await expect(page.getByTestId('role-badge')).toBeVisible()
    expect((await shellLayout(page)).headerHeight).toBeLessThan(80)
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press('Tab')
    await page.keyboard.press('Escape')
    await expect(suomi).toBeHidden()
    await expect(more).toBeFocused()
  })

  // A long list on a phone, by keyboard: no control that takes the focus is left under the
  // round buttons in the corner.
  test('teacher, 390 px: a focused control is never under the floating buttons', async ({
    page,
  }) => {
    await useAccessibilitySettings(page, { fontSize: 200 })
    await page.setViewportSize(PHONE)
    await signIn(page, USERS.teacher, 'en', '/assignments')
    await atDoubleText(page)
    expect(await focusUnderFloating(page, 60)).toEqual([])
  })
})
