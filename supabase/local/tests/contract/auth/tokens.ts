import { Secret, TOTP } from 'otpauth'

// The tokens auth/v1 hands out, as the tests read them: an access token's header and claims,
// its sign-in methods, and the TOTP codes of an enrolled factor.

export function decodeJwt(token: string) {
  const [h, p] = token.split('.')
  return {
    header: JSON.parse(Buffer.from(h, 'base64url').toString()) as Record<string, unknown>,
    payload: JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>,
  }
}

/** The sign-in methods an access token names (GoTrue's `amr` claim). */
export const amrMethods = (token: string) =>
  (decodeJwt(token).payload.amr as { method: string }[]).map((a) => a.method)

/** The TOTP generator for an enrolled factor's secret (SHA1, 6 digits, 30 s, as GoTrue). */
export const totp = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 })
