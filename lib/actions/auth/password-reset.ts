'use server'
import { revalidatePath } from 'next/cache'
import { canSetNewPassword } from '@/lib/auth/recovery'
import { siteUrl } from '@/lib/site-url'
import { forgotPasswordSchema, newPasswordSchema } from '@/lib/validation/auth'
import { defineAction } from '../define-action'
import { authErrorText } from '../errors'
import { passwordSignIn } from './password-sign-in'

/** Where the emailed reset link comes back to: the confirm route, told it is a recovery. */
const RECOVERY_LANDING = '/auth/confirm?flow=recovery'

/**
 * "Forgot password?": asks the auth server to email a reset link. The answer is the same whether
 * or not the address has an account, so the form cannot be used to find out who has one; only
 * a refusal that has nothing to do with the address (too many requests, the service down) is
 * told as an error.
 */
export const requestPasswordResetAction = defineAction({
  name: 'requestPasswordReset',
  schema: forgotPasswordSchema,
  session: false,
  run: async ({ email }, { supabase, t }) => {
    const { error } = await supabase.auth.resetPasswordForEmail(email, {
      redirectTo: siteUrl(RECOVERY_LANDING),
    })
    if (error?.status === 429) return { ok: false, error: authErrorText(t, error, 'rateLimited') }
    if (error && (!error.status || error.status >= 500))
      return { ok: false, error: t('passwordReset.requestFailed') }
    return { ok: true, data: { message: t('passwordReset.sent') } }
  },
})

/**
 * Sets the new password from the session a reset link opened, then signs in again with it: the
 * password sign-in ends the link's session (and every other session of the account), and asks
 * for the authenticator code when the account has one. Opening the link proved the address, so
 * the count of wrong passwords for it starts again.
 */
export const setNewPasswordAction = defineAction({
  name: 'setNewPassword',
  whileFactorOwed: true,
  schema: newPasswordSchema,
  run: async ({ password }, ctx) => {
    const { supabase, t, claims } = ctx
    if (!canSetNewPassword(claims) || !claims.email)
      return { ok: false, error: t('passwordReset.invalid') }
    const { error } = await supabase.auth.updateUser({ password })
    if (error) {
      const text = authErrorText(t, error, 'weakPassword')
      if (error.code === 'same_password' || error.code === 'weak_password')
        return { ok: false, fieldErrors: { password: text } }
      return { ok: false, error: t('passwordReset.failed') }
    }
    await supabase.rpc('record_sign_in_success')
    const signedIn = await passwordSignIn(ctx, { email: claims.email, password })
    revalidatePath('/', 'layout')
    if (!signedIn.ok)
      return { ok: true, data: { message: t('passwordReset.changedSignIn'), next: '/auth' } }
    return {
      ok: true,
      data: {
        message: t('passwordReset.changed'),
        next: signedIn.pendingFactorId ? '/auth' : '/dashboard',
      },
    }
  },
})
