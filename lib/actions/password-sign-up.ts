import 'server-only'
import { env } from '@/lib/env'
import type { ServerSupabase } from '@/lib/supabase/server'
import { authErrorText } from './errors'

type Translate = (key: string, values?: Record<string, string | number>) => string

/**
 * E-mail and password sign-up, shared by /auth and the enrolment page. The verification link
 * comes back to `redirectPath` on the site's configured public address. `signedIn` is true when
 * the backend confirms addresses itself and answered with a session.
 */
export async function passwordSignUp(
  { supabase, t }: { supabase: ServerSupabase; t: Translate },
  input: { email: string; password: string; redirectPath: string; metadata: Record<string, string> },
): Promise<{ ok: false; error: string } | { ok: true; signedIn: boolean }> {
  const { data, error } = await supabase.auth.signUp({
    email: input.email,
    password: input.password,
    options: { emailRedirectTo: `${env.NEXT_PUBLIC_SITE_URL}${input.redirectPath}`, data: input.metadata },
  })
  if (error) return { ok: false, error: authErrorText(t, error, 'registrationFailed') }
  return { ok: true, signedIn: !!data.session }
}
