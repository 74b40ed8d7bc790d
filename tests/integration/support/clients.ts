import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { inject } from 'vitest'

/** Connection details of the server global-setup.ts started for this run. */
export function testEnv() {
  return {
    url: inject('supabaseUrl'),
    anonKey: inject('anonKey'),
    serviceRoleKey: inject('serviceRoleKey'),
    dbKind: inject('dbKind'),
  }
}

/** A fresh supabase-js client (own session, no persistence): one per simulated user. */
export function newClient(key: 'anon' | 'service' = 'anon', url = testEnv().url): SupabaseClient {
  const env = testEnv()
  return createClient(url, key === 'anon' ? env.anonKey : env.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  })
}

/** Signs a new client in with email and password; throws with the server's message. */
export async function signedInClient(email: string, password: string, url?: string) {
  const client = newClient('anon', url)
  const { data, error } = await client.auth.signInWithPassword({ email, password })
  if (error) throw new Error(`sign-in as ${email} failed: ${error.message}`)
  return { client, session: data.session!, user: data.user! }
}

/**
 * Someone the principal invited (`invite_member` with `invite`), whose account is then made
 * through the admin API with the invitation in its metadata, as accepting the e-mail does.
 * Returns the new account's id.
 */
export async function acceptedInvitation(
  principal: SupabaseClient,
  invite: { email: string; role: string } & Record<string, unknown>,
  password: string,
): Promise<string> {
  const { data: invitation, error } = await principal.rpc('invite_member', invite)
  if (error) throw new Error(`invite_member ${invite.email}: ${error.message}`)
  const { data, error: createError } = await newClient('service').auth.admin.createUser({
    email: invite.email, password, email_confirm: true, user_metadata: { invitation_id: invitation },
  })
  if (createError) throw new Error(`createUser ${invite.email}: ${createError.message}`)
  return data.user!.id
}
