import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, type Browser, type Page } from '@playwright/test'
import { PASSWORD } from './accounts'
import { createServerClient } from '@supabase/ssr'
import { anonKey, API_URL, APP_URL } from './env'
import { SIGNED_OUT_STATE } from './sign-in-state'

export type Locale = 'en' | 'fi'

/** A name or e-mail local part no other run has used (letters, digits and one hyphen). */
export const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** 'YYYY-MM-DDTHH:mm' some days from now, for datetime-local inputs. */
export function localDateTime(daysFromNow: number) {
  const d = new Date(Date.now() + daysFromNow * 86400000)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

export async function setLocale(page: Page, locale: Locale) {
  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: locale, url: APP_URL }])
}

/**
 * Runs `run` on a page of a browser context of its own (none of the test page's cookies), in
 * that language: "the link opened in another browser".
 */
export async function inOtherBrowser(
  browser: Browser,
  locale: Locale,
  run: (page: Page) => Promise<void>,
  baseURL?: string,
) {
  const context = await browser.newContext({
    storageState: SIGNED_OUT_STATE,
    ...(baseURL ? { baseURL } : {}),
  })
  try {
    const page = await context.newPage()
    await setLocale(page, locale)
    await run(page)
  } finally {
    await context.close()
  }
}

const SIGN_IN_LABELS = {
  en: { email: 'Email', password: 'Password' },
  fi: { email: 'Sähköposti', password: 'Salasana' },
}

/**
 * Signs in through /auth with the keyboard only and waits for the dashboard. With a locale,
 * that language is chosen first (its cookie) and the form is filled by its labels. For the
 * specs about signing in, and for what only the form's sign-in does (the account's
 * accessibility settings copied into the browser).
 */
export async function signInWithForm(page: Page, email: string, locale?: Locale) {
  if (locale) await setLocale(page, locale)
  await page.goto('/auth')
  const l = SIGN_IN_LABELS[locale ?? 'en']
  await page.getByLabel(l.email).fill(email)
  await page.getByLabel(l.password, { exact: true }).fill(PASSWORD)
  await page.getByLabel(l.password, { exact: true }).press('Enter')
  await expect(page).toHaveURL(/\/dashboard$/)
}

/**
 * The session cookies the app's own server client would write after a password sign-in: made
 * here by the same @supabase/ssr client against the e2e backend, so their names, encoding
 * and chunking are exactly the app's.
 */
async function sessionCookies(email: string) {
  const written: { name: string; value: string }[] = []
  const client = createServerClient(API_URL, await anonKey(), {
    cookies: { getAll: () => [], setAll: (cookies) => void written.push(...cookies) },
  })
  const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD })
  expect(error, `sign-in as ${email}`).toBeNull()
  expect(written.length, `session cookies for ${email}`).toBeGreaterThan(0)
  return written.map(({ name, value }) => ({ name, value, url: APP_URL, sameSite: 'Lax' as const }))
}

/**
 * Signed in without the form (the form has specs of its own, and it costs two page loads a
 * test): the browser gets the session cookies, then opens `at`, or the dashboard and checks
 * that it stays there.
 */
export async function signIn(page: Page, email: string, locale?: Locale, at?: string) {
  await page.context().addCookies(await sessionCookies(email))
  await openSignedIn(page, locale, at)
}

/**
 * Another person in the same test: a page in a browser context of its own (signed out until
 * now, see ./test.ts), signed in as `email` with signIn. Unlike inOtherBrowser, the page stays
 * open beside the others until the test closes its context.
 */
export async function signedInPage(browser: Browser, email: string, locale?: Locale) {
  const page = await (await browser.newContext()).newPage()
  await signIn(page, email, locale)
  return page
}

/**
 * A signed-in page's first step (a test of a role's project, whose page starts signed in as
 * that role; or after `signIn`): that language, then `at`, or the dashboard, checking that it
 * stays there.
 */
export async function openSignedIn(page: Page, locale?: Locale, at?: string) {
  if (locale) await setLocale(page, locale)
  await page.goto(at ?? '/dashboard')
  if (!at) await expect(page).toHaveURL(/\/dashboard$/)
}

/** axe-core's own build, put into a page once (it stays until the page navigates away). */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

