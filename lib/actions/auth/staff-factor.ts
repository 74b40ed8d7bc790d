'use server'
import { revalidatePath } from 'next/cache'
import { z } from 'zod'
import { defineAction } from '../define-action'
import { describeDbError } from '../errors'

/**
 * The principal requires (or stops requiring) a second factor of the school's staff. The
 * database decides (set_school_staff_mfa: the school's principal, at aal2 to turn it on);
 * its refusal for a principal without a factor of their own gets its own sentence.
 */
export const setStaffFactorRequiredAction = defineAction({
  name: 'setStaffFactorRequired',
  schema: z.object({ required: z.boolean() }),
  run: async ({ required }, { supabase, t }) => {
    const { error } = await supabase.rpc('set_school_staff_mfa', { required })
    if (error?.hint === 'own_factor_first')
      return { ok: false, error: t('secondFactor.ownFactorFirst') }
    if (error) return { ok: false, error: describeDbError(t, error) }
    revalidatePath('/settings')
    return {
      ok: true,
      data: { message: t(required ? 'secondFactor.turnedOn' : 'secondFactor.turnedOff') },
    }
  },
})
