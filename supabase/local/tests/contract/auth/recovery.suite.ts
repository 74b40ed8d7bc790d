import { describe, expect, it } from 'vitest'
import { authSuite } from './helpers'
import { client, linkSession, passwordSignIn, signedUp, uniqueEmail, verifyOtp } from './users'
import { authPost, expectAuthBody, expectAuthError } from './requests'
import { follow, fragment, readOutbox, SITE_URL } from './mail'
import { amrMethods } from './tokens'

/**
 * Password recovery as the app uses it: resetPasswordForEmail (/recover) puts a link in the
 * outbox; the link (implicit or PKCE) or verifyOtp({type: 'recovery'}) gives a recovery session;
 * updateUser sets the new password.
 */
export const recoverySuite = authSuite((server) => {
  describe('auth/v1 password recovery', () => {
    it('answers the same for a known and an unknown address, and mails only the known one', async () => {
      const { email } = await signedUp(server)
      const nobody = uniqueEmail('nobody')
      const redirectTo = `${SITE_URL}/auth/confirm`
      const known = await client(server).auth.resetPasswordForEmail(email, { redirectTo })
      const unknown = await client(server).auth.resetPasswordForEmail(nobody, { redirectTo })
      expect(known).toEqual({ data: {}, error: null })
      expect(unknown).toEqual({ data: {}, error: null })

      const mails = await readOutbox(server, email)
      expect(mails).toHaveLength(1)
      expect(mails[0]).toMatchObject({
        to: email,
        kind: 'recovery',
        subject: 'Reset Your Password',
      })
      const link = new URL(mails[0].link)
      expect(link.pathname).toBe('/auth/v1/verify')
      expect(link.searchParams.get('type')).toBe('recovery')
      expect(link.searchParams.get('redirect_to')).toBe(redirectTo)
      expect(await readOutbox(server, nobody)).toEqual([])
    })

    it('refuses a request without an address or with a malformed one, as GoTrue words it', async () => {
      const refusals: [object, string][] = [
        [{ email: '' }, 'Password recovery requires an email'],
        [{}, 'Password recovery requires an email'],
        [{ email: 'not an address' }, 'Unable to validate email address: invalid format'],
      ]
      for (const [body, message] of refusals) {
        const res = await authPost(server, '/recover', body)
        expectAuthBody(res, 400, 'validation_failed', message)
      }
    })

    it('the link signs in once with a session that may set a password; the new password works, the old one does not', async () => {
      const { email, password } = await signedUp(server)
      await client(server).auth.resetPasswordForEmail(email, {
        redirectTo: `${SITE_URL}/auth/confirm`,
      })
      const [mail] = await readOutbox(server, email)

      const opened = await follow(mail.link)
      expect(opened.status).toBe(303)
      expect(opened.location.startsWith(`${SITE_URL}/auth/confirm#`)).toBe(true)
      const f = fragment(opened.location)
      expect(f.type).toBe('recovery')
      // GoTrue names a mailed link's session `otp` whatever its type (only PKCE says `recovery`).
      expect(amrMethods(f.access_token)).toEqual(['otp'])

      const again = await follow(mail.link)
      expect(fragment(again.location)).toMatchObject({
        error: 'access_denied',
        error_code: 'otp_expired',
      })

      const { sb, set } = await linkSession(server, f)
      expect(set.error).toBeNull()
      expect((await sb.auth.updateUser({ password: 'brand-new-pass-2' })).error).toBeNull()
      const old = await passwordSignIn(server, email, password)
      expect(old.error).toMatchObject({ status: 400, code: 'invalid_credentials' })
      const fresh = await passwordSignIn(server, email, 'brand-new-pass-2')
      expect(fresh.error).toBeNull()
    })

    it('PKCE: the link brings a code back, which only the asking client can exchange, once', async () => {
      const { email } = await signedUp(server)
      const pkce = client(server, 'anon', 'pkce')
      expect(
        (await pkce.auth.resetPasswordForEmail(email, { redirectTo: `${SITE_URL}/auth/confirm` }))
          .error,
      ).toBeNull()
      const [mail] = await readOutbox(server, email)
      expect(new URL(mail.link).searchParams.get('token')).toMatch(/^pkce_/)

      const opened = await follow(mail.link)
      expect(opened.status).toBe(303)
      const code = new URL(opened.location).searchParams.get('code')!
      expect(code).toBeTruthy()

      // Another client has no code verifier for it.
      const stranger = await client(server).auth.exchangeCodeForSession(code)
      expect(stranger.error).not.toBeNull()
      const exchanged = await pkce.auth.exchangeCodeForSession(code)
      expect(exchanged.error).toBeNull()
      expect(amrMethods(exchanged.data.session!.access_token)).toEqual(['recovery'])
      expect(exchanged.data.user!.email).toBe(email)
    })

    it('verifyOtp type recovery by token hash and by the 6-digit code; only the newest mail works', async () => {
      const { email } = await signedUp(server)
      await client(server).auth.resetPasswordForEmail(email)
      await client(server).auth.resetPasswordForEmail(email)
      const [newest, older] = await readOutbox(server, email)

      const stale = await verifyOtp(server, {
        token_hash: older.token_hash,
        type: 'recovery',
      })
      expectAuthError(stale, 403, 'otp_expired', 'Email link is invalid or has expired')
      const byHash = await verifyOtp(server, {
        token_hash: newest.token_hash,
        type: 'recovery',
      })
      expect(byHash.error).toBeNull()
      expect(amrMethods(byHash.data.session!.access_token)).toEqual(['otp'])
      const reused = await verifyOtp(server, {
        token_hash: newest.token_hash,
        type: 'recovery',
      })
      expect(reused.error).toMatchObject({ status: 403, code: 'otp_expired' })

      await client(server).auth.resetPasswordForEmail(email)
      const [byCodeMail] = await readOutbox(server, email)
      const notTheCode = byCodeMail.otp === '000000' ? '111111' : '000000'
      const wrong = await verifyOtp(server, {
        email,
        token: notTheCode,
        type: 'recovery',
      })
      expectAuthError(wrong, 403, 'otp_expired', 'Token has expired or is invalid')
      const byCode = await verifyOtp(server, {
        email,
        token: byCodeMail.otp,
        type: 'recovery',
      })
      expect(byCode.error).toBeNull()
      expect(byCode.data.user!.email).toBe(email)
    })
  })
})
