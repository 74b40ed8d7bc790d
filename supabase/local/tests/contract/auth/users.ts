import { randomUUID } from 'node:crypto'
import {
  createClient,
  type GenerateLinkParams,
  type SupabaseClient,
  type VerifyOtpParams,
} from '@supabase/supabase-js'
import type { AuthServer } from './helpers'

// Users as the auth tests make them and sign them in: supabase-js clients of their own, new
// and signed-up users, password and emailed-code sign-ins, and sessions from links.

/**
 * A supabase-js client of its own (no persistence, no auto refresh) against `server`; with
 * `flowType: 'pkce'` it keeps its code verifier in memory, as a browser keeps it in a cookie.
 */
export function client(
  server: AuthServer,
  key: 'anon' | 'service' = 'anon',
  flowType: 'implicit' | 'pkce' = 'implicit',
): SupabaseClient {
  return createClient(
    server.url,
    key === 'anon' ? server.keys.anonKey : server.keys.serviceRoleKey,
    {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, flowType },
    },
  )
}

export const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.com`

/**
 * A sign-up of a new address (`<prefix>-<random>@example.com`) from a client of its own, as the
 * app's registration form sends it: the client, the address and password, and the answer.
 */
export async function signUpNew(
  server: AuthServer,
  prefix: string,
  options: { data?: object; emailRedirectTo?: string } = {},
  password = 'correct-horse-1',
) {
  const sb = client(server)
  const email = uniqueEmail(prefix)
  const { data, error } = await sb.auth.signUp({ email, password, options })
  return { sb, email, password, data, error }
}

/**
 * A signed-up user with a client holding its session. Where the config does not hand out a
 * session on sign-up (confirmations on, sign-ups off), the admin API confirms or creates the
 * user and the client signs in with the password.
 */
export async function signedUp(
  server: AuthServer,
  data: Record<string, unknown> = {},
  password = 'correct-horse-1',
) {
  const sb = client(server)
  const email = uniqueEmail('user')
  const res = await sb.auth.signUp({ email, password, options: { data } })
  if (res.data.session)
    return { sb, email, password, session: res.data.session, user: res.data.user! }
  if (res.error && res.error.code !== 'signup_disabled')
    throw new Error(`signUp failed: ${res.error.message}`)
  const admin = client(server, 'service').auth.admin
  const made = res.error
    ? await admin.createUser({ email, password, email_confirm: true, user_metadata: data })
    : await admin.updateUserById(res.data.user!.id, { email_confirm: true })
  if (made.error) throw new Error(`admin: ${made.error.message}`)
  const signIn = await sb.auth.signInWithPassword({ email, password })
  if (signIn.error) throw new Error(`signIn failed: ${signIn.error.message}`)
  return { sb, email, password, session: signIn.data.session, user: signIn.data.user }
}

/** A password sign-in from a client of its own: the answer a returning user gets. */
export const passwordSignIn = (server: AuthServer, email: string, password: string) =>
  client(server).auth.signInWithPassword({ email, password })

/** The admin API's generateLink (it sends no mail) from a service-role client of its own. */
export const generateLink = (server: AuthServer, params: GenerateLinkParams) =>
  client(server, 'service').auth.admin.generateLink(params)

/** generateLink's link properties and user, for a test that expects the link to be made. */
export async function generatedLink(server: AuthServer, params: GenerateLinkParams) {
  const { data, error } = await generateLink(server, params)
  if (error) throw new Error(`generateLink failed: ${error.message}`)
  return data
}

/** verifyOtp from a client of its own, as a user who opens the mail on another device. */
export const verifyOtp = (server: AuthServer, params: VerifyOtpParams) =>
  client(server).auth.verifyOtp(params)

/**
 * A client of its own holding the session a link's redirect fragment carries, as the app's
 * confirm page sets it: the client and setSession's answer.
 */
export async function linkSession(server: AuthServer, tokens: Record<string, string>) {
  const sb = client(server)
  const { access_token, refresh_token } = tokens
  return { sb, set: await sb.auth.setSession({ access_token, refresh_token }) }
}
