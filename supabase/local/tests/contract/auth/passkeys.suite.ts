import { describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import {
  authFetch,
  client,
  decodeJwt,
  expectAuthBody,
  expectAuthError,
  signedUp,
  totp,
  type AuthServer,
  authSuite,
  authPost,
} from './helpers'
import { SoftAuthenticator, tamperSignature, type CeremonyOptions } from './soft-authenticator'
import { expectedCreationOptions, RIGHT, WEBAUTHN_RP } from './webauthn.suite'

/** The passkey limit the entry file sets in `[auth.passkey] max_passkeys_per_user`. */
export const PASSKEY_LIMIT = 2

const WRONG_ORIGIN: CeremonyOptions = {
  rpId: WEBAUTHN_RP.rp_id,
  origin: 'http://evil.example:3000',
}
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/

interface CreationOptions {
  challenge: string
  user: { id: string }
}

async function registrationOptions(sb: SupabaseClient) {
  const res = await sb.auth.passkey.startRegistration()
  if (res.error) throw res.error
  return res.data as unknown as {
    challenge_id: string
    options: CreationOptions
    expires_at: number
  }
}

async function authenticationOptions(sb: SupabaseClient) {
  const res = await sb.auth.passkey.startAuthentication()
  if (res.error) throw res.error
  return res.data as unknown as {
    challenge_id: string
    options: { challenge: string }
    expires_at: number
  }
}

/** A signed-in user with one registered passkey, the authenticator holding it, and its user handle. */
async function withPasskey(server: AuthServer) {
  const user = await signedUp(server)
  const key = new SoftAuthenticator()
  const start = await registrationOptions(user.sb)
  const created = key.create(start.options.challenge, RIGHT)
  const done = await user.sb.auth.passkey.verifyRegistration({
    challengeId: start.challenge_id,
    credential: created as never,
  })
  if (done.error) throw done.error
  return { ...user, key, handle: start.options.user.id, passkey: done.data! }
}

/** Signs in with the passkey from a client of its own. */
async function signInWith(
  server: AuthServer,
  key: SoftAuthenticator,
  handle: string,
  origin = RIGHT,
) {
  const sb = client(server)
  const start = await authenticationOptions(sb)
  const answer = key.get(start.options.challenge, origin, handle)
  const res = await sb.auth.passkey.verifyAuthentication({
    challengeId: start.challenge_id,
    credential: answer as never,
  })
  return { sb, res, start, answer }
}

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
      const start = await registrationOptions(sb)
      const done = await sb.auth.passkey.verifyRegistration({
        challengeId: start.challenge_id,
        credential: key.create(start.options.challenge, RIGHT) as never,
      })
      expect(done.error).toBeNull()
      expect(done.data).toEqual({
        id: expect.any(String),
        friendly_name: 'Passkey',
        created_at: expect.stringMatching(ISO),
      })

      const again = await registrationOptions(sb)
      expect(again.options).toMatchObject({
        excludeCredentials: [{ type: 'public-key', id: key.id }],
      })
    })

    it('register → list → rename → sign in (session with amr passkey) → delete → sign-in refused', async () => {
      const { sb, user, key, handle, passkey } = await withPasskey(server)

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

      const signIn = await signInWith(server, key, handle)
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
          last_used_at: expect.stringMatching(ISO),
        },
      ])

      const deleted = await sb.auth.passkey.delete({ passkeyId: passkey.id })
      expect(deleted).toEqual({ data: null, error: null })
      expect((await sb.auth.passkey.list()).data).toEqual([])

      const refused = await signInWith(server, key, handle)
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
      const start = await registrationOptions(sb)
      const wrong = await sb.auth.passkey.verifyRegistration({
        challengeId: start.challenge_id,
        credential: key.create(start.options.challenge, WRONG_ORIGIN) as never,
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
      const { key, handle } = await withPasskey(server)

      const sb = client(server)
      const start = await authenticationOptions(sb)
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

      const elsewhere = await signInWith(server, key, handle, WRONG_ORIGIN)
      expectAuthError(
        elsewhere.res,
        400,
        'webauthn_verification_failed',
        'Credential verification failed',
      )

      const ok = await signInWith(server, key, handle)
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

    it('refuses an expired challenge, and malformed verify requests in GoTrue’s words', async () => {
      const { key, handle } = await withPasskey(server)
      const sb = client(server)
      const start = await authenticationOptions(sb)
      await server.db.query(
        `update auth.webauthn_challenges set expires_at = now() - interval '1 second' where id = $1`,
        [start.challenge_id],
      )
      const late = await sb.auth.passkey.verifyAuthentication({
        challengeId: start.challenge_id,
        credential: key.get(start.options.challenge, RIGHT, handle) as never,
      })
      expectAuthError(late, 400, 'webauthn_challenge_expired', 'Challenge has expired')

      const post = (body: object) => authPost(server, '/passkeys/authentication/verify', body)
      expectAuthBody(await post({}), 400, 'validation_failed', 'challenge_id is required')
      expectAuthBody(
        await post({ challenge_id: 'x' }),
        400,
        'validation_failed',
        'credential is required',
      )
      expectAuthBody(
        await post({ challenge_id: 'x', credential: {} }),
        400,
        'validation_failed',
        'challenge_id must be a valid UUID',
      )
      const fresh = await authenticationOptions(sb)
      expectAuthBody(
        await post({ challenge_id: fresh.challenge_id, credential: { id: 'AA' } }),
        400,
        'webauthn_verification_failed',
        'Invalid credential response',
      )
    })

    it('rename and delete refuse unknown or foreign passkeys; names are required and at most 120 characters', async () => {
      const owner = await withPasskey(server)
      const other = await signedUp(server)
      const notFound = ['validation_failed', 'Passkey not found'] as const
      expectAuthError(
        await other.sb.auth.passkey.update({ passkeyId: owner.passkey.id, friendlyName: 'mine' }),
        404,
        ...notFound,
      )
      expectAuthError(
        await other.sb.auth.passkey.delete({ passkeyId: owner.passkey.id }),
        404,
        ...notFound,
      )
      const bad = await authFetch(server, '/passkeys/not-a-uuid', {
        method: 'DELETE',
        token: other.session.access_token,
      })
      expectAuthBody(bad, 404, ...notFound)
      expectAuthError(
        await owner.sb.auth.passkey.update({ passkeyId: owner.passkey.id, friendlyName: '' }),
        400,
        'validation_failed',
        'friendly_name is required',
      )
      expectAuthError(
        await owner.sb.auth.passkey.update({
          passkeyId: owner.passkey.id,
          friendlyName: 'é'.repeat(121),
        }),
        400,
        'validation_failed',
        'friendly_name must be 120 characters or less',
      )
      const longest = await owner.sb.auth.passkey.update({
        passkeyId: owner.passkey.id,
        friendlyName: 'é'.repeat(120),
      })
      expect(longest.error).toBeNull()
      expect((await owner.sb.auth.passkey.list()).data).toHaveLength(1)
    })

    it('a user with a verified MFA factor adds or removes passkeys only at aal2; renames and lists at aal1', async () => {
      const { sb, passkey } = await withPasskey(server)
      const { data: factor, error } = await sb.auth.mfa.enroll({ factorType: 'totp' })
      if (error) throw error
      const aal1 = [
        'insufficient_aal',
        'AAL2 session is required to manage passkeys when MFA is enabled',
      ] as const
      const challenged = await sb.auth.mfa.challengeAndVerify({
        factorId: factor.id,
        code: totp(factor.totp.secret).generate(),
      })
      expect(challenged.error).toBeNull()

      const { data: signIn } = await client(server).auth.signInWithPassword({
        email: (await sb.auth.getUser()).data.user!.email!,
        password: 'correct-horse-1',
      })
      const token = signIn.session!.access_token
      const options = await authPost(server, '/passkeys/registration/options', '{}', { token })
      expectAuthBody(options, 403, ...aal1)
      const del = await authFetch(server, `/passkeys/${passkey.id}`, { method: 'DELETE', token })
      expectAuthBody(del, 403, ...aal1)
      const rename = await authFetch(server, `/passkeys/${passkey.id}`, {
        method: 'PATCH',
        token,
        body: JSON.stringify({ friendly_name: 'at aal1' }),
      })
      expect(rename.status).toBe(200)
      expect((await authFetch(server, '/passkeys', { token })).json).toEqual([
        { id: passkey.id, friendly_name: 'at aal1', created_at: passkey.created_at },
      ])

      expect((await sb.auth.passkey.startRegistration()).error).toBeNull()
      expect(await sb.auth.passkey.delete({ passkeyId: passkey.id })).toEqual({
        data: null,
        error: null,
      })
    })

    it('admin lists and deletes a user’s passkeys; unknown users and passkeys are 404', async () => {
      const { user, passkey, sb } = await withPasskey(server)
      const admin = client(server, 'service').auth.admin.passkey
      const listed = await admin.listPasskeys({ userId: user.id })
      expect(listed).toEqual({
        data: [{ id: passkey.id, friendly_name: 'Passkey', created_at: passkey.created_at }],
        error: null,
      })
      const stranger = crypto.randomUUID()
      expectAuthError(
        await admin.listPasskeys({ userId: stranger }),
        404,
        'user_not_found',
        'User not found',
      )
      expectAuthError(
        await admin.deletePasskey({ userId: user.id, passkeyId: stranger }),
        404,
        'validation_failed',
        'Passkey not found',
      )
      const other = await signedUp(server)
      expectAuthError(
        await admin.deletePasskey({ userId: other.user.id, passkeyId: passkey.id }),
        404,
        'validation_failed',
        'Passkey not found',
      )
      const notAdmin = await authFetch(server, `/admin/users/${user.id}/passkeys`, {
        token: other.session.access_token,
      })
      expectAuthBody(notAdmin, 403, 'not_admin', 'User not allowed')

      expect(await admin.deletePasskey({ userId: user.id, passkeyId: passkey.id })).toEqual({
        data: null,
        error: null,
      })
      expect((await sb.auth.passkey.list()).data).toEqual([])
    })

    it('shows user_metadata.name as the display name; a challenge is bound to its user; a banned user cannot sign in', async () => {
      const named = await signedUp(server, { name: 'Ada Lovelace' })
      const start = await registrationOptions(named.sb)
      expect(start.options).toMatchObject({
        user: { name: named.email, displayName: 'Ada Lovelace' },
      })

      const other = await signedUp(server)
      const stolen = await other.sb.auth.passkey.verifyRegistration({
        challengeId: start.challenge_id,
        credential: new SoftAuthenticator().create(start.options.challenge, RIGHT) as never,
      })
      expectAuthError(
        stolen,
        400,
        'webauthn_challenge_not_found',
        'Challenge not found or already used',
      )

      const { user, key, handle } = await withPasskey(server)
      const ban = await client(server, 'service').auth.admin.updateUserById(user.id, {
        ban_duration: '1h',
      })
      expect(ban.error).toBeNull()
      const banned = await signInWith(server, key, handle)
      expectAuthError(banned.res, 403, 'user_banned', 'User is banned')
    })

    it('needs a bearer token to register or list; stops at max_passkeys_per_user', async () => {
      const anon = await authPost(server, '/passkeys/registration/options', '{}')
      expectAuthBody(anon, 401, 'no_authorization', 'This endpoint requires a valid Bearer token')
      expectAuthBody(
        await authFetch(server, '/passkeys'),
        401,
        'no_authorization',
        'This endpoint requires a valid Bearer token',
      )

      const { sb } = await withPasskey(server)
      for (let i = 1; i < PASSKEY_LIMIT; i++) {
        const start = await registrationOptions(sb)
        const done = await sb.auth.passkey.verifyRegistration({
          challengeId: start.challenge_id,
          credential: new SoftAuthenticator().create(start.options.challenge, RIGHT) as never,
        })
        expect(done.error).toBeNull()
      }
      expectAuthError(
        await sb.auth.passkey.startRegistration(),
        422,
        'too_many_passkeys',
        'Maximum number of passkeys reached',
      )
    })
  })
})
