import { expect, test, type Page } from '../support/test'
import en from '@/messages/en.json' with { type: 'json' }
import fi from '@/messages/fi.json' with { type: 'json' }
import {
  activate,
  expectNoAxeViolations,
  ownSchool,
  restRows,
  setLocale,
  signIn,
  signInWithForm,
  tabTo,
  type OwnSchool,
} from '../support'

// The accessibility panel: opened and used by keyboard alone, each change applied at once,
// kept with the account (a reload paints it in the first HTML; a fresh browser gets it back
// at sign-in), and kept in the browser for a visitor. People of the spec's own school, so the
// demo accounts' settings stay as other specs expect them.

let school: OwnSchool
test.beforeAll(async () => {
  school = await ownSchool()
})

const panelOf = (page: Page, m: typeof en.accessibilityPanel) =>
  page.getByRole('dialog', { name: m.title })

test('a teacher changes settings in the panel by keyboard; they apply at once and follow the account to a fresh browser', async ({
  page,
  browser,
}) => {
  const m = en.accessibilityPanel
  await signIn(page, school.teacher.email, 'en')
  const html = page.locator('html')

  await test.step('the skip link opens the panel, focus inside it; axe clean with it open', async () => {
    // A fresh load puts the focus at the top of the document, before the skip links.
    await page.reload()
    await tabTo(page, page.getByRole('link', { name: en.skip.accessibility }), 5)
    await page.keyboard.press('Enter')
    await expect(panelOf(page, m)).toBeVisible()
    await expectNoAxeViolations(page)
  })

  await test.step('dark mode and high contrast by the keyboard: applied to the page at once', async () => {
    const panel = panelOf(page, m)
    await tabTo(page, panel.getByLabel(m.settings.darkMode.label))
    await page.keyboard.press(' ')
    await expect(html).toHaveClass(/dark/)
    await tabTo(page, panel.getByLabel(m.settings.highContrast.label), 120)
    await page.keyboard.press(' ')
    await expect(html).toHaveAttribute('data-a11y-high-contrast', '')
    // The text size slider moves in steps of 25 with the arrow keys.
    await tabTo(page, panel.getByLabel(m.settings.fontSize.label), 120)
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect(html).toHaveAttribute('data-a11y-font-size', '150')
    expect(await html.evaluate((el) => getComputedStyle(el).fontSize)).toBe('24px')
    await expectNoAxeViolations(page)
  })

  await test.step('Escape closes the panel and gives the focus back', async () => {
    await page.keyboard.press('Escape')
    await expect(panelOf(page, m)).toBeHidden()
  })

  await test.step('kept with the account', async () => {
    await expect
      .poll(
        async () =>
          (
            await restRows(
              school.teacher.email,
              `accessibility_settings?select=settings&profile_id=eq.${school.teacher.id}`,
            )
          )[0]?.settings,
      )
      .toMatchObject({ darkMode: true, highContrast: true, fontSize: 150 })
  })

  await test.step('a reload: the first HTML already carries them', async () => {
    const response = await page.request.get('/dashboard')
    const body = await response.text()
    expect(body).toMatch(/<html[^>]*data-a11y-high-contrast=""/)
    expect(body).toMatch(/<html[^>]*class="dark"/)
    expect(body).toMatch(/<html[^>]*font-size:150%/)
  })

  await test.step('a fresh browser that signs in gets them back', async () => {
    const context = await browser.newContext()
    const other = await context.newPage()
    await signInWithForm(other, school.teacher.email, 'en')
    await expect(other.locator('html')).toHaveClass(/dark/)
    await expect(other.locator('html')).toHaveAttribute('data-a11y-font-size', '150')
    await context.close()
  })
})

test('a visitor (fi) keeps settings in this browser across pages and reloads; Reset to defaults undoes them', async ({
  page,
}) => {
  const m = fi.accessibilityPanel
  await setLocale(page, 'fi')
  await page.goto('/accessibility-statement')
  await activate(page, page.getByRole('button', { name: m.button, exact: true }))
  const panel = panelOf(page, m)
  await expect(panel).toBeVisible()
  await tabTo(page, panel.getByLabel(m.settings.reducedMotion.label))
  await page.keyboard.press(' ')
  await expect(page.locator('html')).toHaveAttribute('data-a11y-reduced-motion', '')
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')

  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-a11y-reduced-motion', '')
  await page.goto('/auth')
  await expect(page.locator('html')).toHaveAttribute('data-a11y-reduced-motion', '')

  await activate(page, page.getByRole('button', { name: m.button, exact: true }))
  await activate(page, panel.getByRole('button', { name: m.reset }))
  await expect(page.locator('html')).not.toHaveAttribute('data-a11y-reduced-motion', '')
})
