'use server'
import { z } from 'zod'
import { proveAddress } from '@/lib/auth/prove-address'
import { choosePasswordSchema } from '@/lib/validation/people'
import { checkInvitationSession } from '@/lib/auth/invitation-session'
import { defineAction } from '../define-action'
import { authErrorText } from '../errors'

const tokensSchema = z.object({
  accessToken: z.string().min(20).max(8000),
  refreshToken: z.string().min(1).max(500),
})

/**
 * The invitation link signs the invited person in through the address's fragment, which only
 * the browser sees; the accept page hands the two tokens here so the session lives in this
 * site's cookies like any other. Only an invitation's own session is taken over: anybody can
 * write a fragment (checkInvitationSession says what is checked); anything else sets no cookie.
 */
export const startInvitedSessionAction = defineAction({
  name: 'startInvitedSession',
  schema: tokensSchema,
  session: false,
  run: async ({ accessToken, refreshToken }, { supabase, t }) => {
    const check = await checkInvitationSession(accessToken, refreshToken)
    if (!check.ok)
      return {
        ok: false,
        error: t(check.reason === 'invalid' ? 'invitation.invalid' : 'invitation.notInvitation'),
      }
    const { data, error } = await supabase.auth.setSession(check.session)
    if (error || !data.user) return { ok: false, error: t('invitation.invalid') }
    // The link came to the invited address: that proves it, which accepts the invitation.
    await proveAddress(supabase)
    return { ok: true, data: { email: data.user.email ?? '' } }
  },
})

/** The invited person's own password, on their first visit; after it they are an ordinary member. */
export const choosePasswordAction = defineAction({
  name: 'choosePassword',
  whileFactorOwed: true,
  schema: choosePasswordSchema,
  run: async ({ password }, { supabase, t }) => {
    const { error } = await supabase.auth.updateUser({ password })
    if (error) return { ok: false, error: authErrorText(t, error, 'registrationFailed') }
    return { ok: true, data: { message: t('invitation.welcome') } }
  },
})
