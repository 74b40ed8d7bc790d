import 'server-only'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { getCurrentUser, needsSecondFactor, type CurrentUser } from './session'
import { PATH_HEADER } from './path-header'
import type { Role } from './roles'

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

/** The role check of a layout. The role comes from the profile (database), not the token. */
export async function requireRole(roles: readonly Role[], fallbackPath: string): Promise<CurrentUser> {
  const user = await requireUser(fallbackPath)
  const role = user.profile.status === 'ok' ? user.profile.profile.role : user.claims.role
  if (!role || !roles.includes(role)) {
    redirect(`/dashboard?denied=${encodeURIComponent(await requestedPath(fallbackPath))}`)
  }
  return user
}

export { getSupabase as getSupabaseForUser } from './session'
