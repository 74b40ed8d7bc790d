import { describe, expect, it } from 'vitest'
import { newClient, outbox, signedInClient, testEnv } from '../support/clients'
import { actors, PASSWORD } from '../rls/fixtures'

/**
 * The auth server's e-mails leave through Oppi's queue (the send email hook, see the e-mail
 * migration) and arrive in the run's inbox in Oppi's templates: in the reader's
 * language, with a plain-text part and an HTML part, and with a link and a code that work.
 * The queued e-mail holds a live token, so nobody but the auth server and the worker reaches it.
 */
const APP = 'http://127.0.0.1:3000'
const admin = () => newClient('service')
const unique = () => Math.random().toString(36).slice(2, 10)

/** A principal's invitation of a parent, mailed as the app mails it (lib/supabase/admin.ts). */
async function invite(locale: string | undefined) {
  const principal = (await signedInClient(actors.principal.email, PASSWORD)).client
  const email = `invited-${unique()}@example.test`
  const { data: invitation, error } = await principal.rpc('invite_member', {
    email,
    role: 'parent',
  })
  expect(error).toBeNull()
  const sent = await admin().auth.admin.inviteUserByEmail(email, {
    data: { invitation_id: invitation, ...(locale ? { locale } : {}) },
    redirectTo: `${APP}/auth/accept`,
  })
  expect(sent.error).toBeNull()
  return email
}

describe('auth e-mail in the inbox', () => {
  it.each([
    ['English', 'en', 'en', 'You have been invited to Oppi', 'Accept the invitation'],
    ['Finnish', 'fi', 'fi', 'Sinut on kutsuttu Oppiin', 'Hyväksy kutsu'],
    // Without a profile or a language of its own, an e-mail is in Finnish.
    ['no language', 'fi', undefined, 'Sinut on kutsuttu Oppiin', 'Hyväksy kutsu'],
  ])(
    'an invitation asked for in %s arrives in %s, in text and HTML, with a link that signs in on the accept page',
    async (_label, language, locale, subject, action) => {
      const email = await invite(locale)
      const mails = await outbox(email)
      expect(mails).toHaveLength(1)
      const [mail] = mails
      expect(mail).toMatchObject({ to: email, kind: 'invite', subject, language })
      expect(mail.text).toContain(`${action}: ${mail.link}`)
      expect(mail.otp).toMatch(/^\d{6}$/)
      expect(mail.html).toContain(`<html lang="${language}">`)
      expect(mail.html).toContain(`>${action}</a>`)
      expect(mail.landing).toBe(`${APP}/auth/accept`)
      // The link: through the auth server, which hands the session to the accept page.
      const opened = await fetch(mail.link, { redirect: 'manual' })
      expect(opened.status).toBe(303)
      const location = new URL(opened.headers.get('location')!)
      expect(`${location.origin}${location.pathname}`).toBe(`${APP}/auth/accept`)
      expect(new URLSearchParams(location.hash.slice(1)).get('access_token')).toBeTruthy()
    },
  )

  it.each([
    ['parent', 'en', 'Choose a new password for Oppi'],
    ['student', 'fi', 'Valitse uusi salasana Oppiin'],
  ] as const)(
    'a password reset reaches the %s in their profile’s language (%s), with a link to Oppi’s confirm page and a code',
    async (who, language, subject) => {
      const { email, id } = actors[who]
      const asked = await newClient().auth.resetPasswordForEmail(email, {
        redirectTo: `${APP}/auth/confirm?flow=recovery`,
      })
      expect(asked.error).toBeNull()
      const [mail] = await outbox(email)
      expect(mail).toMatchObject({ kind: 'recovery', subject, language })
      expect(mail.html).toContain(`<html lang="${language}">`)
      const link = new URL(mail.link)
      expect(`${link.origin}${link.pathname}`).toBe(`${APP}/auth/confirm`)
      expect(link.searchParams.get('type')).toBe('recovery')
      expect(mail.landing).toBe(`${APP}/auth/confirm?flow=recovery`)
      expect(mail.text).toContain(mail.otp)
      // What the confirm page does with the link: verify the token hash, which signs them in.
      const verified = await newClient().auth.verifyOtp({
        token_hash: mail.token_hash,
        type: 'recovery',
      })
      expect(verified.error).toBeNull()
      expect(verified.data.user?.id).toBe(id)
    },
  )

  it('puts the token in a link only to Oppi’s own site or the auth server, whatever redirect the request names', async () => {
    // The auth server lets through any scheme on the site's host and any port on a loopback
    // address (RFC 8252), so a stranger can name such a redirect for someone else's reset.
    const env = testEnv()
    const { email } = actors.teacher2
    for (const redirect of [
      'javascript://127.0.0.1/auth/confirm#%0Aalert(document.domain)',
      'http://127.0.0.1:9/auth/confirm',
    ]) {
      const res = await fetch(
        `${env.url}/auth/v1/recover?redirect_to=${encodeURIComponent(redirect)}`,
        {
          method: 'POST',
          headers: { apikey: env.anonKey, 'Content-Type': 'application/json' },
          body: JSON.stringify({ email }),
        },
      )
      expect(res.status, redirect).toBe(200)
      const [mail] = await outbox(email)
      const hrefs = [...mail.html.matchAll(/href="([^"]*)"/g)].map((m) =>
        m[1].replace(/&amp;/g, '&'),
      )
      expect(hrefs, redirect).toHaveLength(1)
      const link = new URL(hrefs[0])
      // GoTrue's own link: the auth server checks the token and only then redirects.
      expect(`${link.origin}${link.pathname}`, redirect).toBe(`${env.url}/auth/v1/verify`)
      expect(link.searchParams.get('redirect_to'), redirect).toBe(redirect)
      expect(mail.text, redirect).toContain(hrefs[0])
    }
  })

  it('the queued auth e-mail is out of everyone’s reach but the auth server’s and the worker’s', async () => {
    const env = testEnv()
    const parent = (await signedInClient(actors.parent.email, PASSWORD)).client
    const event = {
      user: { id: actors.parent.id, email: 'attacker@example.test', user_metadata: {} },
      email_data: { email_action_type: 'recovery', token: '123456', token_hash: 'x' },
    }
    // Nobody queues an e-mail through the hook: not people, not even the service role.
    for (const [who, client] of [
      ['anon', newClient()],
      ['parent', parent],
      ['service_role', admin()],
    ] as const) {
      const { error } = await client.rpc('send_email_hook', { event })
      expect(error, who).not.toBeNull()
    }
    // People cannot ask what is on its way, nor read the queue (the private schema is not served).
    for (const client of [newClient(), parent]) {
      expect(
        (await client.rpc('auth_email_pending', { p_address: actors.parent.email })).error,
      ).not.toBeNull()
    }
    for (const key of [env.anonKey, env.serviceRoleKey]) {
      const res = await fetch(`${env.url}/rest/v1/email_outbox?select=data`, {
        headers: { apikey: key, Authorization: `Bearer ${key}`, 'Accept-Profile': 'private' },
      })
      expect(res.status).toBe(406)
    }
  })
})
