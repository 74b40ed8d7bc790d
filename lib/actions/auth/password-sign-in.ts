import 'server-only'
import { decodeJwt } from 'jose'
import type { AppClaims } from '@/lib/auth/claims'
import type { ServerSupabase } from '@/lib/supabase/server'
import { copyAccountSettingsToCookie } from '@/lib/accessibility/account-cookie'
import { authErrorText } from '../errors'

import type { Translate } from '@/lib/i18n/message-keys'

/** "Try again in 30 seconds" / "in 2 minutes": the wait the database stated, in the user's words. */
function lockedText(t: Translate, seconds: number): string {
  return seconds > 90
    ? t('auth.errors.lockedMinutes', { minutes: Math.ceil(seconds / 60) })
    : t('auth.errors.lockedSeconds', { seconds })
}

/**
 * E-mail and password sign-in, shared by /auth and the enrolment page. A new sign-in first
 * ends whatever session this browser still holds. `pendingFactorId` is the authenticator
 * factor still to verify when the account has one and the session is not yet aal2.
 *
 * Repeated wrong passwords make the address wait (the database keeps the count and the wait,
 * the same for every app server): a password is not even tried while a wait is in force, and
 * the person is told how long it is. The auth server enforces the same wait for accounts
 * through its password verification attempt hook, so guesses that skip this page meet it too;
 * the report here also counts addresses without an account, which the auth server never asks
 * about, so the answers do not tell which addresses have one.
 */
export async function passwordSignIn(
  { supabase, t, claims }: { supabase: ServerSupabase; t: Translate; claims: AppClaims | null },
  credentials: { email: string; password: string },
): Promise<
  { ok: false; error: string } | { ok: true; userId: string; pendingFactorId: string | null }
> {
  if (claims) await supabase.auth.signOut({ scope: 'global' })
  const { data: wait } = await supabase.rpc('sign_in_wait', { email: credentials.email })
  if (wait && wait > 0) return { ok: false, error: lockedText(t, wait) }
  const { data, error } = await supabase.auth.signInWithPassword(credentials)
  if (error || !data.session) {
    const text = authErrorText(t, error, 'loginFailed')
    if (error?.code !== 'invalid_credentials') return { ok: false, error: text }
    const { data: nowWait } = await supabase.rpc('record_sign_in_failure', {
      email: credentials.email,
    })
    return { ok: false, error: nowWait && nowWait > 0 ? `${text} ${lockedText(t, nowWait)}` : text }
  }
  await Promise.all([
    supabase.rpc('record_sign_in_success'),
    copyAccountSettingsToCookie(supabase, data.user.id).catch(() => undefined),
  ])
  const factor = (data.user.factors ?? []).find(
    (f) => f.status === 'verified' && f.factor_type === 'totp',
  )
  const pending = factor && decodeJwt(data.session.access_token).aal !== 'aal2'
  return { ok: true, userId: data.user.id, pendingFactorId: pending ? factor.id : null }
}
