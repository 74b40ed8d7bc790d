import { expect, test } from '../support/test'
import {
  activate,
  chooseOption,
  CLASS_5A,
  createClassByKeyboard,
  createSubject,
  createSubjectByKeyboard,
  expectNoAxeViolations,
  localDateTime,
  openSignedIn,
  restRows,
  searchList,
  SEED,
  signedInAs,
  submitSearch,
  typeDateTime,
  typeInto,
  unique,
  USERS,
} from '../support'

// A teacher creates a class, a subject in it and an assignment in that subject, and the
// forms refuse bad input with field messages and write nothing; the same by keyboard alone
// (Tab, Enter, typing, arrow keys); a class page lists its subjects and roster.
test(
  'teacher creates a class, a subject and an assignment',
  signedInAs.teacher,
  async ({ page }) => {
    // Three forms, each with its refusals and an axe check: about 50 s with two workers.
    test.setTimeout(120_000)
    await openSignedIn(page, 'en', '/classes')
    const className = unique('E2E class')
    await expect(page.getByRole('heading', { level: 1, name: 'My classes' })).toBeVisible()
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: 'New class' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(dialog.getByRole('alert').filter({ hasText: 'Name is required' })).toBeVisible()
    await expect(dialog.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true')
    await expectNoAxeViolations(page)
    await dialog.getByLabel('Name').fill(className)
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Class created')).toBeVisible()
    await expect(page.getByRole('rowheader', { name: className })).toBeVisible()

    const subjectName = unique('E2E subject')
    await createSubject(page, subjectName, className)
    await searchList(page, '/subjects', 'Search subjects', subjectName)
    await expect(page.getByRole('rowheader', { name: subjectName })).toBeVisible()
    await expectNoAxeViolations(page)

    const title = unique('E2E essay')
    await page.goto('/assignments')
    await page.getByRole('button', { name: 'New assignment' }).click()
    const form = page.getByRole('dialog')
    await form.getByLabel('Title').fill('   ')
    await form.getByLabel('Subject').selectOption({ label: subjectName })
    await form.getByLabel('Due date and time').fill(localDateTime(-1))
    await form.getByRole('button', { name: 'Save' }).click()
    await expect(form.getByRole('alert').filter({ hasText: 'Title is required' })).toBeVisible()
    await expect(
      form.getByRole('alert').filter({ hasText: 'The due date must be in the future' }),
    ).toBeVisible()
    await form.getByLabel('Title').fill(title)
    await form.getByLabel('Due date and time').fill(localDateTime(7))
    await form.getByLabel('Max score').fill('20')
    await form.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Assignment created')).toBeVisible()
    await submitSearch(page, 'Search assignments', title)
    await expect(page.getByRole('rowheader', { name: title })).toBeVisible()

    // Status toggle on the new assignment.
    await page.getByRole('button', { name: `Deactivate: ${title}` }).click()
    await expect(page.getByText('Status updated successfully')).toBeVisible()
    await expect(page.getByRole('button', { name: `Activate: ${title}` })).toBeVisible()
  },
)

test(
  'teacher creates a class, a subject and an assignment by keyboard alone',
  signedInAs.teacher,
  async ({ page }) => {
    // Three forms filled key by key: about 26 s alone, near a minute with two workers.
    test.setTimeout(120_000)
    await openSignedIn(page)
    const className = unique('Kb class')
    await createClassByKeyboard(page, className)
    await expect(page.getByRole('rowheader', { name: className })).toBeVisible()
    const subjectName = unique('Kb subject')
    await createSubjectByKeyboard(page, subjectName, className)

    const title = unique('Kb essay')
    await page.goto('/assignments')
    await activate(page, page.getByRole('button', { name: 'New assignment' }))
    const dialog = page.getByRole('dialog')
    await typeInto(page, dialog.getByLabel('Title'), title)
    await chooseOption(page, dialog.getByLabel('Subject'), subjectName)
    await typeDateTime(page, dialog.getByLabel('Due date and time'), 3)
    await activate(page, dialog.getByRole('button', { name: 'Save' }))
    await expect(page.getByText('Assignment created')).toBeVisible()
    await expectNoAxeViolations(page)

    const [row] = await restRows(
      USERS.teacher,
      `assignments?select=title,subject:subjects!assignments_subject_fkey(name)&title=eq.${encodeURIComponent(title)}`,
    )
    expect(row).toEqual({ title, subject: { name: subjectName } })
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
        `/assignments?subject=${SEED.math5A}`,
      )
      await expectNoAxeViolations(page)
    },
  )
}

test('a student cannot open a class page', signedInAs.student, async ({ page }) => {
  await openSignedIn(page, 'en', `/classes/${CLASS_5A}`)
  await expect(page.getByRole('heading', { level: 1, name: '5A' })).toHaveCount(0)
})
