import { expect, test, type Page } from '@playwright/test'
import fi from '@/messages/fi.json' with { type: 'json' }
import { expectNoAxeViolations, PASSWORD, SEED, setLocale, USERS } from './helpers'

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

/** Signs in through /auth in Finnish (the labels are Finnish) and waits for the dashboard. */
async function signInFi(page: Page, email: string) {
  await setLocale(page, 'fi')
  await page.goto('/auth')
  await page.getByLabel('Sähköposti').fill(email)
  await page.getByLabel('Salasana', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Salasana', { exact: true }).press('Enter')
  await expect(page).toHaveURL(/\/dashboard/)
}

async function checkPage(page: Page, path: string, heading?: string) {
  await page.goto(path)
  await expect(page, path).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`))
  await expect(page.locator('html'), path).toHaveAttribute('lang', 'fi')
  const h1 = page.getByRole('heading', { level: 1 })
  await expect(h1, path).toHaveCount(1)
  if (heading) await expect(h1, path).toHaveText(heading)
  else await expect(h1, path).toBeVisible()
  await expectNoAxeViolations(page)
}

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

test.describe('Finnish: 0 axe violations on every page', () => {
  test('principal', async ({ page }) => {
    test.slow()
    await signInFi(page, USERS.principal)
    for (const path of COMMON) await checkPage(page, path)
    await checkPage(page, '/teachers', fi.teachers.title)
    await checkPage(page, `/teacher/${IDS.teacher}`)
    await checkPage(page, '/classes', fi.classes.title)
    await checkPage(page, '/subjects', fi.subjects.title)
    await checkPage(page, '/assignments', fi.assignments.title)
    await checkPage(page, '/submissions', fi.submissions.title)
    await checkPage(page, '/students', fi.students.title)
    await checkPage(page, `/students/${IDS.student}`)
    await checkPage(page, '/videos/manage')
    await checkPage(page, '/bin', fi.bin.title)
    await checkDialog(page, '/classes', fi.classes.new)
    await checkDialog(page, '/subjects', fi.subjects.new)
    await checkDialog(page, '/assignments', fi.assignments.new)
  })

  test('teacher', async ({ page }) => {
    test.slow()
    await signInFi(page, USERS.teacher)
    for (const path of COMMON) await checkPage(page, path)
    await checkPage(page, '/classes', fi.classes.myTitle)
    await checkPage(page, '/subjects', fi.subjects.title)
    await checkPage(page, '/assignments', fi.assignments.title)
    await checkPage(page, '/submissions', fi.submissions.title)
    await checkPage(page, '/students', fi.students.title)
    await checkPage(page, `/students/${IDS.student}`)
    await checkPage(page, `/teacher/${IDS.teacher}`)
    await checkPage(page, '/videos/manage')
    await checkPage(page, '/bin', fi.bin.title)
  })

  test('student', async ({ page }) => {
    test.slow()
    await signInFi(page, USERS.student)
    for (const path of COMMON) await checkPage(page, path)
    await checkPage(page, '/student/classes')
    await checkPage(page, '/student/subjects')
    await checkPage(page, `/student/subjects/${SEED.math5A}`)
    await checkPage(page, '/student/assignments')
    await checkPage(page, '/join-subject', fi.enroll.joinTitle)
    // The field message after a malformed link is part of the page too.
    await page.getByLabel(fi.enroll.joinLabel).fill('https://example.test/other?subject=x')
    await page.getByRole('button', { name: fi.enroll.join }).click()
    await expect(
      page.getByRole('main').getByRole('alert').filter({ hasText: fi.enroll.invalid }),
    ).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('parent', async ({ page }) => {
    await signInFi(page, 'parent@demo.oppi.test')
    for (const path of COMMON) await checkPage(page, path)
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
