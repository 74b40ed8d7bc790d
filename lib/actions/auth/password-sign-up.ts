import 'server-only'
import { getLocale } from 'next-intl/server'
import { env } from '@/lib/env'
import type { ServerSupabase } from '@/lib/supabase/server'
import { authErrorText } from '../errors'

import type { Translate } from '@/lib/i18n/message-keys'

/**
 * E-mail and password sign-up, shared by /auth and the enrolment page. `redirectPath` is where
 * the confirmation e-mail's link lands, on this site; `metadata` is what the database's sign-up
 * trigger reads (name, role, and the school or the subject the account joins).
 */
export async function passwordSignUp(
  { supabase, t }: { supabase: ServerSupabase; t: Translate },
  input: {
    email: string
    password: string
    redirectPath: string
    metadata: Record<string, string>
  },
): Promise<{ ok: false; error: string } | { ok: true; signedIn: boolean }> {
  const { data, error } = await supabase.auth.signUp({
    email: input.email,
    password: input.password,
    options: {
      emailRedirectTo: `${env.NEXT_PUBLIC_SITE_URL}${input.redirectPath}`,
      // The language the page was in: the auth e-mails use it until the account has a profile.
      data: { ...input.metadata, locale: await getLocale() },
    },
  })
  if (error) return { ok: false, error: authErrorText(t, error, 'registrationFailed') }
  return { ok: true, signedIn: data.session !== null }
}
