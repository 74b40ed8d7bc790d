import { NextResponse, type NextRequest } from 'next/server'
import { decide, ruleForPath } from '@/lib/auth/route-rules'
import { verifyAccessToken } from '@/lib/auth/verify-token'
import { PATH_HEADER } from '@/lib/auth/path-header'
import { env } from '@/lib/env'
import { createProxyClient } from '@/lib/supabase/proxy'
import {
  contentSecurityPolicy,
  newNonce,
  NONCE_HEADER,
} from '@/lib/security/content-security-policy'

const CSP_HEADER = 'Content-Security-Policy'

/** The response with the page's policy (every answer gets it: a redirect's is harmless). */
function withPolicy<R extends Response>(response: R, policy: string): R {
  response.headers.set(CSP_HEADER, policy)
  return response
}

/**
 * The request gate: sets the page's Content-Security-Policy with a fresh nonce, refreshes the
 * Supabase session, verifies the access token and applies the route table. The route table is
 * a convenience for fast redirects; every signed-in layout checks the session and role again
 * on the server.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const rule = ruleForPath(path)
  const requestHeaders = new Headers(request.headers)
  requestHeaders.set(PATH_HEADER, path)
  // Next.js takes the nonce for its own scripts from the request's copy of the policy.
  const nonce = newNonce()
  const policy = contentSecurityPolicy({
    nonce,
    supabaseUrl: env.NEXT_PUBLIC_SUPABASE_URL,
    dev: process.env.NODE_ENV === 'development',
  })
  requestHeaders.set(NONCE_HEADER, nonce)
  requestHeaders.set(CSP_HEADER, policy)

  if (!rule) return withPolicy(NextResponse.next({ request: { headers: requestHeaders } }), policy)

  const { supabase, response } = createProxyClient(request, requestHeaders)
  if (rule.kind === 'public') {
    // Refresh on page loads so server components never have to (they cannot save cookies).
    // Server actions (POST) are left alone: the sign-in action writes the auth cookies itself.
    if (request.method === 'GET' || request.method === 'HEAD') await supabase.auth.getSession()
    return withPolicy(response(), policy)
  }

  // Nothing may run between creating the client and this call (refresh-token reuse).
  const { data } = await supabase.auth.getSession()
  const token = data.session?.access_token
  const claims = token
    ? await verifyAccessToken(token, env.NEXT_PUBLIC_SUPABASE_URL, async (t) => {
        const { data: user } = await supabase.auth.getUser(t)
        return user.user
      })
    : null

  const decision = decide(path, claims ? (claims.role ?? 'unknown') : null)
  if (decision.action === 'allow') {
    const res = response()
    // Private pages must not be kept by the browser: Back after logout shows nothing.
    res.headers.set('Cache-Control', 'private, no-store, max-age=0')
    return withPolicy(res, policy)
  }

  const target =
    decision.action === 'sign-in'
      ? new URL(`/auth?next=${encodeURIComponent(path + search)}`, request.url)
      : new URL(`/dashboard?denied=${encodeURIComponent(path)}`, request.url)
  const redirect = NextResponse.redirect(target)
  // Keep any cookies the refresh wrote, or the browser would keep a used refresh token.
  response()
    .cookies.getAll()
    .forEach((cookie) => redirect.cookies.set(cookie))
  redirect.headers.set('Cache-Control', 'private, no-store, max-age=0')
  return withPolicy(redirect, policy)
}

export const config = {
  matcher: [
    '/((?!_next/static|_next/image|favicon.ico|.*\\.(?:svg|png|jpg|jpeg|gif|webp|ico|txt|xml)$).*)',
  ],
}
