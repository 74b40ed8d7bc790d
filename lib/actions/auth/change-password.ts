'use server'
import { changePasswordSchema } from '@/lib/validation/auth'
import { defineAction } from '../define-action'
import { authErrorText } from '../errors'

/**
 * Settings → Password. The auth server decides: it asks for the current password (the hosted
 * project's "Require current password when updating", supabase/dashboard.toml) and, where the
 * account has a verified factor, for an aal2 session; it then ends the account's other sessions.
 * This action only says its answers on the right fields.
 */
export const changePasswordAction = defineAction({
  name: 'changePassword',
  schema: changePasswordSchema,
  run: async ({ currentPassword, newPassword }, { supabase, t }) => {
    const { error } = await supabase.auth.updateUser({
      password: newPassword,
      current_password: currentPassword,
    })
    if (!error) return { ok: true, data: { message: t('settings.password.changed') } }
    if (error.code === 'current_password_invalid' || error.code === 'current_password_required')
      return { ok: false, fieldErrors: { currentPassword: t('settings.password.wrongCurrent') } }
    if (error.code === 'same_password' || error.code === 'weak_password')
      return {
        ok: false,
        fieldErrors: { newPassword: authErrorText(t, error, 'weakPassword') },
      }
    return { ok: false, error: authErrorText(t, error, 'changeFailed') }
  },
})
