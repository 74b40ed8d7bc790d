'use server'
import { revalidatePath } from 'next/cache'
import { deleteAllFactors } from '@/lib/supabase/admin'
import { emptySchema, recoveryCodeSchema } from '@/lib/validation/auth'
import { defineAction } from '../define-action'

/**
 * Settings → Recovery codes: ten new codes, shown once. The database makes them (only at aal2)
 * and keeps only their hashes; asking again replaces the set.
 */
export const createRecoveryCodesAction = defineAction({
  name: 'createRecoveryCodes',
  schema: emptySchema,
  run: async (_input, { supabase, t }) => {
    const { data, error } = await supabase.rpc('create_recovery_codes')
    if (error || !data) {
      const key =
        error?.hint === 'aal2_required' ? 'recovery.aal2Required' : 'recovery.createFailed'
      return { ok: false, error: t(key) }
    }
    revalidatePath('/settings')
    return { ok: true, data: { codes: data } }
  },
})

/**
 * The sign-in's code step, without the phone: the database spends the code first, as the
 * signed-in (aal1) user, and records the recovery; only when it has is the account's factor
 * removed through the auth server's admin API, here on the server, so that no client can have
 * one without the other. The person then sets up a new factor on /settings.
 */
export const spendRecoveryCodeAction = defineAction({
  name: 'spendRecoveryCode',
  whileFactorOwed: true,
  schema: recoveryCodeSchema,
  run: async ({ code }, { supabase, t, claims }) => {
    const { data: spent, error } = await supabase.rpc('use_recovery_code', { code })
    if (error) {
      const key =
        error.hint === 'recovery_rate_limited' ? 'recovery.rateLimited' : 'recovery.failed'
      return { ok: false, error: t(key) }
    }
    if (!spent) return { ok: false, fieldErrors: { code: t('recovery.wrongCode') } }
    const { error: adminError } = await deleteAllFactors(claims.userId)
    if (adminError) return { ok: false, error: t('recovery.failed') }
    revalidatePath('/', 'layout')
    return { ok: true, data: { message: t('recovery.used') } }
  },
})
