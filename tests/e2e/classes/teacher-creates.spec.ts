import { expect, test } from '../support/test'
import {
  createSubject,
  expectNoAxeViolations,
  localDateTime,
  openSignedIn,
  searchList,
  signedInAs,
  submitSearch,
  unique,
} from '../support'

// A teacher creates a class, a subject in it and an assignment in that subject, and the
// forms refuse bad input with field messages and write nothing.
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
