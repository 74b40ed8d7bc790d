import { expect, test } from '../support/test'
import {
  CLASS_5A,
  daysFromNow,
  expectNoAxeViolations,
  insertAs,
  openSignedIn,
  setLocale,
  signedInAs,
  STUDENTS_5A,
  unique,
  USERS,
} from '../support'

const MATH_5A = '00000000-0000-4000-8002-000000000021'

test('submissions filter by student name', signedInAs.teacher, async ({ page }) => {
  await openSignedIn(page, 'en', '/submissions')
  await page.getByLabel('Student name').fill('Aino')
  await page.getByRole('button', { name: 'Filter' }).click()
  await expect(page).toHaveURL(/[?&]q=Aino/)
  const names = page.getByRole('table').getByRole('rowheader')
  await expect(names.first()).toBeVisible()
  const shown = await names.allTextContents()
  expect(shown.length).toBeGreaterThan(0)
  expect(new Set(shown)).toEqual(new Set(['Aino Mäkinen']))
  await expectNoAxeViolations(page)
})

test(
  'grade, then "Save and next" moves on to the next ungraded hand-in',
  signedInAs.teacher,
  async ({ page }) => {
    // Two hand-ins, two grades and axe inside the dialog: more than the default minute on a busy machine.
    test.setTimeout(150_000)
    const title = unique('Grading run')
    const assignment = await insertAs(USERS.teacher, 'assignments', {
      subject_id: MATH_5A,
      title,
      due_at: daysFromNow(5),
      max_score: 10,
    })
    for (const email of STUDENTS_5A)
      await insertAs(email, 'assignment_submissions', {
        assignment_id: assignment.id,
        content: `Answer of ${email}`,
      })

    await openSignedIn(page, 'en', `/submissions?assignment=${assignment.id}`)
    const rows = page.getByRole('table').getByRole('row').filter({ hasText: title })
    await expect(rows).toHaveCount(2)
    const [first, second] = await rows.getByRole('rowheader').allTextContents()

    await page.getByRole('button', { name: `Grade: ${first}, ${title}` }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('heading', { name: `Grade: ${first}` })).toBeVisible()
    await dialog.getByLabel(/^Score/).fill('7')
    await dialog.getByRole('button', { name: 'Save and next' }).click()
    await expect(page.getByText('Grade saved').first()).toBeVisible()
    // The same dialog, now on the next student, with the score field ready.
    await expect(dialog.getByRole('heading', { name: `Grade: ${second}` })).toBeVisible()
    await expect(dialog.getByLabel(/^Score/)).toBeFocused()
    await expect(dialog.getByLabel(/^Score/)).toHaveValue('')
    await expect(dialog.getByText('This is the last ungraded hand-in on this page.')).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Save and next' })).toHaveCount(0)
    await expectNoAxeViolations(page)
    await dialog.getByLabel(/^Score/).fill('8')
    await dialog.getByLabel(/^Score/).press('Enter')
    await expect(dialog).toHaveCount(0)
    await expect(
      rows.filter({ hasText: first }).getByRole('cell', { name: '7 / 10' }),
    ).toBeVisible()
    await expect(
      rows.filter({ hasText: second }).getByRole('cell', { name: '8 / 10' }),
    ).toBeVisible()
  },
)

for (const locale of ['en', 'fi'] as const) {
  test(
    `${locale}: the class page lists its subjects and roster, and is axe-clean`,
    signedInAs.teacher,
    async ({ page }) => {
      await openSignedIn(page, locale, '/classes')
      await expect(page.locator(`a[href="/classes/${CLASS_5A}"]`)).toBeVisible()
      await page.goto(`/classes/${CLASS_5A}`)
      await expect(page.getByRole('heading', { level: 1, name: '5A' })).toBeVisible()
      const roster = page.getByRole('table', {
        name: locale === 'en' ? /^Students of 5A/ : /^Luokan 5A oppilaat/,
      })
      await expect(roster.getByRole('link', { name: 'Mäkinen, Aino' })).toHaveAttribute(
        'href',
        /^\/students\//,
      )
      const subjects = page.getByRole('table', {
        name: locale === 'en' ? 'Subjects of 5A' : 'Luokan 5A oppiaineet',
      })
      await expect(subjects.getByRole('link', { name: 'Matematiikka 5A' })).toHaveAttribute(
        'href',
        `/assignments?subject=${MATH_5A}`,
      )
      await expectNoAxeViolations(page)
    },
  )
}

test('a student cannot open a class page', signedInAs.student, async ({ page }) => {
  await setLocale(page, 'en')
  await openSignedIn(page, 'en', `/classes/${CLASS_5A}`)
  await expect(page.getByRole('heading', { level: 1, name: '5A' })).toHaveCount(0)
})
