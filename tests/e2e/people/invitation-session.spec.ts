import { SECRET_KEY } from '@oppi/supabase-local/keys'
import { expect, test, type Page } from '../support/test'
import {
  anonKey,
  API_URL,
  jwtPayload,
  PASSWORD,
  setLocale,
  storedSession,
  unique,
  USERS,
} from '../support'

const NOT_INVITATION = {
  en: 'This link is not an invitation to Oppi, so you have not been signed in. Open the invitation link in your own e-mail, or sign in with your own account.',
  fi: 'Tämä linkki ei ole kutsu Oppiin, joten sinua ei kirjattu sisään. Avaa kutsulinkki omasta sähköpostistasi tai kirjaudu sisään omalla tunnuksellasi.',
} as const

type Tokens = { access_token: string; refresh_token: string }

/** A password session of `email`, as its owner could copy it out of their own browser. */
async function passwordSession(email: string): Promise<Tokens> {
  const res = await fetch(`${API_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: await anonKey(), 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  })
  expect(res.status).toBe(200)
  return (await res.json()) as Tokens
}

/**
 * An e-mail link's session (amr `otp`, as an invitation link's) of a new account that no
 * school invited: here a principal founding a school, signed in by an invite-type link that
 * the auth server's admin API made without any invitation of the database behind it.
 */
async function linkSessionWithoutInvitation(): Promise<Tokens> {
  const email = `${unique('founder')}@example.test`
  const admin = {
    apikey: SECRET_KEY,
    authorization: `Bearer ${SECRET_KEY}`,
    'Content-Type': 'application/json',
  }
  const made = await fetch(`${API_URL}/auth/v1/admin/generate_link`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({
      type: 'invite',
      email,
      data: {
        first_name: 'Kalle',
        last_name: 'Kaappaaja',
        role: 'principal',
        school_name: unique('Kaappauskoulu'),
      },
    }),
  })
  expect(made.status).toBe(200)
  const { action_link } = (await made.json()) as { action_link: string }
  const opened = await fetch(action_link, { redirect: 'manual' })
  expect(opened.status).toBe(303)
  const fragment = new URLSearchParams(new URL(opened.headers.get('location')!).hash.slice(1))
  return {
    access_token: fragment.get('access_token')!,
    refresh_token: fragment.get('refresh_token')!,
  }
}

/** Opens the accept page as a link with these tokens in its fragment would. */
async function openAcceptLink(page: Page, tokens: Tokens) {
  const fragment = new URLSearchParams({ ...tokens, token_type: 'bearer', type: 'invite' })
  await page.goto(`/auth/accept#${fragment}`)
}

/** Nobody was signed in: no session cookie, and a signed-in page sends to sign-in. */
async function expectSignedOut(page: Page) {
  expect(await storedSession(page)).toBeNull()
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/auth\?next=%2Fdashboard$/)
}

for (const locale of ['en', 'fi'] as const) {
  test(`a password session put in an invitation link's address is refused, and nobody is signed in (${locale})`, async ({
    page,
  }) => {
    const tokens = await passwordSession(USERS.teacher)
    expect(
      (jwtPayload(tokens.access_token).amr as { method: string }[]).map((m) => m.method),
    ).toEqual(['password'])
    await setLocale(page, locale)
    await openAcceptLink(page, tokens)
    await expect(page.getByRole('alert').filter({ hasText: NOT_INVITATION[locale] })).toBeVisible()
    await expect(page.getByLabel(/password|salasana/i)).toHaveCount(0)
    await expect(page).toHaveURL(/\/auth\/accept$/) // the tokens left the address all the same
    await expectSignedOut(page)
  })
}

test('an e-mail link session of an account that no school invited is refused', async ({ page }) => {
  const tokens = await linkSessionWithoutInvitation()
  expect(
    (jwtPayload(tokens.access_token).amr as { method: string }[]).map((m) => m.method),
  ).toEqual(['otp'])
  await setLocale(page, 'en')
  await openAcceptLink(page, tokens)
  await expect(page.getByRole('alert').filter({ hasText: NOT_INVITATION.en })).toBeVisible()
  await expectSignedOut(page)
})
