import { expect, test } from '../support/test'
import { PASSWORD, SEED, setLocale } from '../support'

// Matematiikka 5A's class has work that fell due weeks ago. Someone who joins today by the
// subject's link joins the class (the documented rule) but none of that old work is theirs.
for (const locale of ['en', 'fi'] as const) {
  const L = {
    en: {
      signUp: 'No account yet? Create one',
      first: 'First name',
      last: 'Last name',
      password: 'Password',
      enrolled: /You have been enrolled in Matematiikka 5A/,
      pastDue: 'Past due',
    },
    fi: {
      signUp: 'Eikö sinulla ole tiliä? Luo tili',
      first: 'Etunimi',
      last: 'Sukunimi',
      password: 'Salasana',
      enrolled: /Olet nyt mukana oppiaineessa Matematiikka 5A/,
      pastDue: 'Palautus myöhässä',
    },
  }[locale]

  test(`${locale}: joining a subject by link shows no missed work from before`, async ({
    page,
  }) => {
    const email = `joiner.${locale}.${Date.now().toString(36)}@demo.oppi.test`
    await setLocale(page, locale)
    await page.goto(`/enroll-subject?subject=${SEED.math5A}&email=${encodeURIComponent(email)}`)
    await page.getByRole('button', { name: L.signUp }).click()
    await page.getByLabel(L.first).fill('Uusi')
    await page.getByLabel(L.last).fill('Tulokas')
    await page.getByLabel(L.password).fill(PASSWORD)
    await page.getByLabel(L.password).press('Enter')
    // Created and enrolled at once (tests/e2e/enrolment/sign-up.spec.ts has the steps).
    await expect(page.getByText(L.enrolled).first()).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard/)

    await page.goto('/student/assignments')
    // The class's open work is there; nothing is past due.
    await expect(page.getByRole('article').first()).toBeVisible()
    await expect(page.getByText(L.pastDue, { exact: true })).toHaveCount(0)
    const due = page.getByRole('article').locator('time')
    for (const at of await due.evaluateAll((els) => els.map((e) => e.getAttribute('datetime')))) {
      expect(Date.parse(at!)).toBeGreaterThan(Date.now() - 60_000)
    }
  })
}
