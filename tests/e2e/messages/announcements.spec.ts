import { expect, test, type Browser } from '../support/test'
import {
  activate,
  expectNoAxeViolations,
  markPage,
  notReloaded,
  restRows,
  signIn,
  tabTo,
  typeInto,
  unique,
  USERS,
  type Locale,
} from '../support'

/**
 * A class announcement, two people at once: Matti posts one to 5A from the class page by
 * keyboard alone; Aino, a student of 5A, has her announcements open and it arrives without a
 * reload, in Finnish, and comments on it; axe on both pages.
 */
const title = unique('Retkipäivä')
const body = 'Huomenna lähdemme retkelle museoon. Ottakaa eväät mukaan.'

async function person(browser: Browser, email: string, locale: Locale) {
  const page = await (await browser.newContext()).newPage()
  await signIn(page, email, locale)
  return page
}

test('a teacher posts to 5A; the class’s student sees it live', async ({ browser }) => {
  test.setTimeout(120_000)
  const [class5A] = await restRows(USERS.teacher, 'classes?select=id&name=eq.5A')
  const [teacher, student] = await Promise.all([
    person(browser, USERS.teacher, 'en'),
    person(browser, USERS.student, 'fi'),
  ])
  await student.goto('/announcements')
  await expect(student.getByRole('heading', { level: 1, name: 'Tiedotteet' })).toBeVisible()
  await markPage(student)
  await expectNoAxeViolations(student)

  await teacher.goto(`/classes/${class5A.id}`)
  const form = teacher.getByRole('form', { name: 'Post an announcement' })
  await typeInto(teacher, form.getByLabel('Title'), title)
  await typeInto(teacher, form.getByLabel('Text'), body)
  await tabTo(teacher, form.getByLabel('Allow comments'))
  await teacher.keyboard.press('Space')
  await activate(teacher, form.getByRole('button', { name: 'Publish' }))
  await expect(teacher.getByRole('heading', { level: 3, name: title })).toBeVisible()
  await expectNoAxeViolations(teacher)

  const posted = student.getByRole('heading', { level: 3, name: title })
  await expect(posted).toBeVisible()
  await expect(posted).toHaveAttribute('lang', 'fi')
  expect(await notReloaded(student)).toBe(true)
  await expectNoAxeViolations(student)

  // Comments are allowed: Aino comments, and her comment is marked as her own.
  await typeInto(student, student.getByLabel(`Kommenttisi tiedotteeseen ${title}`), 'Kiitos!')
  await activate(student, student.getByRole('button', { name: 'Kommentoi' }))
  await expect(student.getByText('Kommentti lisätty.').first()).toBeVisible()
  const comments = student.getByRole('region', { name: `Kommentit tiedotteeseen ${title}` })
  await expect(comments.getByRole('listitem').filter({ hasText: 'Kiitos!' })).toContainText('Sinä')
  await Promise.all([teacher.context().close(), student.context().close()])
})
