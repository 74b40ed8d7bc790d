import 'server-only'
import { cache } from 'react'
import { env } from '@/lib/env'
import { createClient } from '@/lib/supabase/server'
import { getOwnProfile, type ProfileResult } from '@/lib/data/profiles'
import { verifyAccessToken } from './verify-token'
import type { AppClaims } from './claims'

/** One Supabase client per server request. */
export const getSupabase = cache(createClient)

/** The verified claims of this request's session, or null. Never trusts the cookie alone. */
export const getClaims = cache(async (): Promise<AppClaims | null> => {
  const supabase = await getSupabase()
  const { data } = await supabase.auth.getSession()
  const token = data.session?.access_token
  if (!token) return null
  return verifyAccessToken(token, env.NEXT_PUBLIC_SUPABASE_URL, async (t) => {
    const { data: user } = await supabase.auth.getUser(t)
    return user.user
  })
})

/**
 * Whether this aal1 session still owes a second factor. The factor list comes from the
 * auth server (not the cookie), so editing the cookie cannot skip MFA.
 */
export const needsSecondFactor = cache(async (claims: AppClaims): Promise<string | null> => {
  if (claims.aal === 'aal2') return null
  const supabase = await getSupabase()
  const { data, error } = await supabase.auth.mfa.listFactors()
  if (error) return null
  const verified = data.totp.find((factor) => factor.status === 'verified')
  return verified?.id ?? null
})

export type CurrentUser = { claims: AppClaims; profile: ProfileResult }

/** The signed-in user with their profile (read through RLS), or null. */
export const getCurrentUser = cache(async (): Promise<CurrentUser | null> => {
  const claims = await getClaims()
  if (!claims) return null
  const supabase = await getSupabase()
  return { claims, profile: await getOwnProfile(supabase, claims.userId) }
})
