import { expect, test, type Page } from '../support/test'
import {
  CONFIRM_API_URL,
  CONFIRM_APP_URL,
  expectNoAxeViolations,
  inOtherBrowser,
  jwtPayload,
  outbox,
  PASSWORD,
  registerByForm,
  REGISTRATION_TEXT,
  setLocale,
  storedSession,
  unique,
} from '../support'

/**
 * The verify-email flow against the second app + backend pair (playwright.config.ts), whose
 * backend has email confirmations on: sign-up returns no session and puts the link in the
 * inbox (MailDev), which the test reads over its API.
 */
test.use({ baseURL: CONFIRM_APP_URL })

const TEXT = {
  en: {
    ...REGISTRATION_TEXT.en,
    signIn: 'Sign in',
    created: 'Account created successfully. Please check your email to verify your account.',
    notConfirmed: 'Email not confirmed. Open the link in the verification email first.',
    success: 'Success',
    verified: 'Your email address is verified. Welcome to Oppi!',
    dashboard: 'Dashboard',
    confirmFailed:
      'The verification link is invalid or has expired. Sign in, or register again to get a new link.',
  },
  fi: {
    ...REGISTRATION_TEXT.fi,
    signIn: 'Kirjaudu sisään',
    created: 'Tunnus luotiin. Vahvista tunnuksesi sähköpostiisi lähetetyn linkin kautta.',
    notConfirmed:
      'Sähköpostiosoitetta ei ole vahvistettu. Avaa ensin vahvistusviestissä oleva linkki.',
    success: 'Onnistui',
    verified: 'Sähköpostiosoitteesi on vahvistettu. Tervetuloa Oppiin!',
    dashboard: 'Oma etusivu',
    confirmFailed:
      'Vahvistuslinkki on virheellinen tai vanhentunut. Kirjaudu sisään tai rekisteröidy uudelleen, niin saat uuden linkin.',
  },
} as const
type Locale = keyof typeof TEXT

/**
 * Waits for a toast to finish fading in: axe measures text mid-transition at partial opacity
 * and reports its contrast.
 */
async function toastShown(page: Page, text: string) {
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: text })).toHaveCSS(
    'opacity',
    '1',
  )
}

async function registerPrincipal(page: Page, locale: Locale, email: string) {
  await page.goto('/auth?mode=register')
  await expectNoAxeViolations(page)
  await registerByForm(page, locale, {
    firstName: 'Veera',
    lastName: 'Vahvistaja',
    email,
    role: 'principal',
    school: unique('Vahvistuskoulu'),
  })
}

async function signInAttempt(page: Page, l: (typeof TEXT)[Locale], email: string) {
  await page.goto('/auth')
  await page.getByLabel(l.email).fill(email)
  await page.getByLabel(l.password, { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: l.signIn, exact: true }).click()
}

for (const locale of ['en', 'fi'] as const) {
  test(`a new principal verifies their email through the outbox link and lands on the dashboard (${locale})`, async ({
    page,
    browser,
  }) => {
    const l = TEXT[locale]
    await setLocale(page, locale)
    const email = `${unique(`vahvista-${locale}`)}@example.test`

    // 1. Registration: no session yet, the app says to check the email.
    await registerPrincipal(page, locale, email)
    await expect(
      page.getByRole('main').getByRole('status').filter({ hasText: l.created }),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/auth\?mode=register$/)
    expect(await storedSession(page)).toBeNull()
    // The PKCE verifier the link's code is exchanged with stays in this browser.
    const cookies = await page.context().cookies(CONFIRM_APP_URL)
    expect(cookies.map((c) => c.name)).toContain('sb-127-auth-token-code-verifier')
    await toastShown(page, l.created)
    await expectNoAxeViolations(page)

    // 2. Signing in before confirming is refused, with a message that says what to do.
    await signInAttempt(page, l, email)
    await expect(
      page.getByRole('main').getByRole('alert').filter({ hasText: l.notConfirmed }),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/auth$/)
    expect(await storedSession(page)).toBeNull()
    await expectNoAxeViolations(page)

    // 3. One signup email went out, with a link back to this app's /auth/confirm.
    const messages = await outbox(email, CONFIRM_API_URL)
    expect(messages).toHaveLength(1)
    const [message] = messages
    expect(message).toMatchObject({ to: email, kind: 'signup' })
    expect(message.landing).toBe(`${CONFIRM_APP_URL}/auth/confirm`)

    // 4. Opening the link signs the user in on their new school's empty dashboard.
    await page.goto(message.link)
    await expect(page).toHaveURL(/\/dashboard\?verified=1$/)
    await expect(page.getByRole('heading', { level: 1, name: l.dashboard })).toBeVisible()
    await expect(page.locator('#a11y-status')).toHaveText(`${l.success}: ${l.verified}`)
    await expect(page.getByRole('definition')).toHaveText(['0', '0', '0'])
    const session = await storedSession(page)
    expect(jwtPayload(session!.access_token)).toMatchObject({
      email,
      aal: 'aal1',
      app_metadata: { app_role: 'principal' },
    })
    await toastShown(page, l.verified)
    await expectNoAxeViolations(page)

    // 5. The link works once: opened again (here in another browser) it explains on /auth.
    await inOtherBrowser(
      browser,
      locale,
      async (otherPage) => {
        await otherPage.goto(message.link)
        // (The backend's #error=otp_expired fragment stays on the address: browsers keep it
        // across a redirect whose Location has none.)
        await expect(otherPage).toHaveURL(
          /\/auth\?error=confirm(#error=access_denied&error_code=otp_expired&.*)?$/,
        )
        await expect(otherPage.getByRole('main').getByRole('alert')).toHaveText(l.confirmFailed)
        expect(await storedSession(otherPage)).toBeNull()
        await expectNoAxeViolations(otherPage)
      },
      CONFIRM_APP_URL,
    )

    // 6. And the password now works.
    await page.context().clearCookies()
    await setLocale(page, locale)
    await signInAttempt(page, l, email)
    await expect(page).toHaveURL(/\/dashboard$/)
  })
}
