import { test as base } from '@playwright/test'
import { streamedContentShown } from './keyboard'

export { expect, type Browser, type Locator, type Page } from '@playwright/test'

/**
 * Playwright's `test`, with a page whose `goto` and `reload` return once the page shows what the server
 * streamed. React moves a page's content out of a hidden part of the document a moment after
 * the load event; an assertion made in that moment can find the hidden copy, or both copies,
 * and fail on a page that is fine.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      await streamedContentShown(page)
      return response
    }
    page.reload = async (options) => {
      const response = await reload(options)
      await streamedContentShown(page)
      return response
    }
    await provide(page)
  },
})
