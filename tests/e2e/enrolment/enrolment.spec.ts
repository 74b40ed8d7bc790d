import { expect, test } from '../support/test'
import {
  APP_URL,
  expectNoAxeViolations,
  openSignedIn,
  SEED,
  setLocale,
  signedInAs,
  signIn,
  typeInto,
  USERS,
} from '../support'

test.describe('enrolment through a shared link', () => {
  for (const [what, query] of [
    ['missing', ''],
    ['malformed', '?subject=not-a-uuid'],
    ['unknown', '?subject=00000000-0000-4000-8002-00000000ffff'],
    ['revoked', `?subject=${SEED.english6ARevoked}`],
  ] as const) {
    test(`a ${what} id shows the Invalid Link screen`, async ({ page }) => {
      await page.goto(`/enroll-subject${query}`)
      // Scoped to main: the page also has (empty) hidden live regions with the alert role.
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(
        'The enrolment link is invalid or expired.',
      )
      await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
        'href',
        '/',
      )
      await expectNoAxeViolations(page)
    })
  }

  test(
    'an existing student is told they are already enrolled',
    signedInAs.student,
    async ({ page }) => {
      await openSignedIn(page, 'en', `/enroll-subject?subject=${SEED.math5A}`)
      await expect(page.getByText('You are already enrolled in this subject')).toBeVisible()
      await expect(page).toHaveURL(/\/dashboard/)
    },
  )

  test(
    '/join-subject refuses a malformed link with a field message, in Finnish too',
    signedInAs.student,
    async ({ page }) => {
      await openSignedIn(page)
      await setLocale(page, 'fi')
      await page.goto('/join-subject')
      await page
        .getByLabel('Liittymislinkki tai oppiaineen tunnus')
        .fill('https://example.test/other?subject=x')
      await page.getByRole('button', { name: 'Liity' }).click()
      await expect(
        page
          .getByRole('alert')
          .filter({ hasText: 'Liittymislinkki on virheellinen tai vanhentunut.' }),
      ).toBeVisible()
      await expectNoAxeViolations(page)
      await page
        .getByLabel('Liittymislinkki tai oppiaineen tunnus')
        .fill(`${APP_URL}/enroll-subject?subject=${SEED.math5A}`)
      await page.getByRole('button', { name: 'Liity' }).click()
      await expect(page.getByText('Olet jo liittynyt tähän oppiaineeseen')).toBeVisible()
    },
  )
})

test('an existing student enrols through the shared link by keyboard alone', async ({ page }) => {
  // Matematiikka 6A: Oliver (5B) is not in 6A yet.
  const subject = '00000000-0000-4000-8002-000000000026'
  await signIn(page, USERS.student2, 'en', '/join-subject')
  await expectNoAxeViolations(page)
  await typeInto(
    page,
    page.getByLabel('Enrolment link or subject ID'),
    `${APP_URL}/enroll-subject?subject=${subject}`,
  )
  await page.keyboard.press('Enter')
  await expect(page.getByText('You have been enrolled in Matematiikka 6A')).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard/)
  await page.goto('/student/subjects')
  await expect(page.getByRole('link', { name: /Matematiikka 6A/ }).first()).toBeVisible()
})
