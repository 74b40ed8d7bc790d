import 'server-only'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import type { OwnProfile } from '@/lib/data/profiles'
import type { ServerSupabase } from '@/lib/supabase/server'
import { getCurrentUser, getSupabase, needsSecondFactor, type CurrentUser } from './session'
import { PATH_HEADER } from './path-header'
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
  // The profile read already says whether a verified factor exists (no extra request);
  // without a profile, ask the auth server.
  const owesFactor =
    user.claims.aal !== 'aal2' &&
    (user.profile.status === 'ok' ? user.profile.profile.hasSecondFactor : !!(await needsSecondFactor(user.claims)))
  if (owesFactor) redirect('/auth?step=mfa')
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
