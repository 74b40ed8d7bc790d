import { expect, test } from '../support/test'
import { localDateTime, signIn, unique, USERS } from '../support'

/**
 * A row just created is in sight: the list opens again from its start with the new row first,
 * whatever the list's order and the page it was created from, and the focus is on the row's
 * link. Created from the second page of the assignments (newest due first), where a new
 * assignment due tomorrow would otherwise not be.
 */
test('a new assignment is listed first and focused, even when created from another page', async ({
  page,
}) => {
  const title = unique('Shown first')
  await signIn(page, USERS.teacher, 'en', '/assignments?page=2')
  await page.getByRole('button', { name: 'New assignment' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Title').fill(title)
  await dialog.getByLabel('Subject').selectOption({ label: 'Matematiikka 5A' })
  await dialog.getByLabel('Due date and time').fill(localDateTime(1))
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Assignment created')).toBeVisible()
  await expect(page).toHaveURL(/\/assignments\?shown=[0-9a-f-]{36}$/)
  const link = page.getByRole('link', { name: title })
  await expect(link).toBeFocused()
  await expect(page.getByRole('rowheader').first()).toHaveText(title)
})