/**
 * The WCAG tags the project promises, plus the experimental rule that a control's accessible
 * name contains its visible label (WCAG 2.5.3 Label in Name: voice-control users say what they see).
 */
const AXE_OPTIONS = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] },
  rules: { 'label-content-name-mismatch': { enabled: true } },
  // Only the violations come back: the passes' node lists are large and nothing reads them.
  resultTypes: ['violations'],
} as const

/**
 * axe on the page as it is now: each violation as "rule: target, target". axe runs in the page
 * itself (the app has no frames), put in once per page rather than at every scan; the
 * @axe-core/playwright wrapper injects it twice a scan and sends every result back, which cost
 * about a second a scan on the 2-core machine. Toasts are left out: one caught while sonner
 * fades it in or out is measured at part opacity (a contrast failure that depends on the
 * moment); their colours are fixed in components/ui/sonner.tsx. Every other running transition
 * is let finish first: a button that has just changed variant (Publish, filled, becoming
 * Unpublish, outlined) fades its colours over 150 ms, and halfway its text and background are
 * too close; the reader sees the end colours, so those are what is measured. Endless
 * animations (a spinner) are not waited for.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // A client refresh (after a dialog saves) takes the page's <title> out and puts the new one
  // in: scan the settled page, and scan again if the scan landed in that moment. A title that
  // never comes is still reported by axe's document-title rule, on the second scan.
  const titled = () =>
    page
      .waitForFunction(() => document.title.trim() !== '', null, { timeout: 5_000 })
      .catch(() => undefined)
  await titled()
  if (
    !(await page.evaluate(
      () => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function',
    ))
  )
    await page.evaluate(AXE_SOURCE)
  const scan = () =>
    page.evaluate(async (options) => {
      type Violation = { id: string; nodes: { target: string[] }[] }
      const axe = (
        window as unknown as {
          axe: { run(context: object, options: object): Promise<{ violations: Violation[] }> }
        }
      ).axe
      const ending = document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
      // The page's transitions last a few hundred milliseconds; an animation whose clock stops
      // (a frame the headless browser does not draw) would otherwise hold the scan until the
      // test's own timeout, so the wait ends after two seconds and the page is scanned as it is.
      await Promise.race([
        Promise.all(ending.map((a) => a.finished.catch(() => undefined))),
        new Promise((settle) => setTimeout(settle, 2_000)),
      ])
      const { violations } = await axe.run({ exclude: [['[data-sonner-toaster]']] }, options)
      return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    }, AXE_OPTIONS)
  const found = await scan()
  if (!found.some((v) => v.startsWith('document-title:'))) return found
  await titled()
  return scan()
}

/** axe as above; any violation fails with its rule and target. */
export async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([])
}

/** The decoded session stored in the auth cookie (base64url JSON, possibly chunked). */
export async function storedSession(
  page: Page,
): Promise<{ access_token: string; refresh_token: string } | null> {
  const cookies = await page.context().cookies(APP_URL)
  const whole = cookies.find((c) => c.name === 'sb-127-auth-token')?.value
  const chunks = cookies
    .filter((c) => /^sb-127-auth-token\.\d+$/.test(c.name))
    .sort((a, b) => Number(a.name.split('.').pop()) - Number(b.name.split('.').pop()))
    .map((c) => c.value)
  const raw = whole ?? (chunks.length ? chunks.join('') : null)
  if (!raw) return null
  const json = raw.startsWith('base64-')
    ? Buffer.from(raw.slice(7), 'base64url').toString('utf8')
    : decodeURIComponent(raw)
  return JSON.parse(json)
}

export function jwtPayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'))
}

/**
 * Opens a page and checks what every page promises: it stays at that address, has one h1
 * (with that text, when given), the language asked for, and no axe violations.
 */
export async function checkPage(
  page: Page,
  path: string,
  expected: { heading?: string; lang?: Locale } = {},
) {
  await page.goto(path)
  await expect(page, path).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`))
  if (expected.lang) await expect(page.locator('html'), path).toHaveAttribute('lang', expected.lang)
  const h1 = page.getByRole('heading', { level: 1 })
  await expect(h1, path).toHaveCount(1)
  if (expected.heading) await expect(h1, path).toHaveText(expected.heading)
  else await expect(h1, path).toBeVisible()
  await expectNoAxeViolations(page)
}
