import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { inject } from 'vitest'
import { inboxMails, type InboxMail } from '../../support/inbox'
import { actors, PASSWORD } from '../rls/fixtures'

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
 * through the admin API with the invitation in its metadata, as the invite endpoint does, and
 * who then proves the address (which accepts the invitation).
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
    email: invite.email,
    password,
    email_confirm: true,
    user_metadata: { invitation_id: invitation },
  })
  if (createError) throw new Error(`createUser ${invite.email}: ${createError.message}`)
  // The invitation is accepted once the invited address is proven.
  await provenClient(invite.email)
  return data.user!.id
}

/** The run's inbox (MailDev, started by global-setup.ts): its SMTP port. */
export const inboxSmtpPort = () => inject('inboxSmtpPort')

/** Empties the run's inbox (MailDev's DELETE /api/email/all). */
export async function clearInbox() {
  const res = await fetch(`${inject('inboxUrl')}/api/email/all`, { method: 'DELETE' })
  if (!res.ok) throw new Error(`clear inbox: ${res.status}`)
}

/** The auth e-mails the server sent to this address, newest first, read from its inbox. */
export function outbox(email: string, opts: { all?: boolean } = {}): Promise<InboxMail[]> {
  const env = testEnv()
  return inboxMails(
    { inboxUrl: inject('inboxUrl'), apiUrl: env.url, serviceKey: env.serviceRoleKey },
    email,
    opts,
  )
}

/**
 * Proves an account's address as its owner would: asks the auth server for a sign-in link to
 * it, follows the newest link from its inbox, and calls prove_email with that session (as the
 * app does on its /auth/confirm page). Returns the client signed in with the proving session.
 */
export async function provenClient(email: string) {
  const client = newClient()
  const { error } = await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false } })
  if (error) throw new Error(`signInWithOtp ${email}: ${error.message}`)
  // An unconfirmed account (made by an invitation) is sent a confirmation, a confirmed one a magic link.
  const [mail] = await outbox(email)
  const type = mail.kind === 'signup' ? 'signup' : 'magiclink'
  const { data, error: verifyError } = await client.auth.verifyOtp({
    token_hash: mail.token_hash,
    type,
  })
  if (verifyError) throw new Error(`verifyOtp ${email}: ${verifyError.message}`)
  const { data: proven, error: proveError } = await client.rpc('prove_email')
  if (proveError || proven !== true)
    throw new Error(`prove_email ${email}: ${proveError?.message ?? proven}`)
  // A fresh token, so the claims the access-token hook adds (is_active) follow the new grants.
  const { data: refreshed } = await client.auth.refreshSession()
  return { client, user: data.user!, session: refreshed.session ?? data.session! }
}

/** Each of the seed's actors named, signed in with their own session (supabase-js), by name. */
export async function signedInActors<N extends keyof typeof actors>(
  names: readonly N[],
): Promise<Record<N, SupabaseClient>> {
  const clients = {} as Record<N, SupabaseClient>
  for (const name of names)
    clients[name] = (await signedInClient(actors[name].email, PASSWORD)).client
  return clients
}
