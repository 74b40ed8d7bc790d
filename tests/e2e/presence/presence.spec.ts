import { expect, test, type Browser, type Page } from '../support/test'
import { signedInPage, USERS } from '../support'

/**
 * Presence per page: the principal and Emily (a teacher no other spec signs in as) on
 * /classes see each other in the header; Emily moving away, coming back with the browser's
 * back button, turning her presence off and on, and finally closing her browser are all seen
 * on the principal's open page.
 */
/** The header's "N people on this page" button, opened, and the names it lists. */
async function peopleHere(page: Page) {
  const button = page.getByTestId('people-here')
  await button.click()
  const list = page.getByRole('dialog', { name: 'On this page now' })
  await expect(list).toBeVisible()
  return list
}

// Each test waits on presence the server may send late (heartbeats, paced messages).
test.describe.configure({ timeout: 150_000 })

/** The principal on /classes and Emily on `emilyOn`, each in a browser of their own. */
async function principalAndEmily(browser: Browser, emilyOn: string) {
  const pages = await Promise.all([
    signedInPage(browser, USERS.principal),
    signedInPage(browser, 'teacher2@demo.oppi.test'),
  ])
  await Promise.all([pages[0].goto('/classes'), pages[1].goto(emilyOn)])
  return pages
}

/** Presence leaves at the latest when the server misses two heartbeats (2 × 25 s). */
const HEARTBEAT_WINDOW = 55_000

test('two staff on /classes see each other; leaving is seen within the heartbeat window', async ({
  browser,
}) => {
  const [principal, teacher] = await principalAndEmily(browser, '/classes')

  const seenByPrincipal = await peopleHere(principal)
  await expect(seenByPrincipal.getByText('Emily Clarke')).toBeVisible()
  await expect(seenByPrincipal.getByText('You')).toBeVisible()
  const seenByTeacher = await peopleHere(teacher)
  await expect(seenByTeacher.getByText('Päivi Virtanen')).toBeVisible()
  await teacher.keyboard.press('Escape')

  // Emily opens another page in the app (client navigation), then comes back with Back.
  await teacher
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Subjects', exact: true })
    .click()
  await expect(teacher).toHaveURL(/\/subjects$/)
  await expect(seenByPrincipal.getByText('Emily Clarke')).toBeHidden()
  await teacher.goBack()
  await expect(teacher).toHaveURL(/\/classes$/)
  await expect(seenByPrincipal.getByText('Emily Clarke')).toBeVisible()

  // Emily turns her presence off in /settings: back on /classes she sees the principal, but is not seen.
  await teacher.goto('/settings')
  await expect(seenByPrincipal.getByText('Emily Clarke')).toBeHidden()
  const setting = teacher.getByLabel('Show others that I am on the same page')
  await setting.uncheck()
  await teacher.goBack()
  await expect(teacher).toHaveURL(/\/classes$/)
  const hidden = await peopleHere(teacher)
  await expect(hidden.getByText('Päivi Virtanen')).toBeVisible()
  await expect(hidden.getByText('You', { exact: true })).toHaveCount(0)
  await expect(seenByPrincipal.getByText('Emily Clarke')).toBeHidden()
  await teacher.keyboard.press('Escape')
  await teacher.goForward()
  await teacher.getByLabel('Show others that I am on the same page').check()
  await teacher.goBack()
  await expect(seenByPrincipal.getByText('Emily Clarke')).toBeVisible()

  // Emily closes her browser without signing out.
  await teacher.context().close()
  await expect(seenByPrincipal.getByText('Emily Clarke')).toBeHidden({ timeout: HEARTBEAT_WINDOW })
  await principal.context().close()
})

/**
 * Hosted Realtime closes a client's presence channel at its sixth presence message within
 * 30 seconds (supabase/local does the same). Someone who moves through the app quickly, here
 * eight pages in a row, must still be seen where they stop: the app paces its messages.
 */
const PACED_WINDOW = 40_000

test('someone who moves quickly through eight pages is still seen where they stop', async ({
  browser,
}) => {
  const [principal, teacher] = await principalAndEmily(browser, '/subjects')
  const nav = teacher.getByRole('navigation', { name: 'Main navigation' })
  for (let round = 0; round < 4; round++) {
    await nav.getByRole('link', { name: 'My classes', exact: true }).click()
    await expect(teacher).toHaveURL(/\/classes$/)
    await nav.getByRole('link', { name: 'Subjects', exact: true }).click()
    await expect(teacher).toHaveURL(/\/subjects$/)
  }
  await nav.getByRole('link', { name: 'My classes', exact: true }).click()
  await expect(teacher).toHaveURL(/\/classes$/)
  const seenByPrincipal = await peopleHere(principal)
  await expect(seenByPrincipal.getByText('Emily Clarke')).toBeVisible({ timeout: PACED_WINDOW })
  await Promise.all([principal.context().close(), teacher.context().close()])
})
