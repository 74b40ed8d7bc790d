import 'server-only'
import { cache } from 'react'
import { env } from '@/lib/env'
import { createClient } from '@/lib/supabase/server'
import { getOwnProfile, type ProfileResult } from '@/lib/data/profiles'
import { verifyAccessToken } from './verify-token'
import { isRole } from './roles'
import type { AppClaims } from './claims'
import { factorOwed } from './second-factor'

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

/**
 * What this session still owes before the database lets it near sensitive data: the code of
 * its verified factor ('code'), setting one up because the school requires it of staff
 * ('setup'), or nothing. aal2 sessions cost nothing; others read their own profile row once.
 */
export const secondFactorOwed = cache(
  async (claims: AppClaims): Promise<'code' | 'setup' | null> => {
    if (claims.aal === 'aal2') return null
    const supabase = await getSupabase()
    const { data } = await supabase
      .from('profiles')
      .select('role, account_security(has_verified_factor), schools(require_staff_mfa)')
      .eq('user_id', claims.userId)
      .maybeSingle()
    if (!data) return (await needsSecondFactor(claims)) ? 'code' : null
    return factorOwed({
      aal: claims.aal,
      role: isRole(data.role) ? data.role : null,
      hasSecondFactor: data.account_security?.has_verified_factor === true,
      schoolRequiresFactor: data.schools?.require_staff_mfa === true,
    })
  },
)

export type CurrentUser = { claims: AppClaims; profile: ProfileResult }

/** The signed-in user with their profile (read through RLS), or null. */
export const getCurrentUser = cache(async (): Promise<CurrentUser | null> => {
  const claims = await getClaims()
  if (!claims) return null
  const supabase = await getSupabase()
  return { claims, profile: await getOwnProfile(supabase, claims.userId) }
})
