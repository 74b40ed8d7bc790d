// Who is calling. The functions are deployed with verify_jwt off (supabase/config.toml: the
// hosted gateway's check refuses every token signed with the project's asymmetric keys, which
// are the tokens Oppi's users hold), so nothing in front of a function has looked at the token:
// each function checks it here before it does anything costly or takes any shared resource.
//
// Two checks, cheapest first:
// - verifiedUserId: the token's signature against the project's published keys (JWKS), its
//   expiry and its role. No network after the keys are first fetched, so a flood of forged or
//   anonymous requests is refused at the cost of a signature check each.
// - signedInUserId: the auth server (GET auth/v1/user). A token stays valid until it expires
//   (up to an hour) even after its user was deleted or its session ended (signing out
//   everywhere, a revoked session); only the auth server knows that.
import { createRemoteJWKSet, errors, jwtVerify } from 'npm:jose@6.2.17'
import { json } from './cors.ts'

/**
 * The project's public signing keys. jose fetches them on the first check, keeps them, and
 * fetches them again (at most once every 30 seconds) when a token names a key it does not
 * have, so a rotated key is picked up without a restart.
 */
const projectKeys = createRemoteJWKSet(
  new URL(`${Deno.env.get('SUPABASE_URL')}/auth/v1/.well-known/jwks.json`),
)

/**
 * The algorithms of the project's signing keys. HS256 is left out on purpose: the legacy
 * secret is not given to functions, and the HS256 tokens a caller could hold are the public
 * anon key and the service role key, neither of which is a user.
 */
const ALGORITHMS = ['ES256', 'RS256']

/** Errors that mean "this token is not one of ours, or no longer valid": the caller's fault. */
const REFUSED_TOKEN = [
  errors.JWSInvalid,
  errors.JWTInvalid,
  errors.JWSSignatureVerificationFailed,
  errors.JWTExpired,
  errors.JWTClaimValidationFailed,
  errors.JOSEAlgNotAllowed,
  errors.JWKSNoMatchingKey,
  errors.JWKSMultipleMatchingKeys,
  errors.JOSENotSupported,
]

/** The answer a caller who is not a signed-in user gets; the app shows its sign-in message for it. */
export const signInRequired = () => json(401, { error: 'sign_in_required' })

/**
 * The signed-in user `req` is made by, from its bearer token: the token must be signed with one
 * of the project's keys, unexpired, for the `authenticated` role, name its user (`sub`) and not
 * be an anonymous sign-in. Otherwise the 401 answer to send. When the project's keys cannot be
 * fetched, 503 `auth_unavailable`: the caller may be signed in, and asking again later may work.
 */
export async function verifiedUserId(req: Request): Promise<string | Response> {
  const token = /^Bearer\s+(\S+)$/i.exec(req.headers.get('Authorization') ?? '')?.[1]
  if (!token) return signInRequired()
  try {
    const { payload } = await jwtVerify(token, projectKeys, {
      algorithms: ALGORITHMS,
      requiredClaims: ['exp', 'sub'],
    })
    const ok =
      payload.role === 'authenticated' &&
      typeof payload.sub === 'string' &&
      payload.sub !== '' &&
      payload.is_anonymous !== true
    return ok ? payload.sub! : signInRequired()
  } catch (e) {
    if (REFUSED_TOKEN.some((refused) => e instanceof refused)) return signInRequired()
    console.error('checking the caller’s token failed:', e instanceof Error ? e.message : e)
    return json(503, { error: 'auth_unavailable' })
  }
}

/**
 * The user the auth server finds for the token `req` carries, or null when it refuses it (the
 * user is gone, the token's session has ended, or the token is not valid). Call it after
 * verifiedUserId and compare the two.
 */
export async function signedInUserId(req: Request): Promise<string | null> {
  const authorization = req.headers.get('Authorization') ?? ''
  if (!/^Bearer\s+\S/i.test(authorization)) return null
  const res = await fetch(`${Deno.env.get('SUPABASE_URL')}/auth/v1/user`, {
    headers: { Authorization: authorization, apikey: Deno.env.get('SUPABASE_ANON_KEY')! },
  })
  if (!res.ok) {
    await res.body?.cancel()
    return null
  }
  const user = await res.json().catch(() => null)
  return typeof user?.id === 'string' ? user.id : null
}
