import 'server-only'
import { decodeJwt } from 'jose'
import type { AppClaims } from '@/lib/auth/claims'
import type { ServerSupabase } from '@/lib/supabase/server'
import { authErrorText } from './errors'

type Translate = (key: string, values?: Record<string, string>) => string

/**
 * E-mail and password sign-in, shared by /auth and the enrolment page. A new sign-in first
 * ends whatever session this browser still holds. `pendingFactorId` is the authenticator
 * factor still to verify when the account has one and the session is not yet aal2.
 */
export async function passwordSignIn(
  { supabase, t, claims }: { supabase: ServerSupabase; t: Translate; claims: AppClaims | null },
  credentials: { email: string; password: string },
): Promise<{ ok: false; error: string } | { ok: true; userId: string; pendingFactorId: string | null }> {
  if (claims) await supabase.auth.signOut({ scope: 'global' })
  const { data, error } = await supabase.auth.signInWithPassword(credentials)
  if (error || !data.session) return { ok: false, error: authErrorText(t, error, 'loginFailed') }
  const factor = (data.user.factors ?? []).find((f) => f.status === 'verified' && f.factor_type === 'totp')
  const pending = factor && decodeJwt(data.session.access_token).aal !== 'aal2'
  return { ok: true, userId: data.user.id, pendingFactorId: pending ? factor.id : null }
}
