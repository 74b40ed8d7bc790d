import { expect, test, type Page } from '../support/test'
import {
  APP_URL,
  createPrincipal,
  expectNoAxeViolations,
  inOtherBrowser,
  jwtPayload,
  outbox,
  PASSWORD,
  setLocale,
  storedSession,
  unique,
} from '../support'

/**
 * "Forgot password?" end to end on the main pair: the request (the same answer for any
 * address), the emailed link read from the backend's inbox (MailDev), the new password, signing in
 * with it, the old one refused, and the used link explained.
 */
const TEXT = {
  en: {
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    forgot: 'Forgot your password?',
    send: 'Send the link',
    sent: 'If an Oppi account uses this address, a link for choosing a new password is on its way.',
    newTitle: 'Choose a new password',
    newPassword: 'New password',
    save: 'Save the new password',
    tooShort: 'Password must be at least 8 characters',
    dashboard: 'Dashboard',
    invalidTitle: 'This link does not work',
    requestNew: 'Ask for a new link',
    wrong: 'The email address or password is not correct.',
    required: 'Required',
  },
  fi: {
    email: 'Sähköposti',
    password: 'Salasana',
    signIn: 'Kirjaudu sisään',
    forgot: 'Unohtuiko salasana?',
    send: 'Lähetä linkki',
    sent: 'Jos tällä osoitteella on Oppi-tunnus, linkki uuden salasanan valitsemiseen on tulossa.',
    newTitle: 'Valitse uusi salasana',
    newPassword: 'Uusi salasana',
    save: 'Tallenna uusi salasana',
    tooShort: 'Salasanassa on oltava vähintään 8 merkkiä',
    dashboard: 'Oma etusivu',
    invalidTitle: 'Linkki ei toimi',
    requestNew: 'Pyydä uusi linkki',
    wrong: 'Sähköposti tai salasana on väärin',
    required: 'Pakollinen tieto',
  },
} as const
type Texts = (typeof TEXT)[keyof typeof TEXT]

async function signInWith(page: Page, l: Texts, email: string, password: string) {
  await page.goto('/auth')
  await page.getByLabel(l.email).fill(email)
  await page.getByLabel(l.password, { exact: true }).fill(password)
  await page.getByRole('button', { name: l.signIn, exact: true }).click()
}

async function requestLink(page: Page, l: Texts, email: string) {
  await page.getByLabel(l.email).fill(email)
  await page.getByRole('button', { name: l.send }).click()
  await expect(page.getByRole('main').getByRole('status')).toContainText(l.sent)
}

for (const locale of ['en', 'fi'] as const) {
  test(`a forgotten password is reset through the emailed link (${locale})`, async ({
    page,
    browser,
  }) => {
    // Three browsers' worth of steps: more than one page's usual time.
    test.setTimeout(180_000)
    const l = TEXT[locale]
    const email = `${unique(`unohtui-${locale}`)}@example.test`
    const newPassword = `Uusi-${unique('salasana')}`
    await createPrincipal(email, unique('Palautuskoulu'))
    await setLocale(page, locale)

    // 1. From the sign-in form to the request page; an unknown address gets the same answer.
    await page.goto('/auth')
    await page.getByRole('link', { name: l.forgot }).click()
    await expect(page).toHaveURL(/\/auth\/forgot$/)
    await expect(page.getByRole('heading', { level: 1, name: l.forgot })).toBeVisible()
    await expectNoAxeViolations(page)
    const nobody = `${unique('ei-ketaan')}@example.test`
    await requestLink(page, l, nobody)
    expect(await outbox(nobody)).toEqual([])
    await requestLink(page, l, email)
    await expectNoAxeViolations(page)

    // 2. One recovery mail, whose link comes back to this app.
    const mails = await outbox(email)
    expect(mails).toHaveLength(1)
    expect(mails[0].kind).toBe('recovery')
    expect(mails[0].landing).toBe(`${APP_URL}/auth/confirm?flow=recovery`)

    // 3. The link opens the new-password page; the registration rules apply.
    await page.goto(mails[0].link)
    await expect(page).toHaveURL(/\/auth\/reset$/)
    await expect(page.getByRole('heading', { level: 1, name: l.newTitle })).toBeVisible()
    await expect(page.getByRole('main')).toContainText(email)
    await expectNoAxeViolations(page)
    const field = page.getByLabel(l.newPassword, { exact: true })
    await field.fill('short')
    await page.getByRole('button', { name: l.save }).click()
    await expect(page.getByRole('alert').filter({ hasText: l.tooShort })).toBeVisible()
    await expect(field).toHaveAttribute('aria-invalid', 'true')

    // 4. Saved: signed in on the dashboard with a password session.
    await field.fill(newPassword)
    await page.getByRole('button', { name: l.save }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole('heading', { level: 1, name: l.dashboard })).toBeVisible()
    // The reset link's session is gone: this one was opened by the new password.
    const session = await storedSession(page)
    expect(
      (jwtPayload(session!.access_token).amr as { method: string }[]).map((a) => a.method),
    ).toEqual(['password'])

    // 5. The link works once: opened again (another browser) it explains and offers a new one.
    await inOtherBrowser(browser, locale, async (otherPage) => {
      await otherPage.goto(mails[0].link)
      await expect(otherPage).toHaveURL(/\/auth\/reset(#.*)?$/)
      await expect(otherPage.getByRole('heading', { level: 1, name: l.invalidTitle })).toBeVisible()
      await expect(otherPage.getByRole('link', { name: l.requestNew })).toHaveAttribute(
        'href',
        '/auth/forgot',
      )
      expect(await storedSession(otherPage)).toBeNull()
      await expectNoAxeViolations(otherPage)
    })

    // 6. The old password is refused, the new one works.
    await page.context().clearCookies()
    await setLocale(page, locale)
    await signInWith(page, l, email, PASSWORD)
    await expect(
      page.getByRole('main').getByRole('alert').filter({ hasText: l.wrong }),
    ).toBeVisible()
    await signInWith(page, l, email, newPassword)
    await expect(page).toHaveURL(/\/dashboard$/)
  })
}

test('a form-level error leaves when the next submit shows field errors instead', async ({
  page,
}) => {
  const l = TEXT.en
  await setLocale(page, 'en')
  const email = `${unique('vanha-virhe')}@example.test`
  await signInWith(page, l, email, 'not-the-password')
  const main = page.getByRole('main')
  await expect(main.getByRole('alert').filter({ hasText: l.wrong })).toBeVisible()
  await page.getByLabel(l.password, { exact: true }).fill('')
  await page.getByRole('button', { name: l.signIn, exact: true }).click()
  await expect(main.getByRole('alert').filter({ hasText: l.required })).toBeVisible()
  await expect(main.getByRole('alert').filter({ hasText: l.wrong })).toHaveCount(0)
})
