import { describe, expect, it } from 'vitest'
import { authServerForFile } from './helpers'
import { client, passwordSignIn, signedUp, uniqueEmail, verifyOtp } from './users'
import { authFetch, expectAuthBody, expectAuthError } from './requests'
import { decodeJwt } from './tokens'
import { hs256Suite } from './keys.suite'

// HS256 (no signing_keys_path), short tokens, sign-ups and TOTP off, strict rate limits.
const server = authServerForFile({
  auth: {
    signing_keys_path: undefined,
    jwt_expiry: 120, // above auth-js's 90 s refresh margin, so reads do not refresh
    enable_signup: false,
    rate_limit: { sign_in_sign_ups: 20, token_refresh: 3, token_verifications: 3 },
    mfa: { totp: { enroll_enabled: false, verify_enabled: false } },
  },
})

hs256Suite(() => server)

describe('auth/v1 with features switched off', () => {
  it('issues tokens for jwt_expiry seconds', async () => {
    const { session } = await signedUp(server)
    const { payload } = decodeJwt(session.access_token)
    expect((payload.exp as number) - (payload.iat as number)).toBe(120)
    expect(session.expires_in).toBe(120)
  })

  it('refuses sign-ups with 422 signup_disabled and says so in /settings', async () => {
    const { error } = await client(server).auth.signUp({
      email: uniqueEmail('closed'),
      password: 'correct-horse-1',
    })
    expect(error).toMatchObject({ status: 422, code: 'signup_disabled' })
    expect((await authFetch(server, '/settings')).json).toMatchObject({ disable_signup: true })
  })

  it('refuses TOTP enrollment when [auth.mfa.totp] enroll_enabled is false', async () => {
    const { sb } = await signedUp(server)
    const { error } = await sb.auth.mfa.enroll({ factorType: 'totp' })
    expect(error).toMatchObject({ status: 422, code: 'mfa_totp_enroll_not_enabled' })
  })
})

describe('auth/v1 rate limits (per IP, 5-minute window)', () => {
  it('token_refresh: the 4th refresh in the window gets 429 over_request_rate_limit', async () => {
    const { sb } = await signedUp(server)
    for (let i = 0; i < 3; i++) expect((await sb.auth.refreshSession()).error).toBeNull()
    const res = await authFetch(server, '/token?grant_type=refresh_token', {
      method: 'POST',
      body: JSON.stringify({
        refresh_token: (await sb.auth.getSession()).data.session!.refresh_token,
      }),
    })
    expectAuthBody(res, 429, 'over_request_rate_limit', 'Request rate limit reached')
    expect(res.headers.get('x-sb-error-code')).toBe('over_request_rate_limit')
  })

  it('token_verifications: /verify and MFA verify share a bucket; the 4th attempt gets 429', async () => {
    for (let i = 0; i < 3; i++) {
      const r = await verifyOtp(server, { type: 'email', token_hash: `nope-${i}` })
      expectAuthError(r, 403, 'otp_expired')
    }
    const limited = await verifyOtp(server, { type: 'email', token_hash: 'nope-4' })
    expectAuthError(limited, 429, 'over_request_rate_limit')
  })

  it('sign_in_sign_ups: password sign-ins are cut off at the limit, even with the right password', async () => {
    const { email, password } = await signedUp(server)
    let attempts = 0
    let last = await passwordSignIn(server, email, 'wrong-password')
    while (last.error?.code === 'invalid_credentials' && attempts < 25) {
      attempts++
      last = await passwordSignIn(server, email, 'wrong-password')
    }
    expectAuthError(last, 429, 'over_request_rate_limit')
    expect(attempts).toBeLessThan(20)
    const right = await passwordSignIn(server, email, password)
    expectAuthError(right, 429, 'over_request_rate_limit')
  })
})
