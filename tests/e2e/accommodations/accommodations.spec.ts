import { expect, test } from '../support/test'
import {
  activate,
  expectNoAxeViolations,
  openSignedIn,
  SEED,
  setLocale,
  signedInAs,
} from '../support'

const FRACTIONS = 'Fractions practice — Matematiikka 5A'

test(
  'principal activates the pending teacher (keyboard only)',
  signedInAs.principal,
  async ({ page }) => {
    await openSignedIn(page, 'en', '/teachers')
    await expectNoAxeViolations(page)
    await activate(page, page.getByRole('button', { name: /^Activate: Jussi Nieminen/ }))
    await expect(page.getByText('Account activated')).toBeVisible()
    await expect(page.getByRole('button', { name: /^Deactivate: Jussi Nieminen/ })).toBeVisible()
  },
)

test(
  'the extended-time student sees a personal due date and is never late inside it',
  signedInAs.student,
  async ({ page }) => {
    await openSignedIn(page, 'en', '/student/assignments')
    await expect(
      page.getByText('You have extended time: the due dates below are your own.'),
    ).toBeVisible()
    await expect(
      page.getByText(/^Due \w{3} \d{1,2}\.\d{1,2} \(\+\d+ days?, accommodation\)$/).first(),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Read aloud' }).first()).toBeVisible()
    // The tabs by keyboard: handed-in work inside the personal due date is never 'Late'.
    await activate(page, page.getByRole('link', { name: 'Submitted' }))
    await expect(page).toHaveURL(/view=submitted/)
    await expect(page.getByRole('article').first()).toBeVisible()
    await expect(page.getByText('Late', { exact: true })).toHaveCount(0)
    // The seed's fractions practice: class due date two days ago, hers two days ahead (+4 days);
    // handed in yesterday, between the two, so it is 'Submitted', not 'Late'.
    const fractions = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: FRACTIONS }) })
    await expect(fractions).toHaveCount(1)
    await expect(
      fractions.getByText(/^Due \w{3} \d{1,2}\.\d{1,2} \(\+4 days, accommodation\)$/),
    ).toBeVisible()
    await expect(fractions.getByText('Submitted', { exact: true })).toBeVisible()
    await expect(fractions.getByText('Late', { exact: true })).toHaveCount(0)
    await setLocale(page, 'fi')
    await page.goto('/student/assignments')
    await expect(
      page
        .getByText(/^Palautus \w{2} \d{1,2}\.\d{1,2}\. \(\+\d+ päivää? lisäaikaa, tukitoimi\)$/)
        .first(),
    ).toBeVisible()
    await page.goto('/student/assignments?view=submitted')
    await expect(
      fractions.getByText(
        /^Palautus \w{2} \d{1,2}\.\d{1,2}\. \(\+4 päivää lisäaikaa, tukitoimi\)$/,
      ),
    ).toBeVisible()
    await expectNoAxeViolations(page)
  },
)

test(
  'the teacher sees the same hand-in time late for a classmate, on time for the extended-time student',
  signedInAs.teacher,
  async ({ page }) => {
    await openSignedIn(page, 'en', `/submissions?assignment=${SEED.fractions5A}`)
    const rows = page.getByRole('row').filter({ has: page.getByText(FRACTIONS) })
    await expect(rows).toHaveCount(2)
    const aino = rows.filter({ has: page.getByRole('rowheader', { name: 'Aino Mäkinen' }) })
    await expect(aino.getByRole('cell', { name: 'Submitted', exact: true })).toBeVisible()
    await expect(aino.getByRole('cell', { name: 'Late', exact: true })).toHaveCount(0)
    const classmate = rows.filter({ hasNot: page.getByRole('rowheader', { name: 'Aino Mäkinen' }) })
    await expect(classmate.getByRole('cell', { name: 'Late', exact: true })).toBeVisible()
    // The 'Late' filter (late_submissions() in the database) agrees: only the classmate.
    await page.goto(`/submissions?assignment=${SEED.fractions5A}&status=late`)
    await expect(rows).toHaveCount(1)
    await expect(rows.getByRole('rowheader', { name: 'Aino Mäkinen' })).toHaveCount(0)
    await expect(rows.getByRole('cell', { name: 'Late', exact: true })).toBeVisible()
  },
)

test(
  'the teacher sees what to do for the student, never a diagnosis',
  signedInAs.teacher,
  async ({ page }) => {
    await openSignedIn(page, 'en', '/students?q=Aino')
    await page.getByRole('link', { name: /Aino/ }).click()
    await expect(page.getByText('Allow 50% more time on assignments and tests')).toBeVisible()
    await expect(
      page.getByText('Offer read-aloud and materials that work with a screen reader'),
    ).toBeVisible()
    await expect(page.getByText(/hearing/i)).toHaveCount(0)
    await expectNoAxeViolations(page)
  },
)
