import { useAccessibilitySettings } from '../accessibility/settings-cookie'
import { expect, test, type Page } from '../support/test'
import {
  CONFIRM_API_URL,
  CONFIRM_APP_URL,
  expectNoAxeViolations,
  outbox,
  PASSWORD,
  restRows,
  SEED,
  setLocale,
  storedSession,
  unique,
  type Locale,
} from '../support'

/**
 * A new student creates an account on a subject's enrolment link and ends enrolled in it:
 * at once where the backend hands out a session at sign-up (confirmations off), and through
 * the e-mailed link, which comes back to the enrolment page signed in, where it is on.
 */
const TEXT = {
  en: {
    toSignUp: 'No account yet? Create one',
    firstName: 'First name',
    lastName: 'Last name',
    password: 'Password',
    signUp: 'Create account',
    enrolled: 'You have been enrolled in Matematiikka 5A',
    checkEmail: 'Check your email',
  },
  fi: {
    toSignUp: 'Eikö sinulla ole tiliä? Luo tili',
    firstName: 'Etunimi',
    lastName: 'Sukunimi',
    password: 'Salasana',
    signUp: 'Luo tili',
    enrolled: 'Olet nyt mukana oppiaineessa Matematiikka 5A',
    checkEmail: 'Tarkista sähköpostisi',
  },
} as const

/** Fills in and sends the sign-up on the link's page by keyboard alone. */
async function signUpOnLink(page: Page, l: (typeof TEXT)[Locale], email: string) {
  await page.goto(`/enroll-subject?subject=${SEED.math5A}&email=${encodeURIComponent(email)}`)
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: l.toSignUp }).focus()
  await page.keyboard.press('Enter')
  await page.getByLabel(l.firstName).fill('Uusi')
  await page.getByLabel(l.lastName).fill('Oppilas')
  await page.getByLabel(l.password, { exact: true }).fill(PASSWORD)
  await page.getByLabel(l.password, { exact: true }).press('Enter')
}

for (const locale of ['en', 'fi'] as const) {
  test(`confirmations off: the new account is enrolled at once (${locale})`, async ({ page }) => {
    const l = TEXT[locale]
    await setLocale(page, locale)
    const email = `${unique(`enrol-${locale}`)}@demo.oppi.test`
    await signUpOnLink(page, l, email)
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: l.enrolled })).toBeVisible()
    expect(await storedSession(page)).not.toBeNull()
    await expectNoAxeViolations(page)
    // The data path agrees: the new student is in the subject's class.
    const rows = await restRows(email, 'student_enrollments?select=class_id,status')
    expect(rows).toEqual([expect.objectContaining({ status: 'active' })])
  })
}

test.describe('confirmations on', () => {
  test.use({ baseURL: CONFIRM_APP_URL })

  for (const locale of ['en', 'fi'] as const) {
    test(`the e-mailed link comes back signed in and enrols (${locale})`, async ({ page }) => {
      const l = TEXT[locale]
      await setLocale(page, locale)
      // The Finnish run reads the whole way at 200 % text.
      if (locale === 'fi') await useAccessibilitySettings(page, { fontSize: 200 })
      const email = `${unique(`enrol-confirm-${locale}`)}@demo.oppi.test`
      await signUpOnLink(page, l, email)

      // 1. No session yet: the form gives way to what to do, which has the focus.
      const sent = page.getByRole('main').getByRole('status').filter({ hasText: l.checkEmail })
      await expect(sent).toBeVisible()
      await expect(sent).toContainText(email)
      await expect(sent).toBeFocused()
      expect(await storedSession(page)).toBeNull()
      await expectNoAxeViolations(page)

      // 2. The link carries the enrolment page through /auth/confirm.
      const [message] = await outbox(email, CONFIRM_API_URL)
      expect(message).toMatchObject({ to: email, kind: 'signup' })
      expect(message.landing).toBe(
        `${CONFIRM_APP_URL}/auth/confirm?next=${encodeURIComponent(`/enroll-subject?subject=${SEED.math5A}`)}`,
      )

      // 3. Opening it signs in, enrols and says so, on the dashboard.
      await page.goto(message.link)
      await expect(page).toHaveURL(/\/dashboard$/)
      await expect(
        page.locator('[data-sonner-toast]').filter({ hasText: l.enrolled }),
      ).toBeVisible()
      expect(await storedSession(page)).not.toBeNull()
      await expectNoAxeViolations(page)
    })
  }
})
