import 'server-only'
import { redirect } from 'next/navigation'
import { getCurrentUser, getSupabase } from '@/lib/auth/session'
import type { OwnProfile } from '@/lib/data/profiles'
import { firstParam, listParamsSchema } from '@/lib/validation/list-params'

export type SearchParams = Promise<Record<string, string | string[] | undefined>>

/**
 * What every daily-work page starts with: the signed-in profile (already read by the
 * layout — React's cache makes this free), the request's RLS client, and q/page from the
 * URL, clamped.
 */
export async function pageContext(searchParams: SearchParams) {
  const [user, supabase, params] = await Promise.all([getCurrentUser(), getSupabase(), searchParams])
  if (!user || user.profile.status !== 'ok') redirect('/dashboard')
  const list = listParamsSchema.parse({ q: firstParam(params.q), page: firstParam(params.page) })
  return { profile: user.profile.profile as OwnProfile, supabase, params, ...list }
}
