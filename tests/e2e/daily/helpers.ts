import { API_URL, APP_URL } from '../env'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

export const PASSWORD = 'Oppi-demo-2026'
export const USERS = {
  principal: 'principal@demo.oppi.test',
  teacher: 'teacher@demo.oppi.test',
  student: 'student@demo.oppi.test',
  student2: 'student2@demo.oppi.test',
  otherPrincipal: 'principal@other.oppi.test',
} as const

/** Seed ids (supabase/seed.sql): Matematiikka 5A (the demo student's class), English 6A (revoked). */
export const SEED = {
  math5A: '00000000-0000-4000-8002-000000000021',
  english6ARevoked: '00000000-0000-4000-8002-000000000027',
  /** Matematiikka 5A's fractions practice: due two days ago, inside Aino's extended time. */
  fractions5A: '00000000-0000-4000-8003-000000009003',
}

export async function setLocale(page: Page, locale: 'en' | 'fi') {
  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: locale, url: APP_URL }])
}

/** Signs in through /auth with the keyboard only, and waits for the dashboard. */
export async function signIn(page: Page, email: string) {
  await page.goto('/auth')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Password', { exact: true }).press('Enter')
  await expect(page).toHaveURL(/\/dashboard/)
}

/** axe with the WCAG tags the project promises; any violation fails with its ids. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** 'YYYY-MM-DDTHH:mm' some days from now, for datetime-local inputs. */
export function localDateTime(daysFromNow: number) {
  const d = new Date(Date.now() + daysFromNow * 86400000)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/** A password sign-in straight against the backend, for RLS checks that bypass the UI. */
export async function backendToken(email: string): Promise<{ token: string; anon: string }> {
  const anon = process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY ?? ''
  const res = await fetch(`${API_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anon, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  })
  const body = (await res.json()) as { access_token: string }
  return { token: body.access_token, anon }
}

/** Rows straight from rest/v1 as that user (RLS applies), e.g. to compare before and after. */
export async function restRows(email: string, pathAndQuery: string): Promise<Record<string, unknown>[]> {
  const { token, anon } = await backendToken(email)
  const res = await fetch(`${API_URL}/rest/v1/${pathAndQuery}`, { headers: { apikey: anon, Authorization: `Bearer ${token}` } })
  expect(res.status, `GET ${pathAndQuery}`).toBe(200)
  return (await res.json()) as Record<string, unknown>[]
}
