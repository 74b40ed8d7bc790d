import { expect, test } from '../support/test'
import {
  expectNoAxeViolations,
  outbox,
  ownSchool,
  restRows,
  signIn,
  tabTo,
  unique,
} from '../support'

/**
 * The class list names a parent for two new students: with "also invite the parents" ticked
 * (by keyboard), the check says the parent will be invited and writes nothing; the import
 * writes one parent invitation and mails it. (The link to the children waits for the parent to
 * prove the address: tests/integration/people/import-parents.test.ts.)
 */
test('the import invites the parent named in the list, stated in the check first', async ({
  page,
}) => {
  const { principal } = await ownSchool()
  const tag = unique('huoltaja').toLowerCase()
  const parent = `${tag}@example.test`
  const csv = [
    'first_name,last_name,email,parent_email',
    `Aapo,Tuonti,aapo-${tag}@example.test,${parent}`,
    `Bea,Tuonti,bea-${tag}@example.test,${parent}`,
  ].join('\n')
  const invitations = () =>
    restRows(principal.email, `invitations?select=email,role&email=eq.${parent}`)

  await signIn(page, principal.email, 'en', '/people/import')
  await page.getByLabel('Class list').fill(csv)
  const box = page.getByLabel('Also invite the parents in the parent_email column')
  await tabTo(page, box)
  await page.keyboard.press('Space')
  await expect(box).toBeChecked()
  await page.getByRole('button', { name: 'Check the list' }).click()
  await expect(
    page.getByRole('main').getByRole('status').filter({ hasText: '1 parent will be invited.' }),
  ).toBeVisible()
  const parents = page.getByRole('table', { name: /parent addresses/ })
  await expect(parents.getByRole('row', { name: new RegExp(parent) })).toContainText(
    'Will be invited by e-mail',
  )
  await expectNoAxeViolations(page)
  expect(await invitations()).toEqual([])

  await page.getByRole('button', { name: 'Import the valid rows (2)' }).click()
  await expect(
    page.getByRole('main').getByRole('status').filter({ hasText: '1 parent was invited.' }),
  ).toBeVisible()
  await expect(parents.getByRole('row', { name: new RegExp(parent) })).toContainText(
    'Invited by e-mail',
  )
  expect(await invitations()).toEqual([{ email: parent, role: 'parent' }])
  expect((await outbox(parent)).map((m) => m.kind)).toEqual(['invite'])
  await expectNoAxeViolations(page)
})
