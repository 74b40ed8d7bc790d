import { describe, expect, it } from 'vitest'
import { type AuthServer, authSuite } from './helpers'
import { passwordSignIn, signedUp } from './users'
import { authFetch, expectAuthBody, expectAuthError } from './requests'
import { readOutbox } from './mail'
import { decodeJwt } from './tokens'

/** Sessions older than GoTrue's 24 hours, done by moving the session's start back. */
async function ageSession(server: AuthServer, accessToken: string) {
  const sessionId = decodeJwt(accessToken).payload.session_id as string
  await server.db.query(
    `update auth.sessions set created_at = now() - interval '25 hours' where id = $1`,
    [sessionId],
  )
}

/** auth.reauthenticate() and updateUser({password, nonce}) with [auth.email] secure_password_change on. */
export const reauthenticateSuite = authSuite((server) => {
  describe('auth/v1 reauthentication (secure password change)', () => {
    it('a recent session changes the password as it is; an older one needs the emailed nonce', async () => {
      const { sb, email, session } = await signedUp(server)
      expect((await sb.auth.updateUser({ password: 'recent-change-1' })).error).toBeNull()

      await ageSession(server, session.access_token)
      const without = await sb.auth.updateUser({ password: 'old-session-2' })
      expectAuthError(
        without,
        400,
        'reauthentication_needed',
        'Password update requires reauthentication',
      )

      const sent = await sb.auth.reauthenticate()
      expect(sent.error).toBeNull()
      const [mail] = await readOutbox(server, email)
      expect(mail).toMatchObject({
        to: email,
        kind: 'reauthentication',
        subject: 'Confirm reauthentication',
        link: '',
      })
      expect(mail.otp).toMatch(/^\d{6}$/)

      const wrong = await sb.auth.updateUser({
        password: 'old-session-2',
        nonce: mail.otp === '000000' ? '000001' : '000000',
      })
      expectAuthError(wrong, 422, 'reauthentication_not_valid', 'Nonce has expired or is invalid')
      const right = await sb.auth.updateUser({ password: 'old-session-2', nonce: mail.otp })
      expect(right.error).toBeNull()
      const signIn = await passwordSignIn(server, email, 'old-session-2')
      expect(signIn.error).toBeNull()

      // A nonce is spent once.
      const reused = await sb.auth.updateUser({ password: 'old-session-3', nonce: mail.otp })
      expectAuthError(reused, 422, 'reauthentication_not_valid')
    })

    it('an expired nonce is refused; /reauthenticate needs a bearer token', async () => {
      const { sb, email, session } = await signedUp(server)
      await ageSession(server, session.access_token)
      await sb.auth.reauthenticate()
      const [mail] = await readOutbox(server, email)
      await server.db.query(
        `update auth.users set reauthentication_sent_at = now() - interval '2 hours' where email = $1`,
        [email],
      )
      const late = await sb.auth.updateUser({ password: 'too-late-pass-1', nonce: mail.otp })
      expectAuthError(late, 422, 'reauthentication_not_valid')

      const anonymous = await authFetch(server, '/reauthenticate')
      expectAuthBody(
        anonymous,
        401,
        'no_authorization',
        'This endpoint requires a valid Bearer token',
      )
    })
  })
})
