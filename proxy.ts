import { NextResponse, type NextRequest } from 'next/server'
import { decide, ruleForPath } from '@/lib/auth/route-rules'
import { verifyAccessToken } from '@/lib/auth/verify-token'
import { PATH_HEADER } from '@/lib/auth/path-header'
import { env } from '@/lib/env'
import { createProxyClient } from '@/lib/supabase/proxy'

/**
 * The request gate: refreshes the Supabase session, verifies the access token and applies
 * the route table. It is a convenience for fast redirects; every signed-in layout checks
 * the session and role again on the server.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const rule = ruleForPath(path)
  const requestHeaders = new Headers(request.headers)
  requestHeaders.set(PATH_HEADER, path)

  if (!rule) return NextResponse.next({ request: { headers: requestHeaders } })

  const { supabase, response } = createProxyClient(request, requestHeaders)
  if (rule.kind === 'public') {
    // Refresh on page loads so server components never have to (they cannot save cookies).
    // Server actions (POST) are left alone: the sign-in action writes the auth cookies itself.
    if (request.method === 'GET' || request.method === 'HEAD') await supabase.auth.getSession()
    return response()
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
    return res
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
  return redirect
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico|.*\\.(?:svg|png|jpg|jpeg|gif|webp|ico|txt|xml)$).*)'],
}
