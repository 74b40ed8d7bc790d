import { describe, expect, it } from 'vitest'
import { authSuite } from './helpers'
import { client, passwordSignIn, signedUp } from './users'
import { authFetch, authPost, expectAuthBody, expectAuthError } from './requests'
import { totp } from './tokens'
import { SoftAuthenticator } from './soft-authenticator'
import { RIGHT } from './webauthn-ceremonies'
import * as ceremonies from './passkey-ceremonies'

/** Passkeys' refusals and rules as GoTrue words them: expired and malformed verifies, names, aal2, admin, limits. */
export const passkeyRulesSuite = authSuite((server) => {
  describe('auth/v1 passkeys: refusals and rules', () => {
    it('refuses an expired challenge, and malformed verify requests in GoTrue’s words', async () => {
      const { key, handle } = await ceremonies.withPasskey(server)
      const sb = client(server)
      const start = await ceremonies.authenticationOptions(sb)
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
      const fresh = await ceremonies.authenticationOptions(sb)
      expectAuthBody(
        await post({ challenge_id: fresh.challenge_id, credential: { id: 'AA' } }),
        400,
        'webauthn_verification_failed',
        'Invalid credential response',
      )
    })

    it('rename and delete refuse unknown or foreign passkeys; names are required and at most 120 characters', async () => {
      const owner = await ceremonies.withPasskey(server)
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
      const { sb, passkey } = await ceremonies.withPasskey(server)
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

      const { data: signIn } = await passwordSignIn(
        server,
        (await sb.auth.getUser()).data.user!.email!,
        'correct-horse-1',
      )
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
      const { user, passkey, sb } = await ceremonies.withPasskey(server)
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
      const start = await ceremonies.registrationOptions(named.sb)
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

      const { user, key, handle } = await ceremonies.withPasskey(server)
      const ban = await client(server, 'service').auth.admin.updateUserById(user.id, {
        ban_duration: '1h',
      })
      expect(ban.error).toBeNull()
      const banned = await ceremonies.signInWith(server, key, handle)
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

      const { sb } = await ceremonies.withPasskey(server)
      for (let i = 1; i < ceremonies.PASSKEY_LIMIT; i++) {
        const start = await ceremonies.registrationOptions(sb)
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
