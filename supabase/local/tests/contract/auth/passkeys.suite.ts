import { describe, expect, it } from 'vitest'
import { authSuite } from './helpers'
import { client, signedUp } from './users'
import { authFetch, authPost, expectAuthBody, expectAuthError } from './requests'
import { decodeJwt } from './tokens'
import { SoftAuthenticator, tamperSignature } from './soft-authenticator'
import { expectedCreationOptions, RIGHT } from './webauthn-ceremonies'
import * as ceremonies from './passkey-ceremonies'

/** Passkeys (`[auth.passkey] enabled = true`): registration, sign-in, management and refusals, as GoTrue. */
export const passkeysSuite = authSuite((server) => {
  describe('auth/v1 passkeys', () => {
    it('registers a discoverable credential with options in go-webauthn’s shape', async () => {
      const { sb, user, session } = await signedUp(server)
      const raw = await authPost(server, '/passkeys/registration/options', '{}', {
        token: session.access_token,
      })
      expect(raw.status).toBe(200)
      const now = Math.floor(Date.now() / 1000)
      expect(raw.json).toEqual({
        challenge_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        options: expectedCreationOptions(user, {
          requireResidentKey: true,
          residentKey: 'required',
          userVerification: 'preferred',
        }),
        expires_at: expect.any(Number),
      })
      expect(Math.abs((raw.json!.expires_at as number) - (now + 300))).toBeLessThanOrEqual(2)

      const key = new SoftAuthenticator()
      const start = await ceremonies.registrationOptions(sb)
      const done = await sb.auth.passkey.verifyRegistration({
        challengeId: start.challenge_id,
        credential: key.create(start.options.challenge, RIGHT) as never,
      })
      expect(done.error).toBeNull()
      expect(done.data).toEqual({
        id: expect.any(String),
        friendly_name: 'Passkey',
        created_at: expect.stringMatching(ceremonies.ISO),
      })

      const again = await ceremonies.registrationOptions(sb)
      expect(again.options).toMatchObject({
        excludeCredentials: [{ type: 'public-key', id: key.id }],
      })
    })

    it('register → list → rename → sign in (session with amr passkey) → delete → sign-in refused', async () => {
      const { sb, user, key, handle, passkey } = await ceremonies.withPasskey(server)

      const listed = await sb.auth.passkey.list()
      expect(listed.error).toBeNull()
      expect(listed.data).toEqual([
        { id: passkey.id, friendly_name: 'Passkey', created_at: passkey.created_at },
      ])

      const renamed = await sb.auth.passkey.update({
        passkeyId: passkey.id,
        friendlyName: 'Laptop',
      })
      expect(renamed.error).toBeNull()
      expect(renamed.data).toEqual({
        id: passkey.id,
        friendly_name: 'Laptop',
        created_at: passkey.created_at,
      })

      const signIn = await ceremonies.signInWith(server, key, handle)
      expect(signIn.res.error).toBeNull()
      const session = signIn.res.data!.session!
      expect(session).toMatchObject({
        token_type: 'bearer',
        expires_in: 3600,
        refresh_token: expect.any(String),
      })
      expect(session.user.id).toBe(user.id)
      const claims = decodeJwt(session.access_token).payload
      expect(claims).toMatchObject({
        sub: user.id,
        aal: 'aal1',
        amr: [{ method: 'passkey', timestamp: expect.any(Number) }],
      })
      const me = await signIn.sb.auth.getUser()
      expect(me.error).toBeNull()
      expect(me.data.user!.email).toBe(user.email)

      const afterUse = (await sb.auth.passkey.list()).data!
      expect(afterUse).toEqual([
        {
          id: passkey.id,
          friendly_name: 'Laptop',
          created_at: passkey.created_at,
          last_used_at: expect.stringMatching(ceremonies.ISO),
        },
      ])

      const deleted = await sb.auth.passkey.delete({ passkeyId: passkey.id })
      expect(deleted).toEqual({ data: null, error: null })
      expect((await sb.auth.passkey.list()).data).toEqual([])

      const refused = await ceremonies.signInWith(server, key, handle)
      expectAuthError(
        refused.res,
        400,
        'webauthn_verification_failed',
        'Credential verification failed',
      )
    })

    it('refuses a credential from another origin, and the spent challenge cannot be retried', async () => {
      const { sb, session } = await signedUp(server)
      const key = new SoftAuthenticator()
      const start = await ceremonies.registrationOptions(sb)
      const wrong = await sb.auth.passkey.verifyRegistration({
        challengeId: start.challenge_id,
        credential: key.create(start.options.challenge, ceremonies.WRONG_ORIGIN) as never,
      })
      expectAuthError(wrong, 400, 'webauthn_verification_failed', 'Credential verification failed')

      const retry = await authFetch(server, '/passkeys/registration/verify', {
        method: 'POST',
        token: session.access_token,
        body: JSON.stringify({
          challenge_id: start.challenge_id,
          credential: key.create(start.options.challenge, RIGHT).json,
        }),
      })
      expectAuthBody(
        retry,
        400,
        'webauthn_challenge_not_found',
        'Challenge not found or already used',
      )
      expect((await sb.auth.passkey.list()).data).toEqual([])
    })

    it('refuses a tampered signature, a wrong origin and a replayed sign-in challenge', async () => {
      const { key, handle } = await ceremonies.withPasskey(server)

      const sb = client(server)
      const start = await ceremonies.authenticationOptions(sb)
      expect(start.options).toEqual({
        challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        timeout: 300000,
        rpId: 'localhost',
        userVerification: 'preferred',
      })
      const tampered = tamperSignature(key.get(start.options.challenge, RIGHT, handle))
      const bad = await sb.auth.passkey.verifyAuthentication({
        challengeId: start.challenge_id,
        credential: tampered as never,
      })
      expectAuthError(bad, 400, 'webauthn_verification_failed', 'Credential verification failed')
      expect((await sb.auth.getSession()).data.session).toBeNull()

      const elsewhere = await ceremonies.signInWith(server, key, handle, ceremonies.WRONG_ORIGIN)
      expectAuthError(
        elsewhere.res,
        400,
        'webauthn_verification_failed',
        'Credential verification failed',
      )

      const ok = await ceremonies.signInWith(server, key, handle)
      expect(ok.res.error).toBeNull()
      const replay = await authPost(server, '/passkeys/authentication/verify', {
        challenge_id: ok.start.challenge_id,
        credential: ok.answer.json,
      })
      expectAuthBody(
        replay,
        400,
        'webauthn_challenge_not_found',
        'Challenge not found or already used',
      )
    })
  })
})
