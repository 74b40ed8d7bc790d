'use server'
import { revalidatePath } from 'next/cache'
import { EMAIL_KINDS, emailPreferencesSchema } from '@/lib/validation/email-preferences'
import { defineAction } from './define-action'
import { describeDbError } from './errors'

/**
 * Saves the caller's e-mail choice for every kind of news. Row-level security lets a person
 * write their own rows only (email_preferences_own); the queue reads them for the next e-mail.
 */
export const saveEmailPreferencesAction = defineAction({
  name: 'saveEmailPreferences',
  schema: emailPreferencesSchema,
  whileFactorOwed: true,
  run: async (input, { supabase, t, claims }) => {
    const { error } = await supabase.from('email_preferences').upsert(
      EMAIL_KINDS.map((kind) => ({
        profile_id: claims.userId,
        kind,
        cadence: input[kind],
        updated_at: new Date().toISOString(),
      })),
    )
    if (error) return { ok: false, error: describeDbError(t, error) }
    revalidatePath('/settings')
    return { ok: true, data: { message: t('emailPreferences.saved') } }
  },
})
