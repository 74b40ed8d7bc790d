import { describe, expect, it } from 'vitest'
import { authSuite } from './helpers'
import { client, signedUp, uniqueEmail, verifyOtp } from './users'
import { authFetch, authPost, expectAuthBody, expectAuthError } from './requests'

/**
 * Features supabase/local leaves off answer with GoTrue's own refusals (status, code, message),
 * not with a generic 404; and the verification / phone refusals GoTrue words by input.
 */
export const disabledSuite = authSuite((server) => {
  describe('auth/v1 features that are off', () => {
    it('identity linking: 404 manual_linking_disabled, after the bearer token is checked', async () => {
      const { sb, user, session } = await signedUp(server)
      const link = await sb.auth.linkIdentity({ provider: 'google' })
      expectAuthError(link, 404, 'manual_linking_disabled', 'Manual linking is disabled')
      const unlink = await sb.auth.unlinkIdentity(user.identities![0])
      expectAuthError(unlink, 404, 'manual_linking_disabled')
      const noToken = await authFetch(server, '/user/identities/authorize?provider=google')
      expect(noToken.status).toBe(401)
      expect(noToken.json!.code).toBe('no_authorization')
      const withToken = await authFetch(
        server,
        `/user/identities/${user.identities![0].identity_id}`,
        {
          method: 'DELETE',
          token: session.access_token,
        },
      )
      expectAuthBody(withToken, 404, 'manual_linking_disabled', 'Manual linking is disabled')
    })

    it('SSO / SAML: 404 saml_provider_disabled', async () => {
      const sso = await client(server).auth.signInWithSSO({ domain: 'school.example.com' })
      expectAuthError(sso, 404, 'saml_provider_disabled', 'SAML 2.0 is disabled')
      const metadata = await authFetch(server, '/sso/saml/metadata')
      expectAuthBody(metadata, 404, 'saml_provider_disabled', 'SAML 2.0 is disabled')
    })

    it('web3 and id_token grants answer as GoTrue with those providers off', async () => {
      const web3 = await authPost(server, '/token?grant_type=web3', {
        chain: 'solana',
        message: 'm',
        signature: 's',
      })
      expectAuthBody(web3, 422, 'web3_provider_disabled', 'Web3 provider is disabled')

      const google = await client(server).auth.signInWithIdToken({
        provider: 'google',
        token: 'header.payload.sig',
      })
      expectAuthError(
        google,
        400,
        'provider_disabled',
        'Provider (issuer "https://accounts.google.com") is not enabled',
      )
      const apple = await client(server).auth.signInWithIdToken({ provider: 'apple', token: 'x' })
      expect(apple.error).toMatchObject({
        message: 'Provider (issuer "https://appleid.apple.com") is not enabled',
      })
      const custom = await client(server).auth.signInWithIdToken({
        provider: 'my-idp' as never,
        token: 'x',
      })
      expectAuthError(custom, 400, 'validation_failed', 'Custom OIDC provider "my-idp" not allowed')
      // Missing parameters get GoTrue's OAuth-style body, without an error code.
      const missing = await authPost(server, '/token?grant_type=id_token', { provider: 'google' })
      expect(missing.status).toBe(400)
      expect(missing.json).toEqual({
        error: 'invalid request',
        error_description: 'id_token required',
      })
      expect(missing.headers.get('x-sb-error-code')).toBeNull()
      const noProvider = await authPost(server, '/token?grant_type=id_token', { id_token: 'x' })
      expect(noProvider.json).toEqual({
        error: 'invalid request',
        error_description: 'provider or client_id and issuer required',
      })
    })

    it('phone sign-up, phone OTP and phone verification answer as GoTrue with the phone provider off', async () => {
      const signUp = await client(server).auth.signUp({
        phone: '+358401234567',
        password: 'correct-horse-1',
      })
      expectAuthError(signUp, 400, 'phone_provider_disabled', 'Phone signups are disabled')
      const otp = await client(server).auth.signInWithOtp({ phone: '+358401234567' })
      expectAuthError(otp, 400, 'phone_provider_disabled', 'Unsupported phone provider')
      const badFormat = await verifyOtp(server, {
        phone: '0401234567',
        token: '123456',
        type: 'sms',
      })
      expectAuthError(
        badFormat,
        400,
        'validation_failed',
        'Invalid phone number format (E.164 required)',
      )
      const noUser = await verifyOtp(server, {
        phone: '+358401234567',
        token: '123456',
        type: 'sms',
      })
      expectAuthError(noUser, 403, 'otp_expired', 'Token has expired or is invalid')
    })

    it('verification without a usable token answers with GoTrue’s messages', async () => {
      const noToken = await authFetch(server, '/verify?type=signup')
      expectAuthBody(noToken, 400, 'validation_failed', 'Verify requires a token or a token hash')
      const neither = await authPost(server, '/verify', { type: 'email' })
      expectAuthBody(
        neither,
        400,
        'validation_failed',
        'Verify requires either a token or a token hash',
      )
      const codeOnly = await authPost(server, '/verify', { type: 'email', token: '123456' })
      const onlyOne = 'Only an email address or phone number should be provided on verify'
      expectAuthBody(codeOnly, 400, 'validation_failed', onlyOne)
      const badEmail = await verifyOtp(server, {
        email: 'nope',
        token: '123456',
        type: 'email',
      })
      expectAuthError(badEmail, 422, 'validation_failed', 'Invalid email format')
      const unknownCode = await verifyOtp(server, {
        email: uniqueEmail('ghost'),
        token: '123456',
        type: 'email',
      })
      expectAuthError(unknownCode, 403, 'otp_expired', 'Token has expired or is invalid')
      const unknownHash = await verifyOtp(server, {
        token_hash: 'f'.repeat(56),
        type: 'email',
      })
      expectAuthError(unknownHash, 403, 'otp_expired', 'Email link is invalid or has expired')
      const badType = await authPost(server, '/verify', { type: 'nonsense', token_hash: 'abc' })
      expectAuthBody(badType, 400, 'validation_failed', 'Invalid email verification type')
    })

    it('WebAuthn factors are refused with GoTrue’s disabled errors while [auth.mfa.web_authn] is off', async () => {
      const { sb, user } = await signedUp(server)
      const res = await sb.auth.mfa.enroll({ factorType: 'webauthn', friendlyName: 'key' })
      expectAuthError(
        res,
        422,
        'mfa_webauthn_enroll_not_enabled',
        'MFA enroll is disabled for WebAuthn',
      )

      // A factor enrolled while WebAuthn was on can be neither challenged nor verified once it is off;
      // GoTrue's verify refusal carries the enroll code with the verification message.
      const factorId = crypto.randomUUID()
      await server.db.query(
        `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at)
         values ($1, $2, 'old key', 'webauthn', 'unverified', now(), now())`,
        [factorId, user.id],
      )
      const challenge = await sb.auth.mfa.challenge({
        factorId,
        webauthn: { rpId: 'localhost', rpOrigins: [] },
      })
      expectAuthError(
        challenge,
        422,
        'mfa_webauthn_verify_not_enabled',
        'MFA verification is disabled for WebAuthn',
      )
      const verify = await sb.auth.mfa.verify({
        factorId,
        challengeId: crypto.randomUUID(),
        webauthn: {
          type: 'create',
          rpId: 'localhost',
          credential_response: { toJSON: () => ({}) } as never,
        },
      } as never)
      expectAuthError(
        verify,
        422,
        'mfa_webauthn_enroll_not_enabled',
        'MFA verification is disabled for WebAuthn',
      )
    })

    it('passkeys: every /passkeys route is 404 passkey_disabled, before the bearer token is looked at', async () => {
      const { sb } = await signedUp(server)
      expectAuthError(
        await sb.auth.passkey.list(),
        404,
        'passkey_disabled',
        'Passkeys are disabled',
      )
      expectAuthError(
        await sb.auth.passkey.startRegistration(),
        404,
        'passkey_disabled',
        'Passkeys are disabled',
      )
      const anon = client(server).auth.passkey
      expectAuthError(
        await anon.startAuthentication(),
        404,
        'passkey_disabled',
        'Passkeys are disabled',
      )
      const verify = await anon.verifyAuthentication({
        challengeId: crypto.randomUUID(),
        credential: {} as never,
      })
      expectAuthError(verify, 404, 'passkey_disabled', 'Passkeys are disabled')
      const noToken = await authPost(server, '/passkeys/registration/options', '{}')
      expectAuthBody(noToken, 404, 'passkey_disabled', 'Passkeys are disabled')
      const patch = await authFetch(server, `/passkeys/${crypto.randomUUID()}`, {
        method: 'PATCH',
        body: '{}',
      })
      expectAuthBody(patch, 404, 'passkey_disabled', 'Passkeys are disabled')
    })

    it('the OAuth 2.1 server is off: GoTrue has no such routes (plain-text 404 after the admin check)', async () => {
      const service = server.keys.serviceRoleKey
      const clients = await authFetch(server, '/admin/oauth/clients', { token: service })
      expect(clients.status).toBe(404)
      expect(clients.text).toBe('404 page not found\n')
      expect(clients.headers.get('content-type')).toBe('text/plain; charset=utf-8')
      const listed = await client(server, 'service').auth.admin.oauth.listClients()
      expect(listed.error).not.toBeNull()
      const anon = await authFetch(server, '/admin/oauth/clients')
      expect(anon.status).toBe(401)
      const register = await authPost(server, '/oauth/clients/register', '{}')
      expect(register.status).toBe(404)
      expect(register.text).toBe('404 page not found\n')
    })
  })
})
