import { describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { authSuite } from './helpers'
import { client, passwordSignIn, signedUp } from './users'
import { authPost, expectAuthError } from './requests'
import { decodeJwt, totp } from './tokens'

/** A six-digit code that is valid in none of the windows the server accepts (now ± 30 s). */
function wrongCode(secret: string) {
  const t = totp(secret)
  const valid = new Set([-1, 0, 1].map((d) => t.generate({ timestamp: Date.now() + d * 30_000 })))
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0')
    if (!valid.has(code)) return code
  }
}

async function enroll(sb: SupabaseClient, friendlyName: string) {
  const { data, error } = await sb.auth.mfa.enroll({ factorType: 'totp', friendlyName })
  if (error) throw error
  return data
}

async function verifyWithCode(sb: SupabaseClient, factorId: string, code: string) {
  const ch = await sb.auth.mfa.challenge({ factorId })
  if (ch.error) throw ch.error
  return sb.auth.mfa.verify({ factorId, challengeId: ch.data.id, code })
}

/** TOTP MFA: enroll, challenge, verify to aal2, the aal rules, unenroll, as GoTrue does them. */
export const mfaSuite = authSuite((server) => {
  describe('auth/v1 TOTP MFA', () => {
    it('enrolls with an otpauth URI and an SVG QR code; verify upgrades the same session to aal2', async () => {
      const { sb, email, password, session } = await signedUp(server)
      const factor = await enroll(sb, 'phone')
      expect(factor.type).toBe('totp')
      expect(factor.friendly_name).toBe('phone')
      expect(factor.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/)
      expect(factor.totp.uri).toBe(
        `otpauth://totp/${encodeURIComponent('127.0.0.1:3000')}:${encodeURIComponent(email)}` +
          `?algorithm=SHA1&digits=6&issuer=${encodeURIComponent('127.0.0.1:3000')}&period=30&secret=${factor.totp.secret}`,
      )
      const listed = await sb.auth.mfa.listFactors()
      expect(listed.data!.totp).toHaveLength(0) // unverified factors are not listed by auth-js

      const bad = await verifyWithCode(sb, factor.id, wrongCode(factor.totp.secret))
      expectAuthError(bad, 422, 'mfa_verification_failed', 'Invalid TOTP code entered')

      const ok = await verifyWithCode(sb, factor.id, totp(factor.totp.secret).generate())
      expect(ok.error).toBeNull()
      const claims = decodeJwt(ok.data!.access_token).payload
      expect(claims.aal).toBe('aal2')
      expect((claims.amr as { method: string }[]).map((a) => a.method)).toEqual([
        'totp',
        'password',
      ])
      expect(claims.session_id).toBe(decodeJwt(session.access_token).payload.session_id)
      expect(ok.data!.refresh_token).not.toBe(session.refresh_token)
      expect(ok.data!.user.factors?.[0]).toMatchObject({ id: factor.id, status: 'verified' })

      const aal = await sb.auth.mfa.getAuthenticatorAssuranceLevel()
      expect(aal.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' })
      expect((await sb.auth.mfa.listFactors()).data!.totp).toHaveLength(1)

      // aal2 and amr survive a refresh (persisted on the session).
      const refreshed = await sb.auth.refreshSession()
      const after = decodeJwt(refreshed.data.session!.access_token).payload
      expect(after.aal).toBe('aal2')
      expect((after.amr as { method: string }[]).map((a) => a.method)).toEqual(['totp', 'password'])

      // A fresh password sign-in is aal1 with aal2 as the next level.
      const other = client(server)
      await other.auth.signInWithPassword({ email, password })
      const level = await other.auth.mfa.getAuthenticatorAssuranceLevel()
      expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' })

      // aal1 may neither enroll another factor nor remove the verified one.
      const enrollAal1 = await other.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'second' })
      expectAuthError(enrollAal1, 403, 'insufficient_aal')
      const unenrollAal1 = await other.auth.mfa.unenroll({ factorId: factor.id })
      expectAuthError(unenrollAal1, 422, 'insufficient_aal')

      // At aal2 the factor can go; the session falls back to aal1 on its next token.
      const gone = await sb.auth.mfa.unenroll({ factorId: factor.id })
      expect(gone.error).toBeNull()
      expect(gone.data).toEqual({ id: factor.id })
      const down = await sb.auth.refreshSession()
      expect(decodeJwt(down.data.session!.access_token).payload.aal).toBe('aal1')
    })

    it('refuses password, e-mail and phone changes at aal1 once a factor is verified, as GoTrue does', async () => {
      const { sb, email, password } = await signedUp(server)
      const factor = await enroll(sb, 'phone')
      const verified = await verifyWithCode(sb, factor.id, totp(factor.totp.secret).generate())
      expect(verified.error).toBeNull()

      // The password alone: an aal1 session that still owes the code.
      const aal1 = client(server)
      expect((await aal1.auth.signInWithPassword({ email, password })).error).toBeNull()
      const message = 'AAL2 session is required to update email or password when MFA is enabled.'
      const newPassword = 'another-Passw0rd!'
      expectAuthError(
        await aal1.auth.updateUser({ password: newPassword }),
        401,
        'insufficient_aal',
        message,
      )
      expectAuthError(
        await aal1.auth.updateUser({ email: `moved-${email}` }),
        401,
        'insufficient_aal',
        message,
      )
      expectAuthError(
        await aal1.auth.updateUser({ phone: '+358401234567' }),
        401,
        'insufficient_aal',
        message,
      )
      // Nothing changed: the old password still signs in, the e-mail is the same.
      const again = await passwordSignIn(server, email, password)
      expect(again.error).toBeNull()
      expect(again.data.user!.email).toBe(email)
      // Metadata and the unchanged e-mail are not guarded (GoTrue compares with the current one).
      const meta = await aal1.auth.updateUser({ email, data: { note: 'aal1' } })
      expect(meta.error).toBeNull()
      expect(meta.data.user!.user_metadata.note).toBe('aal1')

      // The same change after the code is accepted.
      const stepped = await verifyWithCode(aal1, factor.id, totp(factor.totp.secret).generate())
      expect(stepped.error).toBeNull()
      expect((await aal1.auth.updateUser({ password: newPassword })).error).toBeNull()
      expect((await passwordSignIn(server, email, newPassword)).error).toBeNull()
    })

    it('lets an account without a verified factor change its password at aal1', async () => {
      const { sb, email } = await signedUp(server)
      await enroll(sb, 'unverified') // enrolled, never verified: not MFA yet
      const newPassword = 'another-Passw0rd!'
      expect((await sb.auth.updateUser({ password: newPassword })).error).toBeNull()
      expect((await passwordSignIn(server, email, newPassword)).error).toBeNull()
    })

    it('refuses duplicate friendly names, unknown factors, expired challenges, and too many factors', async () => {
      const { sb, session } = await signedUp(server)
      await enroll(sb, 'dup')
      const dup = await sb.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'dup' })
      expectAuthError(dup, 422, 'mfa_factor_name_conflict')

      const unknown = await sb.auth.mfa.challenge({
        factorId: '00000000-0000-4000-8000-000000000000',
      })
      expectAuthError(unknown, 404, 'mfa_factor_not_found')

      const factor = await enroll(sb, 'expiring')
      const ch = await sb.auth.mfa.challenge({ factorId: factor.id })
      await server.db.query(
        `update auth.mfa_challenges set created_at = now() - interval '10 minutes' where id = $1`,
        [ch.data!.id],
      )
      const late = await sb.auth.mfa.verify({
        factorId: factor.id,
        challengeId: ch.data!.id,
        code: totp(factor.totp.secret).generate(),
      })
      expectAuthError(late, 422, 'mfa_challenge_expired')

      // The fixture allows 3 factors per user.
      await enroll(sb, 'third')
      const fourth = await sb.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'fourth' })
      expectAuthError(fourth, 422, 'too_many_enrolled_mfa_factors')

      const badType = await authPost(
        server,
        '/factors',
        { factor_type: 'sms' },
        { token: session.access_token },
      )
      expect(badType.status).toBe(400)
      expect(badType.json!.code).toBe('validation_failed')
    })
  })
})
