import { expect, test } from '../support/test'
import { APP_URL, expectNoAxeViolations, openSignedIn, setLocale, signedInAs } from '../support'

// The walk of every page (every-page.spec.ts) opens each public page of the route table; these
// are the states it does not reach: the sign-up form, a malformed video id and an unknown address.
const PAGES = ['/auth?mode=register', '/video/abc', '/no-such-page']

for (const locale of ['en', 'fi'] as const) {
  test(`the sign-up form, a bad video id and an unknown address: one h1, the right language, no axe violations (${locale})`, async ({
    page,
  }) => {
    await setLocale(page, locale)
    for (const path of PAGES) {
      await page.goto(path)
      await expect(page.locator('html'), path).toHaveAttribute('lang', locale)
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1)
      await expectNoAxeViolations(page)
    }
  })
}

test('the language switcher sets NEXT_LOCALE for a year and translates the page', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Suomi' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Oppimista, joka toimii jokaiselle',
  )
  const cookie = (await page.context().cookies()).find((c) => c.name === 'NEXT_LOCALE')!
  expect(cookie).toMatchObject({ value: 'fi', path: '/', sameSite: 'Lax' })
  expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600)
  await page.getByRole('button', { name: 'English' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('an unknown locale cookie falls back to English', async ({ page }) => {
  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'sv', url: APP_URL }])
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('the statement carries the content Act 306/2019 asks for', async ({ page }) => {
  await page.goto('/accessibility-statement')
  for (const heading of [
    'Compliance status',
    'Content that is not accessible',
    'Feedback and contact information',
    'Enforcement procedure',
    'How this statement was prepared',
  ]) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible()
  }
  await expect(page.getByText(/We reply within 14 days/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'www.saavutettavuusvaatimukset.fi' })).toBeVisible()
  await expect(page.getByText(/prepared on 21 November 2026/)).toBeVisible()
  // It describes what exists today: no attachments that Oppi does not have, and no feature that
  // exists called "still being built".
  await expect(page.getByRole('main')).not.toContainText(/PDF|attached|still being built/i)
})

test(
  'the landing page offers the dashboard when signed in',
  signedInAs.parent,
  async ({ page }) => {
    await openSignedIn(page, 'en', '/')
    await page.getByRole('main').getByRole('link', { name: 'Go to your dashboard' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
  },
)
