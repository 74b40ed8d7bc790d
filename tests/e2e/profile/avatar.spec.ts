import { expect, test, type Locator, type Page } from '../support/test'
import en from '@/messages/en.json' with { type: 'json' }
import {
  activate,
  expectNoAxeViolations,
  ownSchool,
  signIn,
  tabTo,
  type OwnSchool,
} from '../support'
import * as TINY from '../../support/tiny-images'

// The profile picture, by keyboard only: in the profile dialog a person uploads a picture of
// themself (a wrong type and a too-big file are refused on the field), the header's button shows
// it, they replace it and remove it, and the initials come back. A principal editing a
// student's profile gets no picture control. In a school of its own.

// Playwright's file chooser takes Buffers.
const PNG = Buffer.from(TINY.PNG)
const GIF = Buffer.from(TINY.GIF)
const m = en.profile
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

test.describe.configure({ timeout: 120_000 })

let school: OwnSchool
test.beforeAll(async () => {
  school = await ownSchool()
})

/**
 * Opens the chooser from the keyboard (Space on the focused file input) and picks the file. On a
 * busy machine the browser now and then lets a key press go without opening the chooser; a
 * person would press Space again, and so does this, a few times at most.
 */
async function chooseByKeyboard(
  page: Page,
  chooser: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  await tabTo(page, chooser)
  for (let attempt = 1; ; attempt++) {
    await expect(chooser).toBeFocused()
    const opened = page.waitForEvent('filechooser', { timeout: 10_000 })
    await page.keyboard.press(' ')
    const fileChooser = await opened.catch((e: Error) => {
      if (attempt >= 3) throw e
      return null
    })
    if (fileChooser) return fileChooser.setFiles(file)
  }
}

/** The header's picture has loaded (not merely been asked for). */
async function expectPictureShown(picture: Locator) {
  await expect(picture).toHaveAttribute('alt', '')
  await expect(picture).toHaveAttribute(
    'src',
    /^\/files\/avatars\/[0-9a-f-]{36}\/avatar-[0-9a-z]+\.png$/,
  )
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0)
}

test('a person uploads, replaces and removes their own picture by keyboard; the header shows it', async ({
  page,
}) => {
  const me = school.teacher
  await signIn(page, me.email, 'en')
  // includeHidden: while the dialog is open the page behind it is hidden from assistive
  // technology (aria-hidden), and the header's button is still the one to look at.
  const header = page.getByRole('button', {
    name: m.openNamed.replace('{name}', `${me.first} ${me.last}`),
    includeHidden: true,
  })
  const picture = header.locator('img')
  const initials = header.locator('[data-initials="OO"]')
  await expect(initials).toBeVisible()
  await expect(picture).toHaveCount(0)

  await activate(page, header)
  const dialog = page.getByRole('dialog', { name: m.title })
  await expect(dialog.locator('#profile-first-name')).toHaveValue(me.first)
  const section = dialog.getByRole('group', { name: m.sections.picture })
  await expect(section.getByText(m.picture.none)).toBeVisible()
  const chooser = section.getByLabel(m.fields.picture)
  await expect(chooser).toHaveAccessibleDescription(m.picture.hint)
  await expectNoAxeViolations(page)

  // A GIF is refused by its bytes, whatever it is called, with the reason on the field.
  await chooseByKeyboard(page, chooser, { name: 'me.png', mimeType: 'image/png', buffer: GIF })
  await activate(page, section.getByRole('button', { name: m.picture.upload }))
  await expect(chooser).toHaveAccessibleDescription(new RegExp(escape(en.files.picture.badType)))
  await expect(section.getByRole('alert')).toHaveText(en.files.picture.badType)
  await expect(chooser).toBeFocused()
  // So is a picture over the bucket's 2 MB.
  const big = Buffer.alloc(2 * 1024 * 1024 + 1)
  PNG.copy(big)
  await chooseByKeyboard(page, chooser, { name: 'big.png', mimeType: 'image/png', buffer: big })
  await activate(page, section.getByRole('button', { name: m.picture.upload }))
  await expect(section.getByRole('alert')).toHaveText(en.files.errors.tooLarge.replace('{mb}', '2'))
  await expect(section.getByText(m.picture.none)).toBeVisible()
  await expect(picture).toHaveCount(0)
  await expectNoAxeViolations(page)

  // A PNG: stored, told, shown in the dialog and, drawn again, in the header.
  await chooseByKeyboard(page, chooser, { name: 'Minä.png', mimeType: 'image/png', buffer: PNG })
  await activate(page, section.getByRole('button', { name: m.picture.upload }))
  await expect(page.getByText(en.files.picture.saved)).toBeVisible()
  await expect(section.getByRole('img', { name: m.picture.current })).toBeVisible()
  await expect(section.getByRole('alert')).toHaveCount(0)
  await expectPictureShown(picture)
  await expect(initials).toHaveCount(0)
  // The focus stays on the button, which now replaces the picture.
  await expect(section.getByRole('button', { name: m.picture.replace })).toBeFocused()
  await expectNoAxeViolations(page)

  // Replacing gives the picture a new address.
  const first = await picture.getAttribute('src')
  await chooseByKeyboard(page, chooser, { name: 'toinen.png', mimeType: 'image/png', buffer: PNG })
  await activate(page, section.getByRole('button', { name: m.picture.replace }))
  await expect(picture).not.toHaveAttribute('src', first!)
  await expectPictureShown(picture)

  // It is kept: after a reload the header still shows it.
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await page.reload()
  await expectPictureShown(picture)

  // Removing: the object goes, the removal is announced, the focus goes to the chooser, and
  // the header has the initials again.
  await activate(page, header)
  await expect(section.getByRole('img', { name: m.picture.current })).toBeVisible()
  await activate(page, section.getByRole('button', { name: m.picture.remove }))
  await expect(section.getByText(m.picture.none)).toBeVisible()
  await expect(page.locator('#a11y-status')).toHaveText(en.files.picture.removed)
  await expect(chooser).toBeFocused()
  await expect(initials).toBeVisible()
  await expect(picture).toHaveCount(0)
  await expectNoAxeViolations(page)
  await page.reload()
  await expect(initials).toBeVisible()
  await expect(picture).toHaveCount(0)
})

test('a principal editing a student’s profile gets no picture control', async ({ page }) => {
  const student = school.student
  await signIn(page, school.principal.email, 'en', `/students/${student.id}`)
  const dialog = page.getByRole('dialog', {
    name: m.titleFor.replace('{name}', `${student.first} ${student.last}`),
  })
  // The page opens straight at the student: a click before the button has hydrated does
  // nothing, so it is tried again until the dialog is there.
  await expect(async () => {
    if (!(await dialog.isVisible()))
      await page.getByRole('button', { name: m.editStudent }).click({ timeout: 2_000 })
    await expect(dialog).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  await expect(dialog.locator('#profile-first-name')).toHaveValue(student.first)
  await expect(dialog.getByRole('group', { name: m.sections.picture })).toHaveCount(0)
  await expect(dialog.getByLabel(m.fields.picture)).toHaveCount(0)
})
