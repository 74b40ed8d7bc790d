import type { Page } from '@playwright/test'

/**
 * Holds the page's realtime connection back until the returned function is called, as when a
 * change lands while the page is still loading: the page must catch up once it joins. Call it
 * before the page is opened.
 */
export async function holdRealtime(page: Page) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.routeWebSocket(/\/realtime\/v1\/websocket/, async (ws) => {
    await released
    ws.connectToServer()
  })
  return release
}

/** Sets a mark on the page that a reload would wipe out. */
export const markPage = (page: Page) =>
  page.evaluate(() => Object.assign(window, { __stillHere: true }))

/** Whether the mark set by markPage is still there, that is, the page was not reloaded since. */
export const notReloaded = (page: Page) =>
  page.evaluate(() => (window as unknown as { __stillHere?: boolean }).__stillHere === true)
