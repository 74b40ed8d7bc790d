// Who is calling: the user whose access token the request carries, as the auth server tells
// it (GET auth/v1/user). The gateway's verify_jwt lets the anon key through, and the anon key
// is public, so a function that works for users only, or counts per user, asks here; a token
// of a user who has been removed or signed out everywhere is refused too.

/** The id of the signed-in user making `req`, or null (no token, the anon key, a refused token). */
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

/**
 * The user a request's access token names (its `sub`, when its role is `authenticated`),
 * read without asking anybody: the gateway has checked the token's signature (verify_jwt),
 * but only signedInUserId tells whether the user still exists and is signed in. A function
 * uses it to count a request against its user from the moment it arrives, before any await
 * on the network, and then confirms it with signedInUserId.
 */
export function claimedUserId(req: Request): string | null {
  const token = (req.headers.get('Authorization') ?? '').match(
    /^Bearer\s+([^.\s]+)\.([^.\s]+)\.[^.\s]*$/i,
  )
  if (!token) return null
  try {
    const claims = JSON.parse(atob(token[2].replace(/-/g, '+').replace(/_/g, '/')))
    return claims?.role === 'authenticated' && typeof claims.sub === 'string' && claims.sub
      ? claims.sub
      : null
  } catch {
    return null
  }
}
