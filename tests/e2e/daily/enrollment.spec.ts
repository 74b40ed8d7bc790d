import { expect, test } from '../support/test'
import { APP_URL, expectNoAxeViolations, SEED, setLocale, signIn, USERS } from '../support'

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

  test('an existing student is told they are already enrolled', async ({ page }) => {
    await signIn(page, USERS.student, 'en', `/enroll-subject?subject=${SEED.math5A}`)
    await expect(page.getByText('You are already enrolled in this subject')).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard/)
  })

  test('/join-subject refuses a malformed link with a field message, in Finnish too', async ({
    page,
  }) => {
    await signIn(page, USERS.student)
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
  })
})
