'use server'
import { z } from 'zod'
import { choosePasswordSchema } from '@/lib/validation/people'
import { defineAction } from './define-action'
import { authErrorText } from './errors'

const tokensSchema = z.object({ accessToken: z.string().min(20).max(8000), refreshToken: z.string().min(1).max(500) })

/**
 * The invitation link signs the invited person in through the address's fragment, which only
 * the browser sees; the accept page hands the two tokens here so the session lives in this
 * site's cookies like any other. The auth server checks the tokens (setSession asks it).
 */
export const startInvitedSessionAction = defineAction({
  name: 'startInvitedSession',
  schema: tokensSchema,
  session: false,
  run: async ({ accessToken, refreshToken }, { supabase, t }) => {
    const { data, error } = await supabase.auth.setSession({ access_token: accessToken, refresh_token: refreshToken })
    if (error || !data.user) return { ok: false, error: t('invitation.invalid') }
    return { ok: true, data: { email: data.user.email ?? '' } }
  },
})

/** The invited person's own password, on their first visit; after it they are an ordinary member. */
export const choosePasswordAction = defineAction({
  name: 'choosePassword',
  whileFactorOwed: true,
  schema: choosePasswordSchema,
  session: true,
  run: async ({ password }, { supabase, t }) => {
    const { error } = await supabase.auth.updateUser({ password })
    if (error) return { ok: false, error: authErrorText(t, error, 'registrationFailed') }
    return { ok: true, data: { message: t('invitation.welcome') } }
  },
})
