import { expect, test } from '@playwright/test'
import { TOTP } from 'otpauth'
import { expectNoAxeViolations, jwtPayload, PASSWORD, storedSession, unique } from '../support'

test('enrol TOTP, sign out, sign in → the code is required → aal2; then turn it off', async ({ page }) => {
  const email = `${unique('mfa')}@example.test`
  await page.goto('/auth?mode=register')
  await page.getByLabel('First name').fill('Maija')
  await page.getByLabel('Last name').fill('Monivaihe')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Role').selectOption('principal')
  await page.getByLabel('School name').fill(unique('MFA school'))
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)

  await page.goto('/settings')
  await expect(page.getByTestId('mfa-status')).toHaveText('Off')
  await page.getByRole('button', { name: 'Set up two-step verification' }).click()
  await expect(page.getByRole('img', { name: 'QR code for adding Oppi to your authenticator app' })).toBeVisible()
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim()
  const totp = new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' })
  await expectNoAxeViolations(page)
  await page.getByLabel('Verification code').fill(totp.generate())
  await page.getByRole('button', { name: 'Turn on' }).click()
  await expect(page.getByTestId('mfa-status')).toHaveText('On')

  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/auth\?signedOut=1$/)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  const code = page.getByLabel('Verification code')
  await expect(code).toBeFocused()
  await expectNoAxeViolations(page)

  // With only the password (aal1) the app stays closed.
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/auth\?step=mfa$/)
  await page.getByLabel('Verification code').fill(totp.generate())
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  expect(jwtPayload((await storedSession(page))!.access_token).aal).toBe('aal2')

  await page.goto('/settings')
  await page.getByRole('button', { name: 'Turn off two-step verification' }).click()
  await expect(page.getByTestId('mfa-status')).toHaveText('Off')
})
