import 'server-only'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import type { OwnProfile } from '@/lib/data/profiles'
import type { ServerSupabase } from '@/lib/supabase/server'
import type { Role } from './roles'
import {
  getClaims,
  getCurrentUser,
  getSupabase,
  needsSecondFactor,
  type CurrentUser,
} from './session'
import { PATH_HEADER } from './path-header'
import { FACTOR_REQUIRED_URL, FACTOR_SETUP_PATH, factorOwed } from './second-factor'
import { inAudience, type Audience } from './route-rules'

async function requestedPath(fallback: string): Promise<string> {
  return (await headers()).get(PATH_HEADER) ?? fallback
}

/**
 * The server-side guard every signed-in layout runs (the proxy is only a convenience):
 * no verified session → /auth; a session that still owes its second factor → the code step.
 */
export async function requireUser(fallbackPath = '/dashboard'): Promise<CurrentUser> {
  const user = await getCurrentUser()
  if (!user) {
    redirect(`/auth?next=${encodeURIComponent(await requestedPath(fallbackPath))}`)
  }
  // The profile read already says whether a verified factor exists and whether the school
  // requires one of its staff (no extra request); without a profile, ask the auth server.
  if (user.profile.status === 'ok') {
    const owed = factorOwed({ aal: user.claims.aal, ...user.profile.profile })
    if (owed === 'code') redirect('/auth?step=mfa')
    // The database keeps sensitive data from staff without a factor while their school
    // requires one; every page but the set-up one leads there, with the reason.
    if (owed === 'setup' && (await requestedPath(fallbackPath)) !== FACTOR_SETUP_PATH)
      redirect(FACTOR_REQUIRED_URL)
  } else if (user.claims.aal !== 'aal2' && (await needsSecondFactor(user.claims))) {
    redirect('/auth?step=mfa')
  }
  return user
}

/**
 * The role check of a route group's layout, for the audience the route table gives that
 * group. The role comes from the profile (database), not the token.
 */
export async function requireAudience(audience: Audience): Promise<CurrentUser> {
  const user = await requireUser()
  const role = user.profile.status === 'ok' ? user.profile.profile.role : user.claims.role
  if (!inAudience(audience, role)) {
    redirect(`/dashboard?denied=${encodeURIComponent(await requestedPath('/dashboard'))}`)
  }
  return user
}

/** What a signed-in page works with: the user, their profile and the request's typed client. */
export type PageContext = { user: CurrentUser; profile: OwnProfile; supabase: ServerSupabase }

/**
 * The page context, or null while the profile cannot be read (the signed-in shell explains
 * that on /dashboard, so that page renders nothing itself). The layout already read the
 * user; React's cache makes this read free.
 */
export async function pageContextOrNull(): Promise<PageContext | null> {
  const [user, supabase] = await Promise.all([requireUser(), getSupabase()])
  return user.profile.status === 'ok' ? { user, profile: user.profile.profile, supabase } : null
}

/** The page context of every signed-in page; without a readable profile, to /dashboard. */
export async function pageContext(): Promise<PageContext> {
  const context = await pageContextOrNull()
  if (!context) redirect('/dashboard')
  return context
}

/** What a page's own read may depend on: the caller's school and role. */
export type ReadScope = { schoolId: string; role: Role }

/**
 * The page context and the page's own read, started together. The read goes out at once with
 * the school and role of the verified session token, while the profile is still being read,
 * instead of one round trip later. The profile decides: when its school or role differs from
 * the token's (a token issued before a change), the read is sent again with the profile's.
 * Rows are RLS's decision either way; the scope only picks the query and its index.
 */
export async function pageContextOrNullWith<T>(
  read: (supabase: ServerSupabase, scope: ReadScope) => Promise<T>,
): Promise<[PageContext, T] | null> {
  const [supabase, claims] = await Promise.all([getSupabase(), getClaims()])
  const guess =
    claims?.schoolId && claims.role ? { schoolId: claims.schoolId, role: claims.role } : null
  const early = guess ? read(supabase, guess) : null
  const context = await pageContextOrNull()
  if (!context) return null
  const { schoolId, role } = context.profile
  if (early && guess?.schoolId === schoolId && guess.role === role) return [context, await early]
  return [context, await read(context.supabase, { schoolId, role })]
}

/** pageContextOrNullWith for a page that needs a profile; without one, to /dashboard. */
export async function pageContextWith<T>(
  read: (supabase: ServerSupabase, scope: ReadScope) => Promise<T>,
): Promise<[PageContext, T]> {
  const both = await pageContextOrNullWith(read)
  if (!both) redirect('/dashboard')
  return both
}
