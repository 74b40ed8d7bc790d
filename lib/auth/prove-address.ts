import 'server-only'
import { env } from '@/lib/env'
import type { ServerSupabase } from '@/lib/supabase/server'

/**
 * After a sign-in by a link or code mailed to the account's address (the e-mail links, the
 * invitation link): the database records the proof from the session's amr claim and makes what
 * the school granted to that address — a child whose parent e-mail it is, an invitation. The
 * session is then refreshed, so the claims the access-token hook adds (is_active) follow at
 * once. False when this session proves nothing (a password sign-in); the database decides.
 */
export async function proveAddress(supabase: ServerSupabase): Promise<boolean> {
  const { data, error } = await supabase.rpc('prove_email')
  if (error || data !== true) return false
  await supabase.auth.refreshSession()
  return true
}

/**
 * A sign-up the auth server confirmed at once (confirmations off) has not proven its address:
 * a sign-in link is sent to it, which lands on /auth/confirm and proves it there. False when it
 * could not be sent.
 */
export async function sendAddressLink(supabase: ServerSupabase, email: string): Promise<boolean> {
  const { error } = await supabase.auth.signInWithOtp({
    email,
    options: {
      shouldCreateUser: false,
      emailRedirectTo: `${env.NEXT_PUBLIC_SITE_URL}/auth/confirm`,
    },
  })
  return !error
}
