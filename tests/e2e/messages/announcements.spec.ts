import { expect, test } from '../support/test'
import {
  activate,
  chooseOption,
  expectNoAxeViolations,
  markPage,
  notReloaded,
  restRows,
  SEED,
  signedInPage,
  tabTo,
  typeInto,
  unique,
  USERS,
} from '../support'

/**
 * A class announcement, three people at once: Matti posts one to Matematiikka 5A from the class
 * page by keyboard alone, with a file; Aino, a student of 5A, has her announcements open and
 * Liisa, her mother, her dashboard, and it arrives on both without a reload. Aino reads it in
 * Finnish, downloads its file, finds it on her subject page and comments on it; Matti sees her
 * comment under her name (files and comments are named groups, not one landmark more per
 * announcement), turns comments off (hers stays, no more can be written), and finds
 * the post among his own on his dashboard. axe on every page.
 */
const title = unique('Retkipäivä')
const body = 'Huomenna lähdemme retkelle museoon. Ottakaa eväät mukaan.'
const file = 'retkiohje.txt'

test('a teacher posts to 5A with a file; its student and guardian see it live', async ({
  browser,
}) => {
  test.setTimeout(150_000)
  const [class5A] = await restRows(USERS.teacher, 'classes?select=id&name=eq.5A')
  const [teacher, student, parent] = await Promise.all([
    signedInPage(browser, USERS.teacher, 'en'),
    signedInPage(browser, USERS.student, 'fi'),
    signedInPage(browser, USERS.parent, 'en'),
  ])
  await student.goto('/announcements')
  await expect(student.getByRole('heading', { level: 1, name: 'Tiedotteet' })).toBeVisible()
  await markPage(student)
  await expectNoAxeViolations(student)
  await parent.goto('/dashboard')
  const latest = parent.getByRole('region', { name: 'Latest announcements' })
  await expect(latest).toBeVisible()
  await markPage(parent)
  await expectNoAxeViolations(parent)

  await teacher.goto(`/classes/${class5A.id}`)
  const form = teacher.getByRole('form', { name: 'Post an announcement' })
  await typeInto(teacher, form.getByLabel('Title'), title)
  await typeInto(teacher, form.getByLabel('Text'), body)
  await chooseOption(teacher, form.getByLabel('Subject'), 'Matematiikka 5A')
  await form.getByLabel('File to attach').setInputFiles({
    name: file,
    mimeType: 'text/plain',
    buffer: Buffer.from('Eväät, sadetakki ja bussikortti.'),
  })
  await activate(teacher, form.getByRole('button', { name: 'Attach file' }))
  await expect(form.getByRole('link', { name: `Download ${file}` })).toBeVisible()
  await tabTo(teacher, form.getByLabel('Allow comments'))
  await teacher.keyboard.press('Space')
  await activate(teacher, form.getByRole('button', { name: 'Publish' }))
  await expect(teacher.getByRole('heading', { level: 3, name: title })).toBeVisible()
  await expectNoAxeViolations(teacher)

  // Aino's open page shows it without a reload, in Finnish, with its file.
  const posted = student.getByRole('heading', { level: 3, name: title })
  await expect(posted).toBeVisible()
  await expect(posted).toHaveAttribute('lang', 'fi')
  const article = student.getByRole('article', { name: title })
  await expect(article).toContainText('Matti Korhonen')
  // The link says the file's type and size, read with the announcement (no request a file).
  const link = article.getByRole('link', { name: `Lataa ${file} (TXT, 34 t)`, exact: true })
  const download = await student.request.get((await link.getAttribute('href'))!)
  expect(download.status()).toBe(200)
  expect(await download.text()).toBe('Eväät, sadetakki ja bussikortti.')
  expect(await notReloaded(student)).toBe(true)
  await expectNoAxeViolations(student)

  // So does Liisa's dashboard.
  await expect(latest.getByRole('heading', { level: 3, name: title })).toBeVisible()
  await expect(
    latest.getByRole('link', { name: `Download ${file} (TXT, 34 B)`, exact: true }),
  ).toBeVisible()
  expect(await notReloaded(parent)).toBe(true)
  await expectNoAxeViolations(parent)
  await parent.context().close()

  // Comments are allowed: Aino comments, and her comment is marked as her own.
  await typeInto(student, student.getByLabel(`Kommenttisi tiedotteeseen ${title}`), 'Kiitos!')
  await activate(student, student.getByRole('button', { name: 'Kommentoi' }))
  await expect(student.getByText('Kommentti lisätty.').first()).toBeVisible()
  const comments = student.getByRole('group', { name: `Tiedotteen ${title} kommentit` })
  await expect(comments.getByRole('listitem').filter({ hasText: 'Kiitos!' })).toContainText('Sinä')
  // Its files and comments are named groups, not regions: a page of announcements adds no
  // landmark per announcement.
  await expect(article.getByRole('group', { name: `Tiedotteen ${title} tiedostot` })).toBeVisible()
  await expect(article.getByRole('region')).toHaveCount(0)

  // The subject's page shows it too.
  await student.goto(`/student/subjects/${SEED.math5A}`)
  const onSubject = student.getByRole('region', { name: 'Uusimmat tiedotteet' })
  await expect(onSubject.getByRole('heading', { level: 3, name: title })).toBeVisible()
  await expectNoAxeViolations(student)

  // Matti sees who commented, and his post on his dashboard.
  await teacher.reload()
  const theirs = teacher.getByRole('group', { name: `Comments on ${title}` })
  await expect(theirs.getByRole('listitem').filter({ hasText: 'Kiitos!' })).toContainText(
    'Aino Mäkinen',
  )
  // He turns comments off: Aino's stays, and she can write no more.
  await activate(
    teacher,
    teacher
      .getByRole('article', { name: title })
      .getByRole('button', { name: 'Turn comments off' }),
  )
  await expect(teacher.getByText('Comments are off.').first()).toBeVisible()
  await student.reload()
  await expect(
    student
      .getByRole('group', { name: `Tiedotteen ${title} kommentit` })
      .getByRole('listitem')
      .filter({ hasText: 'Kiitos!' }),
  ).toBeVisible()
  await expect(student.getByLabel(`Kommenttisi tiedotteeseen ${title}`)).toHaveCount(0)
  await teacher.goto('/dashboard')
  const own = teacher.getByRole('region', { name: 'Your recent announcements' })
  await expect(own.getByRole('heading', { level: 3, name: title })).toBeVisible()
  await expectNoAxeViolations(teacher)
  await Promise.all([teacher.context().close(), student.context().close()])
})
