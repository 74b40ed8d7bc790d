import { describe, expect, it } from 'vitest'
import { authSuite } from './helpers'
import { signedUp } from './users'
import { authPost, expectAuthBody } from './requests'
import { amrMethods, decodeJwt } from './tokens'
import { SoftAuthenticator, tamperSignature } from './soft-authenticator'
import * as webauthn from './webauthn-ceremonies'

/** WebAuthn MFA factors: enroll, the create and request ceremonies, and their refusals, as GoTrue. */
export const webauthnSuite = authSuite((server) => {
  describe('auth/v1 WebAuthn MFA', () => {
    it('enrolls, answers creation options in go-webauthn’s shape, and verify upgrades the session to aal2', async () => {
      const { sb, user, session } = await signedUp(server)
      const enroll = await sb.auth.mfa.enroll({ factorType: 'webauthn', friendlyName: 'yubikey' })
      expect(enroll.error).toBeNull()
      expect(enroll.data).toEqual({
        id: expect.any(String),
        type: 'webauthn',
        friendly_name: 'yubikey',
      })
      const factorId = enroll.data!.id

      const raw = await authPost(
        server,
        `/factors/${factorId}/challenge`,
        { factorId, webauthn: webauthn.CLIENT_RP },
        { token: session.access_token },
      )
      expect(raw.status).toBe(200)
      const now = Math.floor(Date.now() / 1000)
      expect(raw.json).toEqual({
        id: expect.any(String),
        type: 'webauthn',
        expires_at: expect.any(Number),
        webauthn: {
          type: 'create',
          credential_options: {
            publicKey: webauthn.expectedCreationOptions(user, {
              requireResidentKey: false,
              userVerification: 'preferred',
            }),
          },
        },
      })
      expect(Math.abs((raw.json!.expires_at as number) - (now + 300))).toBeLessThanOrEqual(2)

      const key = new SoftAuthenticator()
      const ch = await webauthn.challenge(sb, factorId)
      expect(ch.webauthn.type).toBe('create')
      const ok = await webauthn.answerWith(sb, factorId, ch, key, 'create')
      expect(ok.error).toBeNull()
      const claims = decodeJwt(ok.data!.access_token).payload
      expect(claims.aal).toBe('aal2')
      expect(amrMethods(ok.data!.access_token)).toEqual(['mfa/webauthn', 'password'])
      expect(claims.session_id).toBe(decodeJwt(session.access_token).payload.session_id)
      expect(ok.data!.refresh_token).not.toBe(session.refresh_token)

      const level = await sb.auth.mfa.getAuthenticatorAssuranceLevel()
      expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' })
      const listed = await sb.auth.mfa.listFactors()
      expect(listed.data!.webauthn).toHaveLength(1)
      const factor = listed.data!.webauthn[0] as unknown as Record<string, unknown>
      expect(factor).toMatchObject({
        id: factorId,
        friendly_name: 'yubikey',
        factor_type: 'webauthn',
        status: 'verified',
        web_authn_aaguid: '00000000-0000-0000-0000-000000000000',
      })
      expect(factor).not.toHaveProperty('web_authn_credential')

      const stored = await server.db.query<{ credential: { id: string }; aaguid: string }>(
        `select web_authn_credential as credential, web_authn_aaguid::text as aaguid from auth.mfa_factors where id = $1`,
        [factorId],
      )
      expect(Buffer.from(stored.rows[0].credential.id, 'base64').toString('base64url')).toBe(key.id)
    })

    it('a later sign-in steps up with request options naming the credential', async () => {
      const { email, password, key, factor } = await webauthn.enrolled(server)
      const sb = await webauthn.secondLogin(server, email, password)
      expect((await sb.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
        currentLevel: 'aal1',
        nextLevel: 'aal2',
      })
      const token = (await sb.auth.getSession()).data.session!.access_token
      const raw = await authPost(
        server,
        `/factors/${factor.id}/challenge`,
        { factorId: factor.id, webauthn: webauthn.CLIENT_RP },
        { token },
      )
      expect(raw.json!.webauthn).toEqual({
        type: 'request',
        credential_options: {
          publicKey: {
            challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
            timeout: 300000,
            rpId: 'localhost',
            allowCredentials: [{ type: 'public-key', id: key.id, transports: ['internal'] }],
            userVerification: 'preferred',
          },
        },
      })
      const ch = await webauthn.challenge(sb, factor.id)
      const ok = await webauthn.answerWith(sb, factor.id, ch, key, 'request')
      expect(ok.error).toBeNull()
      expect(decodeJwt(ok.data!.access_token).payload.aal).toBe('aal2')
      expect(amrMethods(ok.data!.access_token)).toEqual(['mfa/webauthn', 'password'])
    })

    it('refuses a wrong origin, a wrong RP ID and a tampered signature; the challenge survives a failure', async () => {
      const { sb: first, session, email, password } = await signedUp(server)
      const { data: factor } = await first.auth.mfa.enroll({
        factorType: 'webauthn',
        friendlyName: 'k',
      })
      const key = new SoftAuthenticator()
      const ch = await webauthn.challenge(first, factor!.id)
      const c = ch.webauthn.credential_options.publicKey.challenge
      const viaClient = await webauthn.verify(
        first,
        factor!.id,
        ch.id,
        'create',
        key.create(c, { ...webauthn.RIGHT, origin: 'https://evil.example' }),
      )
      expect(viaClient.error).toMatchObject({
        name: 'AuthRetryableFetchError',
        status: 500,
        message: webauthn.UNEXPECTED,
      })
      // A wrong origin, then a wrong RP ID: the same refusal on the raw route.
      for (const wrong of [{ origin: 'https://evil.example' }, { rpId: 'evil.example' }]) {
        const answer = key.create(c, { ...webauthn.RIGHT, ...wrong })
        const res = await webauthn.verifyRaw(server, first, factor!.id, ch.id, 'create', answer)
        expectAuthBody(res, 500, 'unexpected_failure', webauthn.UNEXPECTED)
      }
      const ok = await webauthn.answerWith(first, factor!.id, ch, key, 'create')
      expect(ok.error).toBeNull()
      expect(session.access_token).not.toBe(ok.data!.access_token)

      const sb = await webauthn.secondLogin(server, email, password)
      const req = await webauthn.challenge(sb, factor!.id)
      const rc = req.webauthn.credential_options.publicKey.challenge
      const refusals = [
        tamperSignature(key.get(rc, webauthn.RIGHT)),
        key.get(rc, { ...webauthn.RIGHT, origin: 'http://localhost:4000' }),
        key.get(rc, { ...webauthn.RIGHT, rpId: 'example.com' }),
        new SoftAuthenticator().get(rc, webauthn.RIGHT),
      ]
      for (const answer of refusals) {
        expectAuthBody(
          await webauthn.verifyRaw(server, sb, factor!.id, req.id, 'request', answer),
          500,
          'unexpected_failure',
          webauthn.ASSERTION_FAILED,
        )
      }
      const wrongCeremony = await webauthn.verifyRaw(
        server,
        sb,
        factor!.id,
        req.id,
        'create',
        key.create(rc, webauthn.RIGHT),
      )
      expectAuthBody(wrongCeremony, 500, 'unexpected_failure', webauthn.UNEXPECTED)
      expect(
        (await webauthn.verify(sb, factor!.id, req.id, 'request', key.get(rc, webauthn.RIGHT)))
          .error,
      ).toBeNull()
    })
  })
})
