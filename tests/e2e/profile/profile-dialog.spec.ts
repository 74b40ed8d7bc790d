import { expect, test, type Page } from '../support/test'
import en from '@/messages/en.json' with { type: 'json' }
import fi from '@/messages/fi.json' with { type: 'json' }
import {
  activate,
  expectNoAxeViolations,
  ownSchool,
  restRows,
  signIn,
  tabTo,
  typeInto,
  unique,
  type Locale,
  type OwnSchool,
  type Person,
} from '../support'

// The profile-settings dialog from the header: every role opens it, edits every tab, saves,
// reloads and finds the change, with axe clean on every tab, two roles in English and two in Finnish. Each
// test works in a school of its own (ownSchool), so the demo school's people stay as they are.

const TEXT = { en, fi } as const
type Role = 'principal' | 'teacher' | 'student' | 'parent'

// Each test walks a whole dialog with axe on every tab: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 })

let school: OwnSchool
test.beforeAll(async () => {
  school = await ownSchool()
})

async function openOwnDialog(page: Page, locale: Locale, person: Person) {
  const m = TEXT[locale].profile
  await page
    .getByRole('button', { name: m.openNamed.replace('{name}', `${person.first} ${person.last}`) })
    .click()
  const dialog = page.getByRole('dialog', { name: m.title })
  await expect(dialog.locator('#profile-first-name')).toHaveValue(person.first)
  return dialog
}

const tab = (page: Page, locale: Locale, name: keyof typeof en.profile.tabs) =>
  page.getByRole('dialog').getByRole('tab', { name: TEXT[locale].profile.tabs[name], exact: true })

// Each role once, the languages shared between them: the dialog is one component, and its
// role-only fields meet both languages across these and the keyboard test below (student, en).
for (const [role, locale] of [
  ['principal', 'en'],
  ['teacher', 'fi'],
  ['student', 'fi'],
  ['parent', 'en'],
] as const satisfies readonly (readonly [Role, Locale])[]) {
  test(`${role} (${locale}) edits and saves every tab of their profile and sees it after a reload`, async ({
    page,
  }) => {
    const person = school[role]
    const m = TEXT[locale].profile
    const phone = `+358 40 ${Math.floor(Math.random() * 9e6 + 1e6)}`
    const note = unique('note')
    await signIn(page, person.email, locale)
    const dialog = await openOwnDialog(page, locale, person)

    // Basic Info: the e-mail is read-only with its note; role-only fields.
    const email = dialog.locator('#profile-email')
    await expect(email).toHaveValue(person.email)
    await expect(email).toHaveAttribute('readonly', '')
    await expect(email).toHaveAccessibleDescription(m.fields.emailNote)
    await expect(dialog.locator('#profile-grade')).toHaveCount(role === 'student' ? 1 : 0)
    await expect(dialog.locator('#profile-guardian-name')).toHaveCount(role === 'student' ? 1 : 0)
    await expect(dialog.locator('#profile-parent-email')).toHaveCount(role === 'student' ? 1 : 0)
    await expect(dialog.locator('#profile-school')).toHaveCount(role === 'principal' ? 1 : 0)
    if (role === 'principal')
      await expect(dialog.locator('#profile-school')).toHaveValue(school.name)
    await expectNoAxeViolations(page)
    await dialog.locator('#profile-phone').fill(phone)
    await dialog.locator('#profile-city').fill('Jyväskylä')

    await tab(page, locale, 'disability').click()
    await expectNoAxeViolations(page)
    await dialog.locator('#profile-severity').selectOption('moderate')

    await tab(page, locale, 'medical').click()
    await expect(dialog.locator('#profile-iep-status')).not.toBeChecked()
    await expect(dialog.getByText(m.fields.iepDocument)).toHaveCount(0)
    await expectNoAxeViolations(page)
    await dialog.locator('#profile-allergies').fill('pollen\nbirch')

    await tab(page, locale, 'accommodations').click()
    await expectNoAxeViolations(page)
    await dialog.getByLabel(m.options.accommodation.oral_testing).check()

    await tab(page, locale, 'support').click()
    await expectNoAxeViolations(page)
    await dialog.getByLabel(m.options.support.tutoring).check()

    await tab(page, locale, 'preferences').click()
    await expectNoAxeViolations(page)
    await dialog.getByLabel(m.fields.highContrast).check()
    await dialog.locator('#profile-notes').fill(note)

    const save = dialog.getByRole('button', { name: m.saveChanges })
    await save.click()
    await expect(page.getByText(m.saved)).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)

    await page.reload()
    const again = await openOwnDialog(page, locale, person)
    await expect(again.locator('#profile-phone')).toHaveValue(phone)
    await expect(again.locator('#profile-city')).toHaveValue('Jyväskylä')
    await tab(page, locale, 'disability').click()
    await expect(again.locator('#profile-severity')).toHaveValue('moderate')
    await tab(page, locale, 'medical').click()
    await expect(again.locator('#profile-allergies')).toHaveValue('pollen\nbirch')
    await tab(page, locale, 'accommodations').click()
    await expect(again.getByLabel(m.options.accommodation.oral_testing)).toBeChecked()
    await tab(page, locale, 'support').click()
    await expect(again.getByLabel(m.options.support.tutoring)).toBeChecked()
    await tab(page, locale, 'preferences').click()
    await expect(again.getByLabel(m.fields.highContrast)).toBeChecked()
    await expect(again.locator('#profile-notes')).toHaveValue(note)
  })
}

