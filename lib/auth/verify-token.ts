import {
  createRemoteJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  jwtVerify,
  type JWTVerifyGetKey,
} from 'jose'
import { toAppClaims, type AppClaims } from './claims'

/** How long published keys are trusted before they are fetched again. */
export const JWKS_CACHE_MS = 10 * 60 * 1000
const ASYMMETRIC = ['ES256', 'RS256'] as const
const SYMMETRIC = ['HS256', 'HS384', 'HS512']

const keySets = new Map<string, JWTVerifyGetKey>()

function jwksFor(supabaseUrl: string): JWTVerifyGetKey {
  const url = `${supabaseUrl.replace(/\/$/, '')}/auth/v1/.well-known/jwks.json`
  let set = keySets.get(url)
  if (!set) {
    // jose refetches on an unknown `kid` (at most every 30 s) and after the cache age.
    set = createRemoteJWKSet(new URL(url), {
      cacheMaxAge: JWKS_CACHE_MS,
      cooldownDuration: 30_000,
      timeoutDuration: 5_000,
    })
    keySets.set(url, set)
  }
  return set
}

/** Asks the auth server whether it accepts the token (for HS256 projects). */
export type ServerUserCheck = (token: string) => Promise<{ id: string } | null>

/**
 * Verifies a Supabase access token. ES256/RS256 tokens are checked locally against the
 * published JWKS; HS256 tokens cannot be (their secret is never published), so the auth
 * server is asked instead. Expired, tampered, forged and `alg: none` tokens give null.
 */
export async function verifyAccessToken(
  token: string,
  supabaseUrl: string,
  checkWithServer: ServerUserCheck,
): Promise<AppClaims | null> {
  let alg: string | undefined
  try {
    alg = decodeProtectedHeader(token).alg
  } catch {
    return null
  }
  try {
    if (alg && (ASYMMETRIC as readonly string[]).includes(alg)) {
      const { payload } = await jwtVerify(token, jwksFor(supabaseUrl), {
        algorithms: [...ASYMMETRIC],
        audience: 'authenticated',
        clockTolerance: 5,
      })
      return toAppClaims(payload)
    }
    if (alg && SYMMETRIC.includes(alg)) {
      const payload = decodeJwt(token)
      if (typeof payload.exp !== 'number' || payload.exp * 1000 <= Date.now()) return null
      const user = await checkWithServer(token)
      if (!user || user.id !== payload.sub) return null
      return toAppClaims(payload)
    }
    return null
  } catch {
    // Bad signature, unknown key, expired, wrong audience, network failure: not signed in.
    return null
  }
}
