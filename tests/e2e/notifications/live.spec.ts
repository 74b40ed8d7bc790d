import { expect, test, type Page } from '../support/test'
import {
  activate,
  API_URL,
  backendToken,
  expectNoAxeViolations,
  holdRealtime,
  insertAs,
  localDateTime,
  markPage,
  notReloaded,
  signedInPage,
  signIn,
  tabTo,
  typeInto,
  unique,
} from '../support'

/**
 * Live Oppi with two people at once: Emily (teacher of 5B) and Oliver (a student of 5B),
 * accounts no other spec uses. A new assignment, a hand-in and a grade reach the other
 * person's open page without a reload; then the bell by keyboard alone and axe on the bell
 * and the notification pages, in English and Finnish. Serial: each step builds on the last.
 */
test.describe.configure({ mode: 'serial' })

const TEACHER = 'teacher2@demo.oppi.test'
const STUDENT = 'student2@demo.oppi.test'
/** Mathematics 5B: Emily's subject, Oliver's class. */
const MATHS_5B = '00000000-0000-4000-8002-000000000025'

const title = unique('Live worksheet')

/** The bell's button: its name says how many are unread. */
const bell = (page: Page) => page.getByRole('button', { name: /^(Notifications|Ilmoitukset),/ })

test('hand-ins and grades reach the other person without a reload', async ({ browser }) => {
  test.setTimeout(120_000)
  const [teacher, student] = await Promise.all([
    signedInPage(browser, TEACHER),
    signedInPage(browser, STUDENT),
  ])
  // Oliver's realtime connection is held back until the assignment exists, as when it is
  // published while his page loads: the page must catch up once it joins.
  const release = await holdRealtime(student)
  await student.goto('/notifications')
  await markPage(student)
  await expect(bell(student)).toBeVisible()

  // Emily publishes an assignment (through the API, to keep the setup short): Oliver's open list shows it.
  const { id: assignmentId } = await insertAs(TEACHER, 'assignments', {
    subject_id: MATHS_5B,
    title,
    due_at: new Date(localDateTime(7)).toISOString(),
    max_score: 10,
  })
  release()
  await expect(student.getByRole('link', { name: `New assignment: ${title}` })).toBeVisible()
  expect(await notReloaded(student)).toBe(true)

  // Oliver hands in (in another tab); Emily's bell, on a page she does not reload, counts it and lists it.
  await teacher.goto('/classes')
  await markPage(teacher)
  const before = await bell(teacher).getAttribute('aria-label')
  const work = await student.context().newPage()
  await work.goto('/student/assignments')
  const card = work.getByRole('article').filter({ has: work.getByRole('heading', { name: title }) })
  await typeInto(work, card.getByLabel(`Your answer: ${title}`), 'Answers 1–10')
  await activate(work, card.getByRole('button', { name: 'Hand in' }))
  await expect(work.getByText('Your answer was handed in')).toBeVisible()
  await work.close()
  await expect(bell(teacher)).not.toHaveAttribute('aria-label', before ?? '')
  await bell(teacher).click()
  await expect(teacher.getByRole('link', { name: `Handed in: ${title}` })).toBeVisible()
  await teacher.keyboard.press('Escape')
  expect(await notReloaded(teacher)).toBe(true)

  // Emily grades it; Oliver's badge and list follow.
  const studentBadge = await bell(student).getAttribute('aria-label')
  await teacher.goto(`/submissions?status=submitted&assignment=${assignmentId}`)
  await teacher.getByRole('button', { name: `Grade: Oliver Smith, ${title}` }).click()
  const dialog = teacher.getByRole('dialog', { name: 'Grade: Oliver Smith' })
  await dialog.getByLabel(/^Score/).fill('8')
  await dialog.getByRole('button', { name: 'Save grade' }).click()
  await expect(teacher.getByText('Grade saved')).toBeVisible()
  await expect(student.getByRole('link', { name: `Graded: ${title}` })).toBeVisible()
  // A new notification arriving live is said once, politely, a few seconds' worth at a time.
  await expect(student.locator('#a11y-status')).toHaveText(/^You have \d+ new notifications?\.$/)
  await expect(bell(student)).not.toHaveAttribute('aria-label', studentBadge ?? '')
  expect(await notReloaded(student)).toBe(true)
  await Promise.all([teacher.context().close(), student.context().close()])
})

const unreadLabel = (n: number) =>
  n === 0
    ? 'Notifications, none unread'
    : n === 1
      ? 'Notifications, 1 unread'
      : `Notifications, ${n > 9 ? '9+' : n} unread`

test('the bell works by keyboard alone: open, mark one read, close', async ({ page }) => {
  await signIn(page, STUDENT)
  const trigger = bell(page)
  const before = Number((await trigger.getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1] ?? 0)
  expect(before).toBeGreaterThan(0)
  await activate(page, trigger)
  const popover = page.getByRole('dialog', { name: 'Unread notifications' })
  await expect(popover).toBeVisible()
  const mark = popover.getByRole('button', { name: `Mark read: Graded: ${title}` })
  await tabTo(page, mark)
  await page.keyboard.press('Enter')
  await expect(mark).toHaveCount(0)
  // Focus stays in the popover: on the next row's button or on "All notifications".
  await expect(popover.locator(':focus')).toHaveCount(1)
  await expect(trigger).toHaveAttribute('aria-label', unreadLabel(before - 1))
  await page.keyboard.press('Escape')
  await expect(popover).toBeHidden()
  await expect(trigger).toBeFocused()
})

for (const locale of ['en', 'fi'] as const) {
  test(`axe: the bell popover and the notification pages (${locale})`, async ({ page }) => {
    await signIn(page, STUDENT, locale)
    await bell(page).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')

    await page.goto('/notifications')
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    await expectNoAxeViolations(page)
    await page.goto('/notifications?filter=unread')
    await expectNoAxeViolations(page)

    // Opening one marks it read and links on to what it is about.
    await page.goto('/notifications')
    const news = locale === 'en' ? `New assignment: ${title}` : `Uusi tehtävä: ${title}`
    await page.getByRole('link', { name: news }).click()
    await expect(page).toHaveURL(/\/notifications\/[0-9a-f-]{36}$/)
    await expect(page.getByRole('heading', { level: 1, name: news })).toBeVisible()
    await expectNoAxeViolations(page)
    const open = locale === 'en' ? 'Open what it is about' : 'Avaa, mitä ilmoitus koskee'
    await expect(page.getByRole('link', { name: open })).toHaveAttribute(
      'href',
      '/student/assignments',
    )
    const id = page.url().split('/').pop()
    await expect
      .poll(async () => {
        const { token, anon } = await backendToken(STUDENT)
        const res = await fetch(`${API_URL}/rest/v1/notifications?select=read&id=eq.${id}`, {
          headers: { apikey: anon, Authorization: `Bearer ${token}` },
        })
        return ((await res.json()) as { read: boolean }[])[0]?.read
      })
      .toBe(true)
  })
}
