import { reloadAtDoubleText } from '../accessibility/settings-cookie'
import { expect, test } from '../support/test'
import {
  anonKey,
  API_URL,
  expectNoAxeViolations,
  ownSchool,
  setLocale,
  signIn,
  tabTo,
} from '../support'

/**
 * A student opens "who viewed my data" from the menu and finds the principal's read of their
 * medical information: the same log their guardians see about them, in a school of its own.
 */
test('a student opens their own access log, by keyboard, in English and Finnish, at 200 % text too', async ({
  page,
}) => {
  const { principal, student } = await ownSchool()
  const read = await fetch(`${API_URL}/rest/v1/rpc/read_sensitive_profile`, {
    method: 'POST',
    headers: {
      apikey: await anonKey(),
      Authorization: `Bearer ${principal.token}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ profile_id: student.id, fields: ['medical_information'] }),
  })
  expect(read.status).toBe(200)

  await signIn(page, student.email, 'en')
  await tabTo(page, page.getByRole('link', { name: 'Who viewed my data' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/student\/access-log$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Who viewed my data')
  const table = page.getByRole('table', { name: /Views of your sensitive data/ })
  const row = table.getByRole('row', { name: /Riikka Rehtori/ })
  await expect(row).toContainText('Principal')
  await expect(row).toContainText('medical information')
  await expectNoAxeViolations(page)

  await setLocale(page, 'fi')
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kuka on katsonut tietojani')
  await expect(
    page.getByRole('table', { name: /Arkaluonteisten tietojesi katselut/ }),
  ).toContainText('Riikka Rehtori')
  await expectNoAxeViolations(page)

  await reloadAtDoubleText(page)
  await expect(
    page.getByRole('table', { name: /Arkaluonteisten tietojesi katselut/ }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
})
