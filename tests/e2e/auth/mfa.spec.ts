import { expect, test } from '../support/test'
import { TOTP } from 'otpauth'
import {
  expectNoAxeViolations,
  jwtPayload,
  outbox,
  PASSWORD,
  storedSession,
  unique,
  principalRegisters,
} from '../support'

test('enrol TOTP, sign out, sign in → the code is required → aal2; a reset link asks for the code before the new password; then turn it off', async ({
  page,
}) => {
  // Registration, enrolment, two sign-ins and a password reset: more than one page's usual time.
  test.slow()
  const email = `${unique('mfa')}@example.test`
  await principalRegisters(page, email, ['Maija', 'Monivaihe'], unique('MFA school'))

  await page.goto('/settings')
  await expect(page.getByTestId('mfa-status')).toHaveText('Off')
  await page.getByRole('button', { name: 'Set up two-step verification' }).click()
  await expect(
    page.getByRole('img', { name: 'QR code for adding Oppi to your authenticator app' }),
  ).toBeVisible()
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

  // A reset link does not get round the second factor: the reset page asks for the code first,
  // refuses a wrong one, and only then offers the new password.
  await page.context().clearCookies()
  await page.goto('/auth/forgot')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send the link' }).click()
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'a link for choosing a new password is on its way',
  )
  const [mail] = await outbox(email)
  expect(mail.kind).toBe('recovery')
  await page.goto(mail.link)
  await expect(page).toHaveURL(/\/auth\/reset$/)
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible()
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0)
  const resetCode = page.getByLabel('Verification code')
  await resetCode.fill(totp.generate({ timestamp: Date.now() + 10 * 60_000 }))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByRole('main').getByRole('alert')).toBeVisible()
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0)
  await expectNoAxeViolations(page)
  await resetCode.fill(totp.generate())
  await page.getByRole('button', { name: 'Verify' }).click()
  const newPassword = `Uusi-${unique('salasana')}`
  await page.getByLabel('New password', { exact: true }).fill(newPassword)
  await page.getByRole('button', { name: 'Save the new password' }).click()
  // The new password signs in, and the account still asks for its code before the app opens.
  await expect(page).toHaveURL(/\/auth$/)
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible()
  await page.getByLabel('Verification code').fill(totp.generate())
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  expect(jwtPayload((await storedSession(page))!.access_token).aal).toBe('aal2')

  await page.goto('/settings')
  await page.getByRole('button', { name: 'Turn off two-step verification' }).click()
  await expect(page.getByTestId('mfa-status')).toHaveText('Off')
})
