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
