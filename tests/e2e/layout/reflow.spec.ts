import { expect, test, type Page } from '../support/test'
import { axeViolations, focusUnderFloating, shellLayout, signIn, USERS } from '../support'
import { useAccessibilitySettings } from '../accessibility/settings-cookie'

/**
 * Text at 200 % (WCAG 1.4.4) where the shell itself changes: at 1280 px the menu is the phone's
 * drawer and the header's secondary controls wait in a "More" panel, and on a phone no control
 * that takes the focus is left under the floating buttons. Every page at 200 % (no sideways
 * scroll, no table wider than its box, the header's height, no overlap, axe) is the walk in
 * tests/e2e/navigation/every-page.spec.ts.
 */
const DESKTOP = { width: 1280, height: 720 }
const PHONE = { width: 390, height: 844 }

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

test.describe('200 % text: the shell as on a phone', () => {
  test.describe.configure({ mode: 'parallel' })

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
