import { describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import {
  authFetch,
  client,
  decodeJwt,
  expectAuthBody,
  expectAuthError,
  signedUp,
  type AuthServer,
  amrMethods,
  authSuite,
  authPost,
} from './helpers'
import { SoftAuthenticator, tamperSignature, type CeremonyOptions } from './soft-authenticator'

/** The relying party the entry file configures in `[auth.webauthn]`. */
export const WEBAUTHN_RP = {
  rp_id: 'localhost',
  rp_display_name: 'Oppi tests',
  rp_origins: ['http://localhost:3000'],
}
/** A ceremony at the configured relying party and origin. */
export const RIGHT: CeremonyOptions = {
  rpId: WEBAUTHN_RP.rp_id,
  origin: WEBAUTHN_RP.rp_origins[0],
}
/** What auth-js sends as `webauthn` on challenge (GoTrue reads the relying party from its config). */
const CLIENT_RP = { rpId: WEBAUTHN_RP.rp_id, rpOrigins: WEBAUTHN_RP.rp_origins }
const ALGORITHMS = [-7, -35, -36, -257, -258, -259, -37, -38, -39, -8]

/** The credential creation options GoTrue sends for `user` (go-webauthn's shape), MFA and passkeys alike. */
export const expectedCreationOptions = (
  user: { id: string; email?: string },
  authenticatorSelection: Record<string, unknown>,
) => ({
  rp: { name: WEBAUTHN_RP.rp_display_name, id: WEBAUTHN_RP.rp_id },
  user: {
    name: user.email,
    displayName: user.email,
    id: Buffer.from(user.id).toString('base64url'),
  },
  challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
  pubKeyCredParams: ALGORITHMS.map((alg) => ({ type: 'public-key', alg })),
  timeout: 300000,
  authenticatorSelection,
  attestation: 'none',
})

async function challenge(sb: SupabaseClient, factorId: string) {
  const res = await sb.auth.mfa.challenge({ factorId, webauthn: CLIENT_RP })
  if (res.error) throw res.error
  if (res.data.type !== 'webauthn') throw new Error('not a WebAuthn challenge')
  return res.data
}

function verify(
  sb: SupabaseClient,
  factorId: string,
  challengeId: string,
  type: 'create' | 'request',
  answer: { toJSON: () => unknown },
) {
  return sb.auth.mfa.verify({
    factorId,
    challengeId,
    webauthn: { type, ...CLIENT_RP, credential_response: answer as never },
  } as never)
}

/**
 * The verify request auth-js sends, as a raw request: GoTrue's 500 refusals reach supabase-js
 * as AuthRetryableFetchError without the code, so the exact body is read here.
 */
async function verifyRaw(
  server: AuthServer,
  sb: SupabaseClient,
  factorId: string,
  challengeId: string,
  type: 'create' | 'request',
  answer: { toJSON: () => unknown },
) {
  const token = (await sb.auth.getSession()).data.session!.access_token
  return authFetch(server, `/factors/${factorId}/verify`, {
    method: 'POST',
    token,
    body: JSON.stringify({
      challenge_id: challengeId,
      webauthn: { type, ...CLIENT_RP, credential_response: answer.toJSON() },
    }),
  })
}

const UNEXPECTED = 'Unexpected failure, please check server logs for more information'
const ASSERTION_FAILED = 'Failed to validate WebAuthn MFA response'

/** A signed-in user with a verified WebAuthn factor, and the authenticator holding its credential. */
async function enrolled(server: AuthServer, friendlyName = 'security key') {
  const user = await signedUp(server)
  const key = new SoftAuthenticator()
  const { data: factor, error } = await user.sb.auth.mfa.enroll({
    factorType: 'webauthn',
    friendlyName,
  })
  if (error) throw error
  const ch = await challenge(user.sb, factor.id)
  const created = key.create(ch.webauthn.credential_options.publicKey.challenge, RIGHT)
  const done = await verify(user.sb, factor.id, ch.id, 'create', created)
  if (done.error) throw done.error
  return { ...user, key, factor, aal2: done.data! }
}

/** Signs the user in again with the password: a session at aal1 that must step up. */
async function secondLogin(server: AuthServer, email: string, password: string) {
  const sb = client(server)
  const { error } = await sb.auth.signInWithPassword({ email, password })
  if (error) throw error
  return sb
}

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
        { factorId, webauthn: CLIENT_RP },
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
            publicKey: expectedCreationOptions(user, {
              requireResidentKey: false,
              userVerification: 'preferred',
            }),
          },
        },
      })
      expect(Math.abs((raw.json!.expires_at as number) - (now + 300))).toBeLessThanOrEqual(2)

      const key = new SoftAuthenticator()
      const ch = await challenge(sb, factorId)
      expect(ch.webauthn.type).toBe('create')
      const ok = await verify(
        sb,
        factorId,
        ch.id,
        'create',
        key.create(ch.webauthn.credential_options.publicKey.challenge, RIGHT),
      )
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
      const { email, password, key, factor } = await enrolled(server)
      const sb = await secondLogin(server, email, password)
      expect((await sb.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
        currentLevel: 'aal1',
        nextLevel: 'aal2',
      })
      const token = (await sb.auth.getSession()).data.session!.access_token
      const raw = await authPost(
        server,
        `/factors/${factor.id}/challenge`,
        { factorId: factor.id, webauthn: CLIENT_RP },
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
      const ch = await challenge(sb, factor.id)
      const ok = await verify(
        sb,
        factor.id,
        ch.id,
        'request',
        key.get(ch.webauthn.credential_options.publicKey.challenge, RIGHT),
      )
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
      const ch = await challenge(first, factor!.id)
      const c = ch.webauthn.credential_options.publicKey.challenge
      const viaClient = await verify(
        first,
        factor!.id,
        ch.id,
        'create',
        key.create(c, { ...RIGHT, origin: 'https://evil.example' }),
      )
      expect(viaClient.error).toMatchObject({
        name: 'AuthRetryableFetchError',
        status: 500,
        message: UNEXPECTED,
      })
      const wrongOrigin = await verifyRaw(
        server,
        first,
        factor!.id,
        ch.id,
        'create',
        key.create(c, { ...RIGHT, origin: 'https://evil.example' }),
      )
      expectAuthBody(wrongOrigin, 500, 'unexpected_failure', UNEXPECTED)
      const wrongRp = await verifyRaw(
        server,
        first,
        factor!.id,
        ch.id,
        'create',
        key.create(c, { ...RIGHT, rpId: 'evil.example' }),
      )
      expectAuthBody(wrongRp, 500, 'unexpected_failure', UNEXPECTED)
      const ok = await verify(first, factor!.id, ch.id, 'create', key.create(c, RIGHT))
      expect(ok.error).toBeNull()
      expect(session.access_token).not.toBe(ok.data!.access_token)

      const sb = await secondLogin(server, email, password)
      const req = await challenge(sb, factor!.id)
      const rc = req.webauthn.credential_options.publicKey.challenge
      const refusals = [
        tamperSignature(key.get(rc, RIGHT)),
        key.get(rc, { ...RIGHT, origin: 'http://localhost:4000' }),
        key.get(rc, { ...RIGHT, rpId: 'example.com' }),
        new SoftAuthenticator().get(rc, RIGHT),
      ]
      for (const answer of refusals) {
        expectAuthBody(
          await verifyRaw(server, sb, factor!.id, req.id, 'request', answer),
          500,
          'unexpected_failure',
          ASSERTION_FAILED,
        )
      }
      const wrongCeremony = await verifyRaw(
        server,
        sb,
        factor!.id,
        req.id,
        'create',
        key.create(rc, RIGHT),
      )
      expectAuthBody(wrongCeremony, 500, 'unexpected_failure', UNEXPECTED)
      expect((await verify(sb, factor!.id, req.id, 'request', key.get(rc, RIGHT))).error).toBeNull()
    })

    it('refuses a replayed or expired challenge and malformed verify parameters in GoTrue’s words', async () => {
      const { sb, key, factor, email, password } = await enrolled(server)
      const other = await challenge(sb, factor.id)
      const stale = await verifyRaw(
        server,
        sb,
        factor.id,
        other.id,
        'request',
        key.get('b3RoZXI', RIGHT),
      )
      expectAuthBody(stale, 500, 'unexpected_failure', ASSERTION_FAILED)

      const again = await secondLogin(server, email, password)
      const ch = await challenge(again, factor.id)
      const answer = key.get(ch.webauthn.credential_options.publicKey.challenge, RIGHT)
      expect((await verify(again, factor.id, ch.id, 'request', answer)).error).toBeNull()
      const replayed = await verify(again, factor.id, ch.id, 'request', answer)
      expectAuthError(
        replayed,
        422,
        'mfa_factor_not_found',
        'MFA factor with the provided challenge ID not found',
      )

      const late = await challenge(again, factor.id)
      await server.db.query(
        `update auth.mfa_challenges set created_at = now() - interval '301 seconds' where id = $1`,
        [late.id],
      )
      const expired = await verify(
        again,
        factor.id,
        late.id,
        'request',
        key.get(late.webauthn.credential_options.publicKey.challenge, RIGHT),
      )
      expectAuthError(
        expired,
        422,
        'mfa_challenge_expired',
        `MFA challenge ${late.id} has expired, verify against another challenge or create a new challenge.`,
      )

      const token = (await again.auth.getSession()).data.session!.access_token
      const post = (body: object) =>
        authPost(server, `/factors/${factor.id}/verify`, body, { token })
      const fresh = await challenge(again, factor.id)
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
      const { sb, email, password, factor, user } = await enrolled(server, 'laptop')
      const dup = await sb.auth.mfa.enroll({ factorType: 'webauthn', friendlyName: 'laptop' })
      expectAuthError(
        dup,
        422,
        'mfa_factor_name_conflict',
        'A factor with the friendly name "laptop" for this user already exists',
      )

      const aal1 = await secondLogin(server, email, password)
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
