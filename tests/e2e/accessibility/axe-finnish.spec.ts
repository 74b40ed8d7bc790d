import { expect, test, type Page } from '../support/test'
import fi from '@/messages/fi.json' with { type: 'json' }
import { expectNoAxeViolations, openSignedIn, SEED, setLocale, signedInAs } from '../support'

/**
 * What the walk of every page (every-page.spec.ts) does not open, in Finnish, with 0 axe
 * violations (wcag2a, wcag2aa, wcag21aa, wcag22aa): the principal's new-item dialogs, a field
 * message in place, and the signed-out subject-link pages.
 */

/** Opens a page's "new" dialog, scans it too, and closes it with Escape. */
async function checkDialog(page: Page, path: string, button: string) {
  await page.goto(path)
  await page.getByRole('button', { name: button }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: button })).toBeFocused()
}

test.describe('Finnish: 0 axe violations beyond the page walk', () => {
  test('principal: the new-item dialogs', signedInAs.principal, async ({ page }) => {
    await openSignedIn(page, 'fi')
    await checkDialog(page, '/classes', fi.classes.new)
    await checkDialog(page, '/subjects', fi.subjects.new)
    await checkDialog(page, '/assignments', fi.assignments.new)
  })

  test(
    'student: the field message after a malformed subject link',
    signedInAs.student,
    async ({ page }) => {
      await openSignedIn(page, 'fi', '/join-subject')
      await page.getByLabel(fi.enroll.joinLabel).fill('https://example.test/other?subject=x')
      await page.getByRole('button', { name: fi.enroll.join }).click()
      await expect(
        page.getByRole('main').getByRole('alert').filter({ hasText: fi.enroll.invalid }),
      ).toBeVisible()
      await expectNoAxeViolations(page)
    },
  )

  test('signed out: /enroll-subject invalid link, sign-in and create-account forms', async ({
    page,
  }) => {
    await setLocale(page, 'fi')
    await page.goto(`/enroll-subject?subject=${SEED.english6ARevoked}`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi')
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(fi.enroll.invalid)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expectNoAxeViolations(page)

    await page.goto(`/enroll-subject?subject=${SEED.math5A}`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi')
    await expect(page.getByRole('heading', { name: fi.enroll.signInTitle })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: fi.enroll.toSignUp }).click()
    await expect(page.getByRole('heading', { name: fi.enroll.signUpTitle })).toBeVisible()
    await expect(page.getByLabel(fi.enroll.fields.firstName)).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
