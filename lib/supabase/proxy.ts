import { createServerClient } from '@supabase/ssr'
import { NextResponse, type NextRequest } from 'next/server'
import { env } from '@/lib/env'

/**
 * A Supabase client for proxy.ts. Refreshed cookies are written to the request (so the
 * render that follows sees them and does not refresh the same token twice) and to the
 * response (so the browser keeps them). `response()` returns the latest response.
 */
export function createProxyClient(request: NextRequest, requestHeaders: Headers) {
  let response = NextResponse.next({ request: { headers: requestHeaders } })
  const noStore: Record<string, string> = {}

  const supabase = createServerClient(
    env.NEXT_PUBLIC_SUPABASE_URL,
    env.NEXT_PUBLIC_SUPABASE_ANON_KEY,
    {
      cookies: {
        getAll: () => request.cookies.getAll(),
        setAll: (toSet, headers) => {
          toSet.forEach(({ name, value }) => request.cookies.set(name, value))
          // Rebuild so the forwarded Cookie header carries the refreshed values.
          requestHeaders.set('cookie', request.headers.get('cookie') ?? '')
          response = NextResponse.next({ request: { headers: requestHeaders } })
          toSet.forEach(({ name, value, options }) => response.cookies.set(name, value, options))
          Object.assign(noStore, headers)
        },
      },
    },
  )

  return {
    supabase,
    response: () => {
      // A response that sets auth cookies must never be cached by a CDN.
      Object.entries(noStore).forEach(([key, value]) => response.headers.set(key, value))
      return response
    },
  }
}
