import { expect, test, type Page } from '@playwright/test'
import fi from '@/messages/fi.json' with { type: 'json' }
import { checkPage, expectNoAxeViolations, SEED, setLocale, signIn, USERS } from '../support'

/**
 * Every page each role can open, in Finnish: `<html lang="fi">`, one visible h1 and 0 axe
 * violations (wcag2a, wcag2aa, wcag21aa, wcag22aa). Dynamic routes use real seed ids, so the
 * pages render their content rather than a not-found state.
 */
const IDS = {
  student: '00000000-0000-4000-8000-000000000005',
  teacher: '00000000-0000-4000-8000-000000000002',
  notification: '00000000-0000-4000-8000-000000000000',
}

/** A page in Finnish: see checkPage. */
const checkFi = (page: Page, path: string, heading?: string) => checkPage(page, path, { heading, lang: 'fi' })

/** Opens a page's "new" dialog, scans it too, and closes it with Escape. */
async function checkDialog(page: Page, path: string, button: string) {
  await page.goto(path)
  await page.getByRole('button', { name: button }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: button })).toBeFocused()
}

const COMMON = [
  '/dashboard',
  '/insights',
  '/notifications',
  `/notifications/${IDS.notification}`,
  '/settings',
] as const

/** The pages principals and teachers both open, with the h1 each must show where it is fixed. */
const STAFF: [string, string?][] = [
  [`/teacher/${IDS.teacher}`],
  ['/subjects', fi.subjects.title],
  ['/assignments', fi.assignments.title],
  ['/submissions', fi.submissions.title],
  ['/students', fi.students.title],
  [`/students/${IDS.student}`],
  ['/videos/manage'],
  ['/bin', fi.bin.title],
]

test.describe('Finnish: 0 axe violations on every page', () => {
  test('principal', async ({ page }) => {
    test.slow()
    await signIn(page, USERS.principal, 'fi')
    for (const path of COMMON) await checkFi(page, path)
    await checkFi(page, '/teachers', fi.teachers.title)
    await checkFi(page, '/classes', fi.classes.title)
    for (const [path, heading] of STAFF) await checkFi(page, path, heading)
  })

  // The dialogs on their own, so the principal's long walk of pages stays inside one test's time.
  test('principal: the new-item dialogs', async ({ page }) => {
    await signIn(page, USERS.principal, 'fi')
    await checkDialog(page, '/classes', fi.classes.new)
    await checkDialog(page, '/subjects', fi.subjects.new)
    await checkDialog(page, '/assignments', fi.assignments.new)
  })

  test('teacher', async ({ page }) => {
    test.slow()
    await signIn(page, USERS.teacher, 'fi')
    for (const path of COMMON) await checkFi(page, path)
    await checkFi(page, '/classes', fi.classes.myTitle)
    for (const [path, heading] of STAFF) await checkFi(page, path, heading)
  })

  test('student', async ({ page }) => {
    test.slow()
    await signIn(page, USERS.student, 'fi')
    for (const path of COMMON) await checkFi(page, path)
    await checkFi(page, '/student/classes')
    await checkFi(page, '/student/subjects')
    await checkFi(page, `/student/subjects/${SEED.math5A}`)
    await checkFi(page, '/student/assignments')
    await checkFi(page, '/join-subject', fi.enroll.joinTitle)
    // The field message after a malformed link is part of the page too.
    await page.getByLabel(fi.enroll.joinLabel).fill('https://example.test/other?subject=x')
    await page.getByRole('button', { name: fi.enroll.join }).click()
    await expect(
      page.getByRole('main').getByRole('alert').filter({ hasText: fi.enroll.invalid }),
    ).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('parent', async ({ page }) => {
    await signIn(page, USERS.parent, 'fi')
    for (const path of COMMON) await checkFi(page, path)
  })

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
