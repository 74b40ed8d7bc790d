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

const CLOCK_TOLERANCE_S = 5

/**
 * Signature checks already made, by token. Every request checks its token twice (the request
 * gate, then the page), and the same token comes back on every request until it is refreshed,
 * while an ES256 check costs about as much CPU as rendering a small page's header. An entry is
 * used until the token expires (with the same tolerance as the check itself) and never longer
 * than the published keys are trusted, so a key taken out of the key set stops being honoured
 * within the same time as without the cache.
 */
const verified = new Map<string, { claims: AppClaims; expiresAt: number; checkedAt: number }>()
const MAX_VERIFIED = 2000

function stillValid(entry: { expiresAt: number; checkedAt: number }) {
  const now = Date.now()
  return now < entry.expiresAt + CLOCK_TOLERANCE_S * 1000 && now - entry.checkedAt < JWKS_CACHE_MS
}

function remember(key: string, claims: AppClaims) {
  // The oldest entry goes first (a Map keeps insertion order).
  if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value as string)
  // Frozen: every request with this token gets the same object.
  verified.set(key, {
    claims: Object.freeze(claims),
    expiresAt: claims.expiresAt * 1000,
    checkedAt: Date.now(),
  })
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
      const key = `${supabaseUrl} ${token}`
      const known = verified.get(key)
      if (known && stillValid(known)) return known.claims
      verified.delete(key)
      const { payload } = await jwtVerify(token, jwksFor(supabaseUrl), {
        algorithms: [...ASYMMETRIC],
        audience: 'authenticated',
        clockTolerance: CLOCK_TOLERANCE_S,
      })
      const claims = toAppClaims(payload)
      if (claims) remember(key, claims)
      return claims
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
