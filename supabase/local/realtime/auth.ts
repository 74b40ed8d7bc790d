import { decodeJwt } from 'jose'
import { JwtError, PUBLISHABLE_KEY, SECRET_KEY, type Keys } from '../keys'

export interface Claims {
  role: string
  exp: number
  sub?: string
  [claim: string]: unknown
}

export type TokenCheck = { ok: true; claims: Claims } | { ok: false; code: string; message: string }

// The new-format keys carry no expiry; they stand for their role as long as they are valid.
const NEVER = 2 ** 31 - 1

/**
 * Checks a channel's access token as Realtime does at join and on refresh: signed by this
 * server's keys, not expired, with `role` and `exp`. Errors carry Realtime's codes and texts.
 */
export async function checkToken(keys: Keys, token: string): Promise<TokenCheck> {
  if (token === PUBLISHABLE_KEY) return { ok: true, claims: { role: 'anon', exp: NEVER } }
  if (token === SECRET_KEY) return { ok: true, claims: { role: 'service_role', exp: NEVER } }
  if (token.split('.').length !== 3) {
    return { ok: false, code: 'MalformedJWT', message: 'The token provided is not a valid JWT' }
  }
  let payload: Record<string, unknown>
  try {
    payload = await keys.verify(token)
  } catch (e) {
    if (!(e instanceof JwtError)) throw e
    if (e.reason === 'expired') return expired(token)
    return { ok: false, code: 'JwtSignatureError', message: 'Failed to validate JWT signature' }
  }
  if (typeof payload.role !== 'string' || typeof payload.exp !== 'number') {
    return {
      ok: false,
      code: 'InvalidJWTToken',
      message: 'Fields `role` and `exp` are required in JWT',
    }
  }
  if (payload.exp <= Date.now() / 1000) return expired(token)
  return { ok: true, claims: payload as Claims }
}

function expired(token: string): TokenCheck {
  let ago = 0
  try {
    const exp = decodeJwt(token).exp
    if (typeof exp === 'number') ago = Math.max(0, Math.floor(Date.now() / 1000 - exp))
  } catch {
    // The signature was checked already; an unreadable exp only changes the message.
  }
  return { ok: false, code: 'InvalidJWTToken', message: `Token has expired ${ago} seconds ago` }
}
