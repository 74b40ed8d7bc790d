import { test as base, type Page, type Response } from '@playwright/test'

export { expect, type Browser, type Locator, type Page } from '@playwright/test'

/**
 * Waits until React has hydrated the document in the tab: the app marks `<html data-hydrated>`
 * once every first effect of the page has run. A page arrives whole and is painted before its
 * scripts run; a click or key in between does nothing, and a listener that an effect adds (the
 * reading guide's, say) is not there yet.
 */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 })
}

/** After a navigation: waits for hydration when the tab now shows one of the app's pages. */
async function hydratedIfApp(page: Page, response: Response | null, appOrigin: string | undefined) {
  const html = response?.headers()['content-type']?.startsWith('text/html')
  if (html && appOrigin && new URL(page.url()).origin === appOrigin) await hydrated(page)
}

/**
 * Playwright's `test`, with a page whose `goto` and `reload` return once the app's page they
 * loaded is hydrated, not only loaded, so a test acts on a page that answers.
 */
export const test = base.extend({
  page: async ({ page, baseURL }, provide) => {
    const origin = baseURL ? new URL(baseURL).origin : undefined
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      await hydratedIfApp(page, response, origin)
      return response
    }
    page.reload = async (options) => {
      const response = await reload(options)
      await hydratedIfApp(page, response, origin)
      return response
    }
    await provide(page)
  },
})
