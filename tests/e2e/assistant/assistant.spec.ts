import { expect, test, type Page } from '../support/test'
import {
  activate,
  chooseOption,
  expectNoAxeViolations,
  signIn,
  tabTo,
  type Locale,
  USERS,
} from '../support'

// The assistant drawer and reading aloud, in English and Finnish, by keyboard alone. These
// tests start from a first visit (the rest of the suite starts with the assistant seen).
test.use({ storageState: { cookies: [], origins: [] } })

const L = {
  en: {
    open: 'Ask Oppi',
    title: 'Ask Oppi',
    question: 'Your question',
    due: 'What is due?',
    answered: 'Oppi answered:',
    failed: 'The assistant could not answer.',
    fallback: 'Sorry, I could not answer just now. Please try again in a moment.',
    readAloud: 'Read aloud',
    pause: 'Pause',
    resume: 'Resume',
    stop: 'Stop',
    voice: 'Voice',
    serverVoice: "Oppi's own voice (English and Finnish)",
    empty: 'No messages yet',
  },
  fi: {
    open: 'Kysy Opilta',
    title: 'Kysy Opilta',
    question: 'Kysymyksesi',
    due: 'Mitä pitää palauttaa?',
    answered: 'Oppi vastasi:',
    failed: 'Avustaja ei pystynyt vastaamaan.',
    fallback: 'Valitettavasti en pystynyt vastaamaan juuri nyt. Yritä hetken päästä uudelleen.',
    readAloud: 'Lue ääneen',
    pause: 'Tauko',
    resume: 'Jatka',
    stop: 'Lopeta',
    voice: 'Ääni',
    serverVoice: 'Opin oma ääni (englanti ja suomi)',
    empty: 'Ei vielä viestejä',
  },
} as const

const drawer = (page: Page, l: (typeof L)[Locale]) => page.getByRole('dialog', { name: l.title })
const assistantMessages = (page: Page, l: (typeof L)[Locale]) =>
  drawer(page, l).getByRole('listitem').filter({ hasText: /^Oppi/ })

/** The titles of the student's open work as their own assignments page lists it. */
async function openWork(page: Page) {
  await page.goto('/student/assignments')
  // The list renders after the page shell: wait for its first card before reading the titles.
  await expect(page.locator('main article h2').first()).toBeVisible()
  return page.locator('main article h2').allInnerTexts()
}

/** Opens the drawer with the keyboard; focus lands in the question. */
async function openDrawer(page: Page, l: (typeof L)[Locale]) {
  await activate(page, page.getByRole('button', { name: l.open }))
  await expect(drawer(page, l)).toBeVisible()
  await expect(page.getByLabel(l.question)).toBeFocused()
}

