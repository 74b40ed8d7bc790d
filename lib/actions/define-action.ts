import 'server-only'
import { unstable_rethrow } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { z } from 'zod'
import { getClaims, secondFactorOwed } from '@/lib/auth/session'
import type { AppClaims } from '@/lib/auth/claims'
import { createClient, type ServerSupabase } from '@/lib/supabase/server'
import { hasMessage, type Translator } from '@/lib/i18n/message-keys'

export type FieldErrors<TInput> = Partial<Record<Extract<keyof TInput, string>, string>>

/** What every server action returns. It never throws at the user. */
export type ActionResult<TData, TInput = unknown> =
  { ok: true; data: TData } | { ok: false; error?: string; fieldErrors?: FieldErrors<TInput> }

export type Context<TSession extends boolean> = {
  supabase: ServerSupabase
  t: Translator
  claims: TSession extends true ? AppClaims : AppClaims | null
}

/**
 * The one way to write a server action: verified session → the second factor it owes (a
 * courtesy: the database refuses the data too) → zod parse with translated field errors → the
 * call → a typed result. Identity always comes from the verified token, never from the input.
 */
export function defineAction<S extends z.ZodType, TData, TSession extends boolean = true>(config: {
  schema: S
  /**
   * Whether the action needs a signed-in caller. It does unless it says `false` (signing in
   * or up, out, asking for a password reset, an invitation link's first step), so that no
   * action is open to visitors by omission.
   */
  session?: TSession
  name: string
  /**
   * The caller's own sign-in and preferences (the code step, setting up a factor, display
   * settings): these work while a second factor is still owed. Every other action is refused
   * then, as the database would refuse its data.
   */
  whileFactorOwed?: boolean
  run: (input: z.output<S>, ctx: Context<TSession>) => Promise<ActionResult<TData, z.input<S>>>
}) {
  return async (raw: z.input<S>): Promise<ActionResult<TData, z.input<S>>> => {
    const t: Translator = await getTranslations()
    try {
      const claims = await getClaims()
      const session = config.session ?? true
      if (session && !claims) return { ok: false, error: t('common.sessionExpired') }
      if (session && claims && !config.whileFactorOwed) {
        const owed = await secondFactorOwed(claims)
        if (owed === 'code') return { ok: false, error: t('secondFactor.codeOwed') }
        if (owed === 'setup') return { ok: false, error: t('secondFactor.setupOwed') }
      }
      const parsed = config.schema.safeParse(raw)
      if (!parsed.success) {
        const fieldErrors: Record<string, string> = {}
        for (const issue of parsed.error.issues) {
          // A nested field's error goes on that field (e.g. `emergencyContacts.0.phone`).
          const field = issue.path.map(String).join('.')
          const key = `validation.${issue.message}`
          fieldErrors[field] ??= hasMessage(t, key) ? t(key) : t('validation.invalid')
        }
        return { ok: false, fieldErrors: fieldErrors as FieldErrors<z.input<S>> }
      }
      // A fresh client: auth calls in an action must write their cookies to this response.
      const supabase = await createClient()
      return await config.run(parsed.data, { supabase, t, claims } as Context<TSession>)
    } catch (error) {
      unstable_rethrow(error)
      console.error(`[action ${config.name}]`, error)
      return { ok: false, error: t('common.unexpectedError') }
    }
  }
}
