import { expect, test } from '../support/test'
import { expectNoAxeViolations, restRows, signIn, unique, USERS } from '../support'

/**
 * A teacher whose browser runs on another continent's clock still sets and reads due times on
 * the school's: 15:00 typed is 15:00 Helsinki time in the list, in the stored moment and when
 * the assignment is opened again; the form says which clock it uses.
 */
test.use({ timezoneId: 'America/New_York' })

test('a due time typed as 15:00 stays 15:00 whatever the browser time zone', async ({ page }) => {
  const title = unique('School clock')
  await signIn(page, USERS.teacher, 'en', '/assignments')
  await page.getByRole('button', { name: 'New assignment' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText(/Times are Finnish time \(Helsinki\)\./)).toBeVisible()
  await dialog.getByLabel('Title').fill(title)
  await dialog.getByLabel('Subject').selectOption({ label: 'Matematiikka 5A' })
  await dialog.getByLabel('Due date and time').fill('2027-01-15T15:00')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Assignment created')).toBeVisible()

  const [row] = await restRows(
    USERS.teacher,
    `assignments?select=due_at&title=eq.${encodeURIComponent(title)}`,
  )
  // 15:00 in Helsinki in January (UTC+2).
  expect(new Date(row.due_at as string).toISOString()).toBe('2027-01-15T13:00:00.000Z')

  await page.goto(`/assignments?q=${encodeURIComponent(title)}`)
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('15.1.2027, 15:00')
  await page.getByRole('button', { name: `Edit: ${title}` }).click()
  await expect(page.getByRole('dialog').getByLabel('Due date and time')).toHaveValue(
    '2027-01-15T15:00',
  )
  await expectNoAxeViolations(page)
})