for (const locale of ['en', 'fi'] as const) {
  const l = L[locale]

  test(`${locale}: the drawer opens by itself on the first visit only, without taking the focus, and passes axe`, async ({
    page,
  }) => {
    await signIn(page, USERS.student, locale)
    await expect(drawer(page, l)).toBeVisible()
    await expect(drawer(page, l)).toContainText(l.empty)
    expect(await drawer(page, l).evaluate((el) => el.contains(document.activeElement))).toBe(false)
    await expectNoAxeViolations(page)
    // Escape closes it; the next page load does not open it again.
    await page.keyboard.press('Escape')
    await expect(drawer(page, l)).toBeHidden()
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(drawer(page, l)).toBeHidden()
    await expect(page.getByRole('button', { name: l.open })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    // The close-top-overlay event closes it too, and the focus goes back to its button.
    await openDrawer(page, l)
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('oppi:close-top-overlay')))
    await expect(drawer(page, l)).toBeHidden()
    await expect(page.getByRole('button', { name: l.open })).toBeFocused()
  })

  test(`${locale}: a student asks what is due with Ctrl+Enter and hears the answer read aloud`, async ({
    page,
  }) => {
    // Three page loads, a reply, and the first speech of a language in the server's voice
    // (its WebAssembly loads once per worker): past the 60 s default on a busy machine.
    test.slow()
    await signIn(page, USERS.student, locale)
    const titles = await openWork(page)
    expect(titles.length).toBeGreaterThan(0)

    // The server voice, chosen in the settings by keyboard, so the reading plays in an <audio>.
    await page.goto('/settings')
    await chooseOption(page, page.getByLabel(l.voice), l.serverVoice)
    await page.goto('/dashboard')
    await expect(drawer(page, l)).toBeHidden()
    await openDrawer(page, l)

    // Blank is not sent.
    await page.keyboard.type('   ')
    await page.keyboard.press('Control+Enter')
    await expect(drawer(page, l)).toContainText(l.empty)

    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type(l.due)
    await page.keyboard.press('Control+Enter')
    await expect(page.getByLabel(l.question)).toHaveValue('')
    const reply = assistantMessages(page, l).last()
    await expect(reply.getByRole('button', { name: l.readAloud })).toBeVisible({ timeout: 30_000 })
    const text = await reply.innerText()
    const named = titles.filter((title) => text.includes(title))
    expect(named.length, `${text}\n---\n${titles.join('\n')}`).toBeGreaterThanOrEqual(
      Math.min(titles.length, 5),
    )
    await expect(page.locator('#a11y-status')).toContainText(l.answered)
    await expectNoAxeViolations(page)

    // Read aloud: the audio plays; pause, resume and stop on the same controls.
    await page.evaluate(() => {
      const w = window as unknown as { played: number }
      w.played = 0
      document.addEventListener('playing', () => w.played++, true)
    })
    await activate(page, reply.getByRole('button', { name: l.readAloud }))
    // The first reading in a language loads that voice in the server and speaks a long answer
    // (every assignment the parallel tests made is in it): on a loaded two-core machine this
    // has taken past a minute. The test's own limit (test.slow) still bounds it.
    await page.waitForFunction(() => (window as unknown as { played: number }).played > 0, null, {
      timeout: 150_000,
    })
    const audio = page.locator('#oppi-speech-audio')
    await expect(reply.getByRole('button', { name: l.pause })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(reply.getByRole('button', { name: l.resume })).toBeFocused()
    expect(await audio.evaluate((a: HTMLAudioElement) => a.paused)).toBe(true)
    await page.keyboard.press('Enter')
    await page.waitForFunction(() => (window as unknown as { played: number }).played > 1)
    expect(await audio.evaluate((a: HTMLAudioElement) => a.paused)).toBe(false)
    await activate(page, reply.getByRole('button', { name: l.stop }))
    await expect(reply.getByRole('button', { name: l.readAloud })).toBeVisible()
    expect(await audio.evaluate((a: HTMLAudioElement) => a.paused && !a.getAttribute('src'))).toBe(
      true,
    )
  })

  test(`${locale}: a failing assistant shows the fallback and announces the error`, async ({
    page,
  }) => {
    await page.route('**/functions/v1/chat-generate', (route) =>
      route.fulfill({
        status: 500,
        headers: {
          'access-control-allow-origin': '*',
          'access-control-allow-headers': '*',
          'content-type': 'application/json',
        },
        body: JSON.stringify({ error: 'chat_failed' }),
      }),
    )
    await signIn(page, USERS.student, locale)
    // The first visit's drawer, closed with Escape, then opened again from its button.
    await expect(drawer(page, l)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(drawer(page, l)).toBeHidden()
    await openDrawer(page, l)
    await page.keyboard.type(l.due)
    await page.keyboard.press('Control+Enter')
    await expect(assistantMessages(page, l).last()).toContainText(l.fallback)
    await expect(page.locator('#a11y-alert')).toContainText(l.failed)
    // Sending works again after the failure (no reply stays pending).
    await expect(
      page.getByRole('button', { name: locale === 'en' ? 'Send' : 'Lähetä' }),
    ).not.toHaveAttribute('aria-disabled', 'true')
    await tabTo(page, page.getByLabel(l.question))
  })
}
