import { expect, type Locator, type Page } from '@playwright/test'
import { PASSWORD } from './accounts'

/**
 * The registration form's labels in both languages, written out rather than read from
 * messages/*.json, so a lost or wrong translation fails the specs that register.
 */
export const REGISTRATION_TEXT = {
  en: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    password: 'Password',
    role: 'Role',
    school: 'School name',
    register: 'Create account',
  },
  fi: {
    firstName: 'Etunimi',
    lastName: 'Sukunimi',
    email: 'Sähköposti',
    password: 'Salasana',
    role: 'Rooli',
    school: 'Koulun nimi',
    register: 'Luo tunnus',
  },
} as const

/** Fills the open registration form (/auth?mode=register) for a newcomer and sends it. */
export async function registerByForm(
  page: Page,
  locale: keyof typeof REGISTRATION_TEXT,
  who: {
    firstName: string
    lastName: string
    email: string
    role: Parameters<Locator['selectOption']>[0]
    school: string
  },
) {
  const l = REGISTRATION_TEXT[locale]
  await page.getByLabel(l.firstName).fill(who.firstName)
  await page.getByLabel(l.lastName).fill(who.lastName)
  await page.getByLabel(l.email).fill(who.email)
  await page.getByLabel(l.password, { exact: true }).fill(PASSWORD)
  await page.getByLabel(l.role).selectOption(who.role)
  await page.getByLabel(l.school).fill(who.school)
  await page.getByRole('button', { name: l.register }).click()
}

/**
 * A newcomer registers a school of their own as its principal through the English form, and
 * lands on the new school's dashboard (on a backend that signs a sign-up in at once).
 */
export async function principalRegisters(
  page: Page,
  email: string,
  [firstName, lastName]: [string, string],
  school: string,
) {
  await page.goto('/auth?mode=register')
  await registerByForm(page, 'en', { firstName, lastName, email, role: 'principal', school })
  await expect(page).toHaveURL(/\/dashboard$/)
}
