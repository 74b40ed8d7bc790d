import { expect, test } from '../support/test'
import en from '@/messages/en.json' with { type: 'json' }
import {
  APP_URL,
  expectNoAxeViolations,
  ownSchool,
  restRows,
  signIn,
  type OwnSchool,
} from '../support'

// A Finnish name with letters hosted Storage does not take in an object's name (stored encoded).
const WORK_NAME = 'Kasvien osat – kevät #2.pdf'

// Files in the browser: the IEP document (the principal uploads and downloads it, the read is
// logged; a teacher gets neither), and files on work (a teacher attaches material to an
// assignment, the student downloads it). In a school of its own.

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
const NOT_A_PDF = Buffer.from('MZ\x90\x00this is no pdf at all, just pretending')

// Each test walks a whole dialog with axe on every tab: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 })

let school: OwnSchool
test.beforeAll(async () => {
  school = await ownSchool()
})

test('the principal uploads and downloads a student’s IEP document; a teacher is refused', async ({
  page,
  browser,
}) => {
  const m = en.profile
  const student = school.student
  await signIn(page, school.principal.email, 'en')
  await page.goto(`/students/${student.id}`)
  await page.getByRole('button', { name: m.editStudent }).click()
  const dialog = page.getByRole('dialog', {
    name: m.titleFor.replace('{name}', `${student.first} ${student.last}`),
  })
  await expect(dialog.locator('#profile-first-name')).toHaveValue(student.first)
  await dialog.getByRole('tab', { name: m.tabs.medical }).click()
  await dialog.getByLabel(m.fields.iepStatus).check()
  await expect(dialog.getByText(m.iep.none)).toBeVisible()
  await expectNoAxeViolations(page)

  const chooser = dialog.getByLabel(m.fields.iepDocument)
  // A renamed executable is refused by its bytes, with the reason on the field.
  await chooser.setInputFiles({ name: 'plan.pdf', mimeType: 'application/pdf', buffer: NOT_A_PDF })
  await dialog.getByRole('button', { name: m.iep.upload }).click()
  await expect(chooser).toHaveAccessibleDescription(
    new RegExp(en.files.errors.badType.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  )
  await expect(dialog.getByRole('alert').filter({ hasText: en.files.errors.badType })).toBeVisible()

  await chooser.setInputFiles({
    name: 'Tukisuunnitelma.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  })
  await dialog.getByRole('button', { name: m.iep.upload }).click()
  const link = dialog.getByRole('link', {
    name: m.iep.download.replace('{name}', 'Tukisuunnitelma.pdf'),
  })
  await expect(link).toBeVisible()
  const downloading = page.waitForEvent('download')
  await link.click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('Tukisuunnitelma.pdf')
  await dialog.getByRole('button', { name: m.saveChanges }).click()
  await expect(page.getByText(m.saved)).toBeVisible()

  // Logged once, by Storage as the file was read (uploading and listing are no reads).
  const log = await restRows(
    school.principal.email,
    `sensitive_access_log?select=field,accessed_by&profile_id=eq.${student.id}&field=eq.iep_document`,
  )
  expect(log).toEqual([{ field: 'iep_document', accessed_by: school.principal.id }])

  // The teacher: no edit button on the student's page, and the file itself is refused.
  const teacher = await (await browser.newContext()).newPage()
  await signIn(teacher, school.teacher.email, 'en')
  await teacher.goto(`/students/${student.id}`)
  await expect(teacher.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(teacher.getByRole('button', { name: m.editStudent })).toHaveCount(0)
  // Storage does not show the teacher the document at all: not found, as for any other file.
  const refused = await teacher.request.get(
    `${APP_URL}/files/iep-documents/${student.id}/Tukisuunnitelma.pdf`,
  )
  expect(refused.status()).toBe(404)
  expect((await refused.json()).error).toBe(en.files.errors.missing)
})

test('a teacher attaches a file to an assignment and the student downloads it', async ({
  page,
  browser,
}) => {
  const f = en.files
  const title = school.assignment.title
  await signIn(page, school.teacher.email, 'en')
  await page.goto('/assignments')
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title }) })
  await row.getByRole('button', { name: `${f.show}: ${title}` }).click()
  await expect(row.getByText(f.none)).toBeVisible()
  // A web page is no material: refused with the types that are accepted, and nothing is stored.
  const chooser = row.getByLabel(f.chooseFile)
  await expect(chooser).toHaveAttribute('accept', /\.pdf/)
  await chooser.setInputFiles({
    name: 'page.html',
    mimeType: 'text/html',
    buffer: Buffer.from('<!doctype html><script>alert(1)</script>'),
  })
  await row.getByRole('button', { name: f.attach }).click()
  await expect(row.getByRole('alert').filter({ hasText: f.work.badType })).toBeVisible()
  await expect(chooser).toHaveAccessibleDescription(
    new RegExp(f.work.badType.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  )
  await expect(row.getByText(f.none)).toBeVisible()
  // 6 MB: more than the app's host takes in one request (4.5 MB on Vercel). The bytes go
  // straight to Storage; what the browser sends the app is a few kilobytes at most.
  let largestToApp = 0
  let sentToStorage = 0
  page.on('request', (r) => {
    if (r.url().startsWith(APP_URL))
      largestToApp = Math.max(largestToApp, r.postDataBuffer()?.byteLength ?? 0)
    else if (r.method() === 'POST' && r.url().includes('/storage/v1/object/assignment-files/'))
      sentToStorage++
  })
  const material = Buffer.alloc(6 * 1024 * 1024)
  PDF.copy(material)
  await chooser.setInputFiles({ name: WORK_NAME, mimeType: 'application/pdf', buffer: material })
  await row.getByRole('button', { name: f.attach }).click()
  await expect(
    row.getByRole('link', { name: f.download.replace('{name}', WORK_NAME) }),
  ).toBeVisible()
  expect(largestToApp).toBeLessThan(64 * 1024)
  expect(sentToStorage).toBe(1)
  await expectNoAxeViolations(page)

  const student = await (await browser.newContext()).newPage()
  await signIn(student, school.student.email, 'en')
  await student.goto('/student/assignments')
  const card = student.getByRole('article', { name: title })
  await card.getByRole('button', { name: `${f.show}: ${title}` }).click()
  const link = card.getByRole('link', { name: f.download.replace('{name}', WORK_NAME) })
  await expect(link).toBeVisible()
  await expectNoAxeViolations(student)
  const downloading = student.waitForEvent('download')
  await link.click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(WORK_NAME)
})

test('a file over the limit is told the limit: before sending, and when Storage refuses it by size', async ({
  page,
}) => {
  const f = en.files
  const title = school.assignment.title
  const tooLarge = f.errors.tooLarge.replace('{mb}', '25')
  await signIn(page, school.teacher.email, 'en')
  await page.goto('/assignments')
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title }) })
  await row.getByRole('button', { name: `${f.show}: ${title}` }).click()
  const chooser = row.getByLabel(f.chooseFile)
  // Over the bucket's 25 MB: refused in the browser, nothing sent.
  let sent = 0
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/files/')) sent++
  })
  await chooser.setInputFiles({
    name: 'huge.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(25 * 1024 * 1024 + 1),
  })
  await row.getByRole('button', { name: f.attach }).click()
  await expect(row.getByRole('alert')).toHaveText(tooLarge)
  await expect(chooser).toBeFocused()
  expect(sent).toBe(0)
  // Within it, but Storage (or a proxy in front of it) refuses the bytes by its own, smaller
  // limit, with a 413 and no sentence of the app's: the person is still told it is about the size.
  await page.route('**/storage/v1/object/assignment-files/**', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 413,
          contentType: 'text/plain',
          headers: { 'Access-Control-Allow-Origin': '*' },
          body: 'Request Entity Too Large',
        })
      : route.fallback(),
  )
  await chooser.setInputFiles({ name: 'Kasvit.pdf', mimeType: 'application/pdf', buffer: PDF })
  await row.getByRole('button', { name: f.attach }).click()
  await expect(row.getByRole('alert')).toHaveText(tooLarge)
  await expect(
    row.getByRole('link', { name: f.download.replace('{name}', 'Kasvit.pdf') }),
  ).toHaveCount(0)
})
