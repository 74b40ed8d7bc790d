import { TOTP } from 'otpauth'
import { reloadAtDoubleText } from '../accessibility/settings-cookie'
import { expect, test, type Page } from '../support/test'
import {
  anonKey,
  API_URL,
  createPrincipal,
  expectNoAxeViolations,
  PASSWORD,
  setLocale,
  signIn,
  tabTo,
  unique,
} from '../support'

/** Whether the auth server signs this address in with this password. */
async function passwordWorks(email: string, password: string) {
  const res = await fetch(`${API_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: await anonKey(), 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  return res.status === 200
}

/** Turns on two-step verification on /settings (English or Finnish labels). */
async function turnOnTotp(page: Page, l: { start: string; code: string; on: string }) {
  await page.getByRole('button', { name: l.start }).click()
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim()
  const totp = new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' })
  await page.getByLabel(l.code).fill(totp.generate())
  await page.getByRole('button', { name: l.on }).click()
}

/** Signs in with the password (Finnish), then asks for the recovery code step by keyboard. */
async function recoveryStep(page: Page, email: string) {
  await page.context().clearCookies()
  await setLocale(page, 'fi')
  await page.goto('/auth')
  await page.getByLabel('Sähköposti').fill(email)
  await page.getByLabel('Salasana', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Salasana', { exact: true }).press('Enter')
  await expect(page.getByLabel('Vahvistuskoodi')).toBeFocused()
  await tabTo(page, page.getByRole('button', { name: 'Kadotitko puhelimesi? Käytä varakoodia' }))
  await page.keyboard.press('Enter')
  const field = page.getByLabel('Varakoodi')
  await expect(field).toBeFocused()
  return field
}

const WRONG_CODE = 'Varakoodi ei ole oikein, tai se on jo käytetty.'

/** A principal of a school of their own, signed in on /settings. */
async function principalOnSettings(page: Page, prefix: string) {
  const email = `${unique(prefix)}@example.test`
  await createPrincipal(email, unique('Tilikoulu'))
  await signIn(page, email, 'en', '/settings')
  return email
}

test('a signed-in principal changes the password, with the current one (keyboard only; 200 % text)', async ({
  page,
}) => {
  const email = await principalOnSettings(page, 'salasana')
  await expect(page.getByText('More display and reading settings')).toHaveCount(0)
  const current = page.getByLabel('Current password', { exact: true })
  const fresh = page.getByLabel('New password', { exact: true })
  const newPassword = `Uusi-${unique('salasana')}`

  await tabTo(page, current)
  await page.keyboard.type('not-the-password')
  await tabTo(page, fresh)
  await page.keyboard.type(newPassword)
  await page.keyboard.press('Enter')
  await expect(page.locator('#current-password-error')).toHaveText(
    'The current password is not right. Nothing was changed.',
  )
  await expect(current).toBeFocused()
  await expectNoAxeViolations(page)
  expect(await passwordWorks(email, PASSWORD)).toBe(true)

  await current.fill(PASSWORD)
  await current.press('Enter')
  await expect(
    page.getByRole('main').getByRole('status').filter({ hasText: 'Your password is changed.' }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  expect(await passwordWorks(email, newPassword)).toBe(true)
  expect(await passwordWorks(email, PASSWORD)).toBe(false)

  // At 200 % text: the form and its refusal.
  await reloadAtDoubleText(page)
  await current.fill('still-not-it')
  await fresh.fill(`${newPassword}-2`)
  await fresh.press('Enter')
  await expect(page.locator('#current-password-error')).toBeVisible()
  await expectNoAxeViolations(page)
})

test('recovery codes: made at aal2 and shown once; one replaces the lost phone at sign-in, and only once', async ({
  page,
}) => {
  test.slow()
  const email = await principalOnSettings(page, 'palautus')
  await turnOnTotp(page, {
    start: 'Set up two-step verification',
    code: 'Verification code',
    on: 'Turn on',
  })
  await expect(page.getByTestId('mfa-status')).toHaveText('On')

  await expect(page.getByTestId('recovery-left')).toHaveText('You have no recovery codes.')
  await page.getByRole('button', { name: 'Create recovery codes' }).click()
  await expect(page.getByRole('heading', { name: /Save them now/ })).toBeFocused()
  const codes = await page
    .getByRole('list', { name: 'Recovery codes' })
    .getByRole('listitem')
    .allTextContents()
  expect(codes).toHaveLength(10)
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'I have saved the codes' }).click()
  await expect(page.getByTestId('recovery-left')).toHaveText('10 unused recovery codes left.')
  await reloadAtDoubleText(page)
  await expect(page.getByTestId('recovery-left')).toBeVisible()
  await expectNoAxeViolations(page)

  // The phone is lost: the password, then a recovery code instead of the app's code (in Finnish).
  const field = await recoveryStep(page, email)
  await page.keyboard.type('0000-0000-0000')
  await page.keyboard.press('Enter')
  await expect(page.locator('#recovery-code-error')).toHaveText(WRONG_CODE)
  await expectNoAxeViolations(page)
  await field.fill(codes[3].toLowerCase())
  await field.press('Enter')
  await expect(page).toHaveURL(/\/settings#security$/)
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Varakoodi hyväksyttiin' }),
  ).toBeVisible()
  await expect(page.getByTestId('mfa-status')).toHaveText('Ei käytössä')
  await expectNoAxeViolations(page)

  // A new phone, and the phone is lost again: the code already used does not work twice.
  await turnOnTotp(page, {
    start: 'Ota kaksivaiheinen tunnistautuminen käyttöön',
    code: 'Vahvistuskoodi',
    on: 'Ota käyttöön',
  })
  await expect(page.getByTestId('mfa-status')).toHaveText('Käytössä')
  const again = await recoveryStep(page, email)
  await again.fill(codes[3])
  await again.press('Enter')
  await expect(page.locator('#recovery-code-error')).toHaveText(WRONG_CODE)
})
