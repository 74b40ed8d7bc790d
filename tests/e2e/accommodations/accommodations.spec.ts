import { expect, test } from '../support/test'
import {
  activate,
  expectNoAxeViolations,
  openSignedIn,
  SEED,
  setLocale,
  signedInAs,
} from '../support'

// Extended time: the demo student's own due dates, on her assignments and dashboards, her
// parent's and her teacher's lists.
const FRACTIONS = 'Fractions practice — Matematiikka 5A'

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

// The seed's fractions practice of Matematiikka 5A: the class's date was two days ago; the
// demo student (Aino, extended time) has four more days, so hers is still ahead.
const PERSONAL = {
  en: /^Due \w{3} \d{1,2}\.\d{1,2} \(\+4 days, accommodation\)$/,
  fi: /^Palautus \w{2} \d{1,2}\.\d{1,2}\. \(\+4 päivää lisäaikaa, tukitoimi\)$/,
}
const TITLES = {
  en: { student: 'Work due soon', parent: "Your children's work" },
  fi: { student: 'Pian palautettavat', parent: 'Lastesi koulutyöt' },
}

for (const locale of ['en', 'fi'] as const) {
  test(
    `${locale}: the extended-time student's dashboard shows her own due date, with the reason`,
    signedInAs.student,
    async ({ page }) => {
      await openSignedIn(page, locale)
      const steps = page.getByRole('region', { name: TITLES[locale].student })
      const item = steps.getByRole('listitem').filter({ hasText: FRACTIONS })
      // Listed although the class's date has passed: hers has not.
      await expect(item).toHaveCount(1)
      await expect(item.getByText(PERSONAL[locale])).toBeVisible()
      await expect(item.getByRole('link', { name: FRACTIONS })).toHaveAttribute(
        'href',
        /^\/student\/subjects\//,
      )
      await expectNoAxeViolations(page)
    },
  )

  test(
    `${locale}: the parent's dashboard shows the child's own due date, with the reason`,
    signedInAs.parent,
    async ({ page }) => {
      await openSignedIn(page, locale)
      const steps = page.getByRole('region', { name: TITLES[locale].parent })
      const aino = steps.getByRole('article', { name: 'Aino Mäkinen' })
      const item = aino.getByRole('listitem').filter({ hasText: FRACTIONS })
      await expect(item).toHaveCount(1)
      await expect(item.getByText(PERSONAL[locale])).toBeVisible()
      await expectNoAxeViolations(page)
    },
  )
}
