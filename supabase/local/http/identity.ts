import type { JWTPayload } from 'jose'
import { JwtError, PUBLISHABLE_KEY, SECRET_KEY, type Keys } from '../keys'

/**
 * Who a request is, as the Supabase gateway and PostgREST decide it: the bearer token's `role`
 * claim, `anon` when there is no Authorization header. The new-format keys stand for their
 * roles. Used by every data-plane module (rest, storage, realtime, functions).
 */
export interface Identity {
  role: string
  claims: JWTPayload & { role: string }
  /** The verified bearer token, when there was one. */
  token: string | null
}

export type IdentityResult =
  { ok: true; identity: Identity } | { ok: false; reason: 'expired' | 'invalid'; message: string }

export async function resolveIdentity(
  keys: Keys,
  authorization: string | undefined,
): Promise<IdentityResult> {
  if (!authorization)
    return { ok: true, identity: { role: 'anon', claims: { role: 'anon' }, token: null } }
  const m = /^Bearer\s+(\S+)$/i.exec(authorization.trim())
  if (!m)
    return {
      ok: false,
      reason: 'invalid',
      message: 'Authorization header must be "Bearer <token>"',
    }
  const token = m[1]
  if (token === PUBLISHABLE_KEY)
    return { ok: true, identity: { role: 'anon', claims: { role: 'anon' }, token } }
  if (token === SECRET_KEY) {
    return { ok: true, identity: { role: 'service_role', claims: { role: 'service_role' }, token } }
  }
  if (token.split('.').length !== 3) {
    return {
      ok: false,
      reason: 'invalid',
      message: `Expected 3 parts in JWT; got ${token.split('.').length}`,
    }
  }
  try {
    const payload = await keys.verify(token)
    const role = typeof payload.role === 'string' && payload.role ? payload.role : 'anon'
    return { ok: true, identity: { role, claims: { ...payload, role }, token } }
  } catch (e) {
    if (e instanceof JwtError)
      return {
        ok: false,
        reason: e.reason,
        message: e.reason === 'expired' ? 'JWT expired' : e.message,
      }
    throw e
  }
}
