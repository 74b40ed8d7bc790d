import 'server-only'
import { totpCodeSchema } from '@/lib/validation/auth'
import type { MessageKey } from '@/lib/i18n/message-keys'
import { defineAction } from '../define-action'
import { authErrorText } from '../errors'

/**
 * An action that checks the authenticator code of one of the caller's factors (the one being
 * set up, or the one that finishes a sign-in). A wrong or expired code is said at the code
 * field; once it is right, `done` refreshes what the new session state changes and the
 * message says what happened.
 */
export function defineTotpCodeAction(name: string, done: () => void, message: MessageKey) {
  return defineAction({
    name,
    whileFactorOwed: true,
    schema: totpCodeSchema,
    run: async ({ factorId, code }, { supabase, t }) => {
      const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code })
      if (error) return { ok: false, fieldErrors: { code: authErrorText(t, error, 'invalidCode') } }
      done()
      return { ok: true, data: { message: t(message) } }
    },
  })
}