test('field errors are announced, bring their tab forward and save nothing', async ({ page }) => {
  const person = school.teacher
  const m = en.profile
  await signIn(page, person.email, 'en')
  const dialog = await openOwnDialog(page, 'en', person)
  await dialog.locator('#profile-first-name').fill('')
  await dialog.locator('#profile-contact-0-name').fill('Liisa')
  await tab(page, 'en', 'preferences').click()
  await dialog.getByRole('button', { name: m.saveChanges }).click()

  // Back on Basic Info, the first invalid field focused, each error read out (role=alert).
  await expect(tab(page, 'en', 'basic')).toHaveAttribute('aria-selected', 'true')
  const first = dialog.locator('#profile-first-name')
  await expect(first).toBeFocused()
  await expect(first).toHaveAttribute('aria-invalid', 'true')
  await expect(first).toHaveAccessibleDescription(en.validation.account.firstNameRequired)
  await expect(
    dialog.getByRole('alert').filter({ hasText: en.validation.account.firstNameRequired }),
  ).toBeVisible()
  await expect(dialog.locator('#profile-contact-0-phone')).toHaveAccessibleDescription(
    en.validation.profile.contactPhoneRequired,
  )
  await expectNoAxeViolations(page)
  const [row] = await restRows(person.email, `profiles?select=first_name&id=eq.${person.id}`)
  expect(row).toEqual({ first_name: person.first })
})

test('a student completes a whole edit with the keyboard alone', async ({ page }) => {
  const person = school.student
  const m = en.profile
  const note = unique('kb-note')
  await signIn(page, person.email, 'en')
  await activate(
    page,
    page.getByRole('button', {
      name: m.openNamed.replace('{name}', `${person.first} ${person.last}`),
    }),
  )
  const dialog = page.getByRole('dialog', { name: m.title })
  await expect(dialog.locator('#profile-first-name')).toHaveValue(person.first)
  await typeInto(page, dialog.locator('#profile-phone'), '+358 44 555 0101')
  // The tab list: Tab reaches the chosen tab, arrow keys move between tabs (and show them).
  await tabTo(page, tab(page, 'en', 'basic'), 200)
  // Each arrow press moves focus and selection to the next tab.
  for (const name of [
    'disability',
    'medical',
    'accommodations',
    'support',
    'preferences',
  ] as const) {
    await page.keyboard.press('ArrowRight')
    await expect(tab(page, 'en', name)).toBeFocused()
    await expect(tab(page, 'en', name)).toHaveAttribute('aria-selected', 'true')
  }
  await tabTo(page, dialog.getByLabel(m.fields.subtitles))
  await page.keyboard.press(' ')
  await typeInto(page, dialog.locator('#profile-notes'), note)
  await activate(page, dialog.getByRole('button', { name: m.saveChanges }))
  await expect(page.getByText(m.saved)).toBeVisible()
  const [row] = await restRows(
    person.email,
    `profiles?select=accessibility_preferences,profile_sensitive(notes,phone_number)&id=eq.${person.id}`,
  )
  expect(row).toMatchObject({
    accessibility_preferences: { subtitles: true },
    profile_sensitive: { notes: note, phone_number: '+358 44 555 0101' },
  })
})

test('a parent opens their child’s profile from the dashboard and saves it', async ({ page }) => {
  const child = school.student
  const m = fi.profile
  const note = unique('huoltajan-huomio')
  await signIn(page, school.parent.email, 'fi')
  await page
    .getByRole('button', {
      name: m.editStudentNamed.replace('{name}', `${child.first} ${child.last}`),
    })
    .click()
  const dialog = page.getByRole('dialog', {
    name: m.titleFor.replace('{name}', `${child.first} ${child.last}`),
  })
  await expect(dialog.locator('#profile-first-name')).toHaveValue(child.first)
  await tab(page, 'fi', 'accommodations').click()
  await dialog.getByLabel(m.options.accommodation.frequent_breaks).check()
  await tab(page, 'fi', 'preferences').click()
  await dialog.locator('#profile-notes').fill(note)
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: m.saveChanges }).click()
  await expect(page.getByText(m.saved)).toBeVisible()
  // What the child sees of their own profile.
  const [row] = await restRows(
    child.email,
    `profiles?select=accommodations_needed,profile_sensitive(notes)&id=eq.${child.id}`,
  )
  expect(row).toMatchObject({
    accommodations_needed: expect.arrayContaining(['frequent_breaks']),
    profile_sensitive: { notes: note },
  })
})
