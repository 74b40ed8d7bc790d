import {
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type Response,
} from '@playwright/test'
import { APP_URL, CONFIRM_APP_URL } from './env'
import { SIGNED_OUT_STATE } from './sign-in-state'

export { expect, type Browser, type Locator, type Page } from '@playwright/test'

/** The origins of the two e2e apps: their pages carry the hydration mark. */
const APP_ORIGINS = new Set([new URL(APP_URL).origin, new URL(CONFIRM_APP_URL).origin])

/**
 * Waits until React has hydrated the document in the tab: the app marks `<html data-hydrated>`
 * once the page's first effects have run (parts loaded later with `dynamic(…, { ssr: false })`,
 * such as the reading guide, come after it). A page arrives whole and is painted before its
 * scripts run; a click or key in between does nothing.
 */
export async function hydrated(page: Page) {
  try {
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 })
  } catch (e) {
    // A page without the mark is not one of the app's (Next.js's own error page, say): say which.
    const heading = await page
      .locator('h1')
      .first()
      .textContent({ timeout: 1_000 })
      .catch(() => null)
    throw new Error(`${page.url()} never marked itself hydrated (h1: ${JSON.stringify(heading)})`, {
      cause: e,
    })
  }
}

/**
 * Runs `action`, which loads a new document in the tab (a GET form, a plain link), and returns
 * once that document is hydrated. The old document's mark is removed first, so a new one with
 * the same address is not mistaken for the old.
 */
export async function loadsNewDocument(page: Page, action: () => Promise<unknown>) {
  await page.evaluate(() => delete document.documentElement.dataset.hydrated)
  await action()
  await hydrated(page)
}

async function hydratedIfApp(page: Page, response: Response | null) {
  const html = response?.headers()['content-type']?.startsWith('text/html')
  if (html && APP_ORIGINS.has(new URL(page.url()).origin)) await hydrated(page)
}

/** The page's `goto` and `reload` return once the app's page they loaded is hydrated. */
function withHydrationWaits(page: Page): Page {
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  const hydratedThen = async (response: Response | null) => {
    await hydratedIfApp(page, response)
    return response
  }
  page.goto = async (url, options) => hydratedThen(await goto(url, options))
  page.reload = async (options) => hydratedThen(await reload(options))
  return page
}

/**
 * What the browser refused under the pages' Content-Security-Policy in the running test, each
 * as the browser reported it on the console ("Executing inline script violates the following
 * Content Security Policy directive ...", in older Chromium "Refused to execute ..."). One test
 * runs at a time in a worker, so the list is the test's.
 */
const cspViolations: string[] = []

/** A console message or uncaught error that reports a Content-Security-Policy refusal. */
const isCspViolation = (text: string) => /Content[- ]Security[- ]Policy/i.test(text)

/** Takes the refusals reported so far, for a test that provokes one on purpose. */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0)
}

/** Every page of the context reports what the policy refused (scripts or not). */
function collectCspViolations(context: BrowserContext) {
  context.on('console', (message) => {
    if (isCspViolation(message.text()))
      cspViolations.push(`${message.page()?.url() ?? ''}: ${message.text()}`)
  })
  context.on('weberror', (error) => {
    const text = String(error.error().message)
    if (isCspViolation(text)) cspViolations.push(`${error.page()?.url() ?? ''}: ${text}`)
  })
}

/** Every page the context opens gets the waits (without scripts nothing hydrates: none then). */
function contextWithHydrationWaits(
  context: BrowserContext,
  options?: BrowserContextOptions,
): BrowserContext {
  collectCspViolations(context)
  if (options?.javaScriptEnabled === false) return context
  const newPage = context.newPage.bind(context)
  context.newPage = async () => withHydrationWaits(await newPage())
  return context
}

/**
 * Playwright's `test`, in which every page's `goto` and `reload` return once the app's page
 * they loaded is hydrated, not only loaded, so a test acts on a page that answers. Every
 * browser context goes through `browser.newContext`: Playwright's own for the test's page as
 * well as the ones a test opens itself ("another browser"). A test fails when the browser
 * refused anything under the pages' Content-Security-Policy while it ran.
 */
export const test = base.extend<{ cspClean: void }, { browser: Browser }>({
  browser: [
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser)
      // A context a test opens itself with `browser.newContext()` ("another browser") starts
      // signed out, also in a role's project, whose stored session Playwright would otherwise
      // give it too. Playwright's own context for the test's page always passes options.
      browser.newContext = async (options) => {
        const own = options ?? { storageState: SIGNED_OUT_STATE }
        return contextWithHydrationWaits(await newContext(own), own)
      }
      await provide(browser)
    },
    { scope: 'worker' },
  ],
  cspClean: [
    async ({}, use) => {
      cspViolations.length = 0
      await use()
      const refused = cspViolations.splice(0)
      if (refused.length)
        throw new Error(`Content-Security-Policy violations:\n${refused.join('\n')}`)
    },
    { auto: true },
  ],
})
