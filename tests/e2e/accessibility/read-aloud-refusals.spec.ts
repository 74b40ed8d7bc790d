import { expect, test } from '../support/test'
import { openSignedIn, signedInAs } from '../support'

/**
 * When tts-speak refuses a reading for a reason the reader can act on, the read-aloud controls
 * say so in the interface's language instead of falling silent. The answers are tts-speak's own
 * (tests/contract/functions/tts-speak.test.ts shows when it gives them), put in the browser's way
 * here because a real flood would hold up every other test's speech.
 */
for (const [locale, status, code, button, message] of [
  [
    'en',
    429,
    'too_many_at_once',
    'Read aloud',
    'Too many readings at once. Try again in a moment.',
  ],
  [
    'fi',
    400,
    'text_too_long',
    'Lue ääneen',
    'Teksti on liian pitkä luettavaksi ääneen yhdellä kertaa.',
  ],
] as const) {
  test(
    `read-aloud says why tts-speak refused (${code}, ${locale})`,
    signedInAs.student,
    async ({ page }) => {
      await page.route('**/functions/v1/tts-speak', (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({
              status,
              contentType: 'application/json',
              headers: { 'Access-Control-Allow-Origin': '*', 'Retry-After': '2' },
              body: JSON.stringify({ error: code }),
            })
          : route.continue(),
      )
      await openSignedIn(page, locale, '/settings')
      const controls = page
        .getByRole('main')
        .locator('[data-speech-state]')
        .filter({ has: page.getByRole('button', { name: button, exact: true }) })
      await controls.getByRole('button', { name: button, exact: true }).click()
      await expect(controls.getByText(message)).toBeVisible()
      await expect(controls).toHaveAttribute('data-speech-state', 'idle')
    },
  )
}
