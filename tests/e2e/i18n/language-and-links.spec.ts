import { expect, test } from '../support/test'
import { APP_URL, expectNoAxeViolations, openSignedIn, setLocale, signedInAs } from '../support'

/**
 * The language of a first visit (Accept-Language, then the cookie), one date format per
 * language, read-aloud in the language of the text it reads, the invalid-link page's way on,
 * and the app icons.
 */
test.describe('first visit without a language cookie', () => {
  // The browser's own language setting (Chromium sends it as Accept-Language).
  for (const [browserLocale, lang, heading] of [
    ['fi-FI', 'fi', 'Tervetuloa Oppiin'],
    ['en-US', 'en', 'Welcome to Oppi'],
  ] as const) {
    test(`a browser set to ${browserLocale} gets ${lang}`, async ({ browser }) => {
      const context = await browser.newContext({ locale: browserLocale })
      try {
        const page = await context.newPage()
        await page.goto('/auth')
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
        if (lang === 'fi') await expectNoAxeViolations(page)
      } finally {
        await context.close()
      }
    })
  }

  // Headers a browser setting cannot express, straight to the server (no cookies).
  for (const [acceptLanguage, lang] of [
    ['sv-SE, fi;q=0.7, en;q=0.3', 'fi'],
    ['en;q=0.4, fi-FI;q=0.8', 'fi'],
    ['fi;q=0, en;q=0.5', 'en'],
    ['de-DE', 'en'],
  ] as const) {
    test(`Accept-Language: ${acceptLanguage} → ${lang}`, async ({ playwright }) => {
      const request = await playwright.request.newContext({ baseURL: APP_URL })
      try {
        const html = await (
          await request.get('/auth', { headers: { 'Accept-Language': acceptLanguage } })
        ).text()
        expect(html).toContain(`<html lang="${lang}"`)
      } finally {
        await request.dispose()
      }
    })
  }

  test('the language cookie wins over Accept-Language once it is set', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fi-FI' })
    try {
      const page = await context.newPage()
      await setLocale(page, 'en')
      await page.goto('/auth')
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    } finally {
      await context.close()
    }
  })
})

test.describe('dates', () => {
  for (const [locale, pattern] of [
    ['en', /^\d{1,2}\.\d{1,2}\.\d{4}, \d{2}:\d{2}$/],
    ['fi', /^\d{1,2}\.\d{1,2}\.\d{4} klo \d{2}\.\d{2}$/],
  ] as const) {
    test(
      `the assignments list writes every date one way (${locale})`,
      signedInAs.teacher,
      async ({ page }) => {
        await openSignedIn(page, locale, '/assignments')
        const times = page.getByRole('main').locator('table time')
        await expect(times.first()).toBeVisible()
        for (const text of await times.allTextContents()) expect(text).toMatch(pattern)
        await expect(page.getByRole('main')).not.toContainText(/\d (AM|PM)\b/)
      },
    )
  }
})

test.describe('read-aloud', () => {
  test(
    'reads Finnish instructions and feedback with a Finnish voice in the English interface',
    signedInAs.student,
    async ({ page }) => {
      await openSignedIn(page, 'en', '/student/assignments?view=graded')
      const card = page.getByRole('article').filter({
        has: page.getByRole('heading', { name: /^Week 1 worksheet — Matematiikka 5A$/ }),
      })
      await expect(card).toHaveCount(1)

      const instructions = card
        .locator('p[lang]')
        .filter({ hasText: 'Vastaa jokaiseen kysymykseen' })
      await expect(instructions).toHaveAttribute('lang', 'fi')
      const readInstructions = card.getByRole('button', { name: /^Read aloud: / })
      await expect(readInstructions).toHaveAttribute('data-speech-lang', 'fi-FI')

      const feedback = card.locator('[lang]').filter({ hasText: 'Hienoa työtä!' })
      await expect(feedback).toHaveAttribute('lang', 'fi')
      const readFeedback = card.getByRole('button', { name: /^Read the feedback aloud: / })
      await expect(readFeedback).toHaveAttribute('data-speech-lang', 'fi-FI')
      // The speech service asks for the feedback in Finnish (the server voice, as headless
      // Chromium has no voices of its own).
      const asked = page.waitForRequest(
        (r) => r.url().includes('/functions/v1/tts-speak') && r.method() === 'POST',
      )
      await readFeedback.click()
      const body = (await asked).postDataJSON() as { text: string; lang: string }
      expect(body.lang).toBe('fi')
      expect(body.text).toContain('Hienoa työtä! Tarkista vielä tehtävä 7.')
      // While it reads, a stop button is offered.
      const stop = card.getByRole('button', { name: /^Stop: / })
      await expect(stop).toBeVisible({ timeout: 30_000 })
      await stop.click()

      // English instructions keep an English voice.
      const english = page.locator('p[lang]').filter({ hasText: 'Answer every question.' }).first()
      await expect(english).toHaveAttribute('lang', 'en')
      await expectNoAxeViolations(page)
    },
  )
})

test.describe('invalid enrolment link', () => {
  test('leads a signed-in student to the dashboard', signedInAs.student, async ({ page }) => {
    await openSignedIn(page, 'en', '/enroll-subject')
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'The enrolment link is invalid or expired.',
    )
    await page.getByRole('link', { name: 'Go to the dashboard' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
  })
})

test('every page names the app icons, and they are served', async ({ page, request }) => {
  await page.goto('/')
  const icon = await page.locator('link[rel="icon"][type="image/svg+xml"]').getAttribute('href')
  const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')
  expect(icon).toMatch(/^\/icon\.svg/)
  expect(apple).toMatch(/^\/apple-icon\.png/)
  const svg = await request.get(icon!)
  expect(svg.headers()['content-type']).toContain('image/svg+xml')
  const png = await request.get(apple!)
  expect(png.headers()['content-type']).toContain('image/png')
})
