import { expect, test, type Page } from '../support/test'
import {
  activate,
  API_URL,
  backendToken,
  expectNoAxeViolations,
  restRows,
  signIn,
  tabTo,
  USERS,
  type Locale,
} from '../support'

/**
 * E-mail choices on /settings#email, in English and Finnish: one radio group per kind of news
 * under its legend, the defaults the queue uses checked, changed by keyboard alone (Tab to the
 * group, arrows within it), saved with an announced message, kept after a reload and in the
 * database; axe at 100 % and 200 % text. A second student of the demo school is the person, and
 * their choices go back to the defaults afterwards (other files' e-mails follow the defaults).
 */
const WHO = USERS.student2

const words = {
  en: {
    section: 'E-mail',
    messages: 'Messages',
    grades: 'Grades and feedback',
    now: 'At once',
    daily: 'Daily digest',
    never: 'Never',
    save: 'Save e-mail choices',
    saved: 'Your e-mail choices are saved.',
  },
  fi: {
    section: 'Sähköposti',
    messages: 'Viestit',
    grades: 'Arvosanat ja palaute',
    now: 'Heti',
    daily: 'Päivittäinen kooste',
    never: 'Ei koskaan',
    save: 'Tallenna sähköpostivalinnat',
    saved: 'Sähköpostivalintasi on tallennettu.',
  },
} as const

async function backToDefaults() {
  const { token, anon } = await backendToken(WHO)
  const res = await fetch(`${API_URL}/rest/v1/email_preferences?kind=not.is.null`, {
    method: 'DELETE',
    headers: { apikey: anon, Authorization: `Bearer ${token}` },
  })
  expect(res.status).toBeLessThan(300)
}

async function axeAtDoubleText(page: Page) {
  await expectNoAxeViolations(page)
  await page.evaluate(() => document.documentElement.style.setProperty('font-size', '200%'))
  await expectNoAxeViolations(page)
  await page.evaluate(() => document.documentElement.style.removeProperty('font-size'))
}

test.describe.configure({ mode: 'serial' })
test.afterAll(backToDefaults)

for (const locale of ['en', 'fi'] as const satisfies Locale[]) {
  test(`${locale}: e-mail choices are made by keyboard, saved, announced and kept`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const w = words[locale]
    await backToDefaults()
    await signIn(page, WHO, locale)
    await page.goto('/settings#email')
    const section = page.getByRole('region', { name: w.section })
    const messages = section.getByRole('group', { name: w.messages })
    const grades = section.getByRole('group', { name: w.grades })
    // The defaults the queue uses: messages at once, grades in the digest.
    await expect(messages.getByRole('radio', { name: w.now })).toBeChecked()
    await expect(grades.getByRole('radio', { name: w.daily })).toBeChecked()
    await axeAtDoubleText(page)

    // Tab reaches a group at its checked choice; the arrows move within it.
    await tabTo(page, messages.getByRole('radio', { name: w.now }))
    await page.keyboard.press('ArrowRight')
    await expect(messages.getByRole('radio', { name: w.daily })).toBeChecked()
    await tabTo(page, grades.getByRole('radio', { name: w.daily }))
    await page.keyboard.press('ArrowRight')
    await expect(grades.getByRole('radio', { name: w.never })).toBeChecked()
    await activate(page, section.getByRole('button', { name: w.save }))
    await expect(page.getByText(w.saved).first()).toBeVisible()

    const rows = await restRows(WHO, 'email_preferences?select=kind,cadence&order=kind')
    expect(rows).toEqual(
      expect.arrayContaining([
        { kind: 'messages', cadence: 'daily' },
        { kind: 'grades', cadence: 'never' },
        { kind: 'announcements', cadence: 'daily' },
      ]),
    )
    await page.reload()
    await expect(messages.getByRole('radio', { name: w.daily })).toBeChecked()
    await expect(grades.getByRole('radio', { name: w.never })).toBeChecked()
    await axeAtDoubleText(page)
  })
}
