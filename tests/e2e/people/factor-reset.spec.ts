import { expect, test } from '../support/test'
import { TOTP } from 'otpauth'
import {
  API_URL,
  backendToken,
  expectNoAxeViolations,
  openSignedIn,
  PASSWORD,
  restRows,
  setLocale,
  signedInAs,
  signIn,
  joinsDemoSchool,
  unique,
  USERS,
} from '../support'

const TEXT = {
  en: {
    reset: 'Reset two-step verification',
    confirmTitle: (name: string) => `Reset the two-step verification of ${name}?`,
    done: 'Two-step verification reset. They can now sign in with their password and set up a new code.',
    logged: /^Two-step verification reset by Päivi Virtanen, /,
    email: 'Email',
    password: 'Password',
    code: 'Verification code',
  },
  fi: {
    reset: 'Nollaa kaksivaiheinen tunnistautuminen',
    confirmTitle: (name: string) =>
      `Nollataanko kaksivaiheinen tunnistautuminen? Käyttäjä: ${name}`,
    done: 'Kaksivaiheinen tunnistautuminen nollattu. Hän voi nyt kirjautua salasanallaan ja ottaa käyttöön uuden koodin.',
    logged: /: kaksivaiheisen tunnistautumisen nollannut Päivi Virtanen$/,
    email: 'Sähköposti',
    password: 'Salasana',
    code: 'Vahvistuskoodi',
  },
} as const

/** A backend call as a signed-in user (auth/v1 or rest/v1), failing the test on an error status. */
async function call(token: string, anon: string, path: string, body?: unknown) {
  const res = await fetch(`${API_URL}${path}`, {
    method: 'POST',
    headers: { apikey: anon, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  })
  expect(res.status, path).toBeLessThan(300)
  return res.status === 204 ? null : res.json()
}

/** An active teacher of the demo school with a verified authenticator (TOTP) factor. */
async function teacherWithFactor(last: string) {
  const email = `${unique('tekija')}@example.test`
  const id = await joinsDemoSchool(email, 'teacher', 'Ville', last)
  const principal = await backendToken(USERS.principal)
  await call(principal.token, principal.anon, '/rest/v1/rpc/toggle_item_status', {
    table_name: 'profiles',
    item_id: id,
  })
  const { token, anon } = await backendToken(email)
  const factor = (await call(token, anon, '/auth/v1/factors', {
    factor_type: 'totp',
    friendly_name: 'phone',
  })) as { id: string; totp: { secret: string } }
  const totp = new TOTP({ secret: factor.totp.secret, digits: 6, period: 30, algorithm: 'SHA1' })
  const challenge = (await call(token, anon, `/auth/v1/factors/${factor.id}/challenge`)) as {
    id: string
  }
  await call(token, anon, `/auth/v1/factors/${factor.id}/verify`, {
    challenge_id: challenge.id,
    code: totp.generate(),
  })
  return { email, id }
}

for (const locale of ['en', 'fi'] as const) {
  const l = TEXT[locale]

  test(
    `the principal resets a teacher's lost second factor, and it is logged (${locale})`,
    signedInAs.principal,
    async ({ page, browser }) => {
      test.setTimeout(120_000) // two accounts signing in, one of them with a second factor
      const last = unique('Kadottaja').replace('-', ' ')
      const name = `Ville ${last}`
      const teacher = await teacherWithFactor(last)

      // The teacher lost their phone: the password alone is not enough.
      const teacherPage = await (await browser.newContext()).newPage()
      await setLocale(teacherPage, locale)
      await teacherPage.goto('/auth')
      await teacherPage.getByLabel(l.email).fill(teacher.email)
      await teacherPage.getByLabel(l.password, { exact: true }).fill(PASSWORD)
      await teacherPage.getByLabel(l.password, { exact: true }).press('Enter')
      await expect(teacherPage.getByLabel(l.code)).toBeVisible()

      // The principal resets it on the teacher's page, after confirming.
      await openSignedIn(page, locale, `/teacher/${teacher.id}`)
      await page.getByRole('button', { name: l.reset }).click()
      const dialog = page.getByRole('alertdialog', { name: l.confirmTitle(name) })
      await expect(dialog).toBeVisible()
      await expectNoAxeViolations(page)
      await dialog.getByRole('button', { name: l.reset }).click()
      await expect(page.locator('[data-sonner-toast]').filter({ hasText: l.done })).toBeVisible()
      await expect(page.getByRole('button', { name: l.reset })).toBeFocused()
      await expect(page.getByRole('listitem').filter({ hasText: l.logged })).toBeVisible()
      await expectNoAxeViolations(page)

      // Logged in account_events, which the teacher can read too.
      const events = await restRows(
        teacher.email,
        `account_events?select=action,actor_name&profile_id=eq.${teacher.id}&action=eq.mfa_reset`,
      )
      expect(events).toEqual([{ action: 'mfa_reset', actor_name: 'Päivi Virtanen' }])

      // The password alone now signs the teacher in.
      await teacherPage.context().clearCookies()
      await signIn(teacherPage, teacher.email, locale)
      await teacherPage.context().close()
    },
  )
}
