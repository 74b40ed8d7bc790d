import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import type { Role } from '@/lib/auth/roles'

import { APP_URL as APP, API_URL } from '../env'

export const APP_URL = APP
export const SUPABASE_URL = API_URL
export const PASSWORD = 'Oppi-demo-2026'
export const DEMO: Record<Role, string> = {
  principal: 'principal@demo.oppi.test',
  teacher: 'teacher@demo.oppi.test',
  student: 'student@demo.oppi.test',
  parent: 'parent@demo.oppi.test',
}

export const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

export async function setLocale(page: Page, locale: 'en' | 'fi') {
  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: locale, url: APP_URL }])
}

const LABELS = {
  en: { email: 'Email', password: 'Password', submit: 'Sign in' },
  fi: { email: 'Sähköposti', password: 'Salasana', submit: 'Kirjaudu sisään' },
}

/** Signs in through /auth using the keyboard only and waits for the dashboard. */
export async function signIn(page: Page, email: string, locale: 'en' | 'fi' = 'en', password = PASSWORD) {
  await page.goto('/auth')
  const l = LABELS[locale]
  await page.getByLabel(l.email).fill(email)
  await page.getByLabel(l.password, { exact: true }).fill(password)
  await page.getByLabel(l.password, { exact: true }).press('Enter')
  await expect(page).toHaveURL(/\/dashboard$/)
}

/** axe with the WCAG tags the project promises; any violation fails with its rule and target. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

/** The decoded session stored in the auth cookie (base64url JSON, possibly chunked). */
export async function storedSession(page: Page): Promise<{ access_token: string; refresh_token: string } | null> {
  const cookies = await page.context().cookies(APP_URL)
  const whole = cookies.find((c) => c.name === 'sb-127-auth-token')?.value
  const chunks = cookies
    .filter((c) => /^sb-127-auth-token\.\d+$/.test(c.name))
    .sort((a, b) => Number(a.name.split('.').pop()) - Number(b.name.split('.').pop()))
    .map((c) => c.value)
  const raw = whole ?? (chunks.length ? chunks.join('') : null)
  if (!raw) return null
  const json = raw.startsWith('base64-') ? Buffer.from(raw.slice(7), 'base64url').toString('utf8') : decodeURIComponent(raw)
  return JSON.parse(json)
}

export function jwtPayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'))
}
