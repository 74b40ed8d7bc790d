import { describe, expect, it } from 'vitest'
import { authSuite } from './helpers'
import { client } from './users'
import { authPost, expectAuthBody, expectAuthError } from './requests'
import * as webauthn from './webauthn-ceremonies'

/** WebAuthn MFA refusals and factor rules: replayed, expired and malformed verifies, names, aal2, limits, admin. */
export const webauthnRulesSuite = authSuite((server) => {
  describe('auth/v1 WebAuthn MFA: refusals and rules', () => {
    it('refuses a replayed or expired challenge and malformed verify parameters in GoTrue’s words', async () => {
      const { sb, key, factor, email, password } = await webauthn.enrolled(server)
      const other = await webauthn.challenge(sb, factor.id)
      const stale = await webauthn.verifyRaw(
        server,
        sb,
        factor.id,
        other.id,
        'request',
        key.get('b3RoZXI', webauthn.RIGHT),
      )
      expectAuthBody(stale, 500, 'unexpected_failure', webauthn.ASSERTION_FAILED)

      const again = await webauthn.secondLogin(server, email, password)
      const ch = await webauthn.challenge(again, factor.id)
      const answer = key.get(ch.webauthn.credential_options.publicKey.challenge, webauthn.RIGHT)
      expect((await webauthn.verify(again, factor.id, ch.id, 'request', answer)).error).toBeNull()
      const replayed = await webauthn.verify(again, factor.id, ch.id, 'request', answer)
      expectAuthError(
        replayed,
        422,
        'mfa_factor_not_found',
        'MFA factor with the provided challenge ID not found',
      )

      const late = await webauthn.challenge(again, factor.id)
      await server.db.query(
        `update auth.mfa_challenges set created_at = now() - interval '301 seconds' where id = $1`,
        [late.id],
      )
      const expired = await webauthn.answerWith(again, factor.id, late, key, 'request')
      expectAuthError(
        expired,
        422,
        'mfa_challenge_expired',
        `MFA challenge ${late.id} has expired, verify against another challenge or create a new challenge.`,
      )

      const token = (await again.auth.getSession()).data.session!.access_token
      const post = (body: object) =>
        authPost(server, `/factors/${factor.id}/verify`, body, { token })
      const fresh = await webauthn.challenge(again, factor.id)
      const cases: [object, string][] = [
        [{ challenge_id: fresh.id }, 'WebAuthn config required'],
        [
          { challenge_id: fresh.id, webauthn: { type: 'login' } },
          'WebAuthn type must be create or request',
        ],
        [{ challenge_id: fresh.id, webauthn: { type: 'request' } }, 'credential_response required'],
        [
          {
            challenge_id: fresh.id,
            webauthn: { type: 'request', credential_response: { id: 'x' } },
          },
          'Invalid credential_response',
        ],
      ]
      for (const [body, message] of cases) {
        const res = await post(body)
        expect(res.status).toBe(400)
        expect(res.json).toEqual({ code: 'validation_failed', message })
      }
    })

    it('applies the factor rules to WebAuthn: names, aal2 to add or remove, the factor limit, admin list and delete', async () => {
      const { sb, email, password, factor, user } = await webauthn.enrolled(server, 'laptop')
      const dup = await sb.auth.mfa.enroll({ factorType: 'webauthn', friendlyName: 'laptop' })
      expectAuthError(
        dup,
        422,
        'mfa_factor_name_conflict',
        'A factor with the friendly name "laptop" for this user already exists',
      )

      const aal1 = await webauthn.secondLogin(server, email, password)
      expectAuthError(
        await aal1.auth.mfa.enroll({ factorType: 'webauthn', friendlyName: 'x' }),
        403,
        'insufficient_aal',
      )
      expectAuthError(
        await aal1.auth.mfa.unenroll({ factorId: factor.id }),
        422,
        'insufficient_aal',
      )

      // The fixture allows 3 factors in all.
      for (const name of ['two', 'three']) {
        expect(
          (await sb.auth.mfa.enroll({ factorType: 'webauthn', friendlyName: name })).error,
        ).toBeNull()
      }
      const over = await sb.auth.mfa.enroll({ factorType: 'webauthn', friendlyName: 'four' })
      expectAuthError(
        over,
        422,
        'too_many_enrolled_mfa_factors',
        'Maximum number of verified factors reached, unenroll to continue',
      )

      const admin = client(server, 'service').auth.admin.mfa
      const listed = await admin.listFactors({ userId: user.id })
      expect(listed.data!.factors.map((f) => [f.friendly_name, f.factor_type, f.status])).toEqual([
        ['laptop', 'webauthn', 'verified'],
        ['two', 'webauthn', 'unverified'],
        ['three', 'webauthn', 'unverified'],
      ])
      const unverified = listed.data!.factors[2]
      const deleted = await admin.deleteFactor({ userId: user.id, id: unverified.id })
      // auth-js hands back the deleted factor wrapped once more in `data`.
      expect(deleted.data).toMatchObject({ data: { id: unverified.id, factor_type: 'webauthn' } })

      const removed = await sb.auth.mfa.unenroll({ factorId: factor.id })
      expect(removed.data).toEqual({ id: factor.id })
      const after = await sb.auth.mfa.listFactors()
      expect(after.data!.all.map((f) => f.friendly_name)).toEqual(['two'])
    })
  })
})
