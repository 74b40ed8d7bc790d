import { expect, test } from '../support/test'
import {
  APP_URL,
  chooseOption,
  createPrincipal,
  inOtherBrowser,
  restRows,
  signIn,
  signInWithForm,
  tabTo,
  unique,
} from '../support'

/**
 * Read-aloud settings follow the account: changed on /settings by keyboard in one browser, they
 * are kept with the account and are there in a fresh browser after signing in, without being
 * set again. A person of their own (a new school's principal), so no other test's reading
 * voice changes.
 */
test('read-aloud settings changed by keyboard follow the account to a fresh browser', async ({
  page,
  browser,
}) => {
  const email = `${unique('puhe')}@example.test`
  await createPrincipal(email, unique('Puhekoulu'))
  await signIn(page, email, 'en', '/settings')

  const rate = page.getByLabel('Speed', { exact: true })
  await tabTo(page, rate)
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(rate).toHaveValue('1.5')
  await chooseOption(
    page,
    page.getByLabel('Voice', { exact: true }),
    "Oppi's own voice (English and Finnish)",
  )
  await expect(page.getByLabel('Voice', { exact: true })).toHaveValue('server')
  await expect
    .poll(async () => (await restRows(email, 'accessibility_settings?select=speech'))[0]?.speech)
    .toEqual({ enabled: true, rate: 1.5, pitch: 1, volume: 0.8, voice: 'server' })

  await inOtherBrowser(
    browser,
    'en',
    async (other) => {
      await signInWithForm(other, email)
      await other.goto('/settings')
      await expect(other.getByLabel('Speed', { exact: true })).toHaveValue('1.5')
      await expect(other.getByLabel('Voice', { exact: true })).toHaveValue('server')
    },
    APP_URL,
  )
})
