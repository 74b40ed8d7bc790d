import { expect, test, type Page } from '@playwright/test'
import en from '@/messages/en.json' with { type: 'json' }
import fi from '@/messages/fi.json' with { type: 'json' }
import type { Role } from '@/lib/auth/roles'
import { setLocale, signIn, USERS as DEMO } from '../support'

// A page's <title> must be there when it first paints: a screen reader announces it on
// arrival, and axe's document-title rule runs as soon as the page is shown. Metadata that
// streams in after the body (or after a loading fallback) leaves the first paint untitled.

const MESSAGES = { en, fi } as const
const ROLES: Role[] = ['principal', 'teacher', 'student', 'parent']

const dashboardTitle = (locale: 'en' | 'fi') => `${MESSAGES[locale].dashboard.title} · ${MESSAGES[locale].meta.appName}`

/** The title as the browser has it at this instant, without waiting for anything. */
const titleNow = (page: Page) => page.evaluate(() => document.title)

/** The <title> inside the <head> of the HTML the server sends, before any script runs. */
async function titleInHead(page: Page, path: string): Promise<string | null> {
  const response = await page.request.get(path)
  expect(response.status()).toBe(200)
  const html = await response.text()
  const head = html.slice(0, html.indexOf('<body'))
  return /<title>([^<]*)<\/title>/.exec(head)?.[1] ?? null
}

for (const locale of ['en', 'fi'] as const) {
  for (const role of ROLES) {
    test(`${role}'s dashboard is titled at first paint (${locale})`, async ({ page }) => {
      await setLocale(page, locale)
      await signIn(page, DEMO[role], locale)
      // As soon as the dashboard's heading is painted after the sign-in navigation, the title
      // is there too: read at once, without waiting for it to arrive.
      await page.getByRole('heading', { level: 1, name: MESSAGES[locale].dashboard.title }).waitFor()
      expect(await titleNow(page)).toBe(dashboardTitle(locale))

      // A full page load: the title is in the head of the first HTML.
      expect(await titleInHead(page, '/dashboard')).toBe(dashboardTitle(locale))
    })
  }
}
