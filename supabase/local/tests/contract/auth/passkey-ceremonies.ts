import type { SupabaseClient } from '@supabase/supabase-js'
import type { AuthServer } from './helpers'
import { client, signedUp } from './users'
import { SoftAuthenticator, type CeremonyOptions } from './soft-authenticator'
import { RIGHT, WEBAUTHN_RP } from './webauthn-ceremonies'

// Passkey ceremonies for the passkey suites: options from auth-js, a user holding a registered
// passkey on a soft authenticator, and a sign-in with it from a client of its own.

/** The passkey limit the entry file sets in `[auth.passkey] max_passkeys_per_user`. */
export const PASSKEY_LIMIT = 2

export const WRONG_ORIGIN: CeremonyOptions = {
  rpId: WEBAUTHN_RP.rp_id,
  origin: 'http://evil.example:3000',
}
export const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/

interface CreationOptions {
  challenge: string
  user: { id: string }
}

export async function registrationOptions(sb: SupabaseClient) {
  const res = await sb.auth.passkey.startRegistration()
  if (res.error) throw res.error
  return res.data as unknown as {
    challenge_id: string
    options: CreationOptions
    expires_at: number
  }
}

export async function authenticationOptions(sb: SupabaseClient) {
  const res = await sb.auth.passkey.startAuthentication()
  if (res.error) throw res.error
  return res.data as unknown as {
    challenge_id: string
    options: { challenge: string }
    expires_at: number
  }
}

/** A signed-in user with one registered passkey, the authenticator holding it, and its user handle. */
export async function withPasskey(server: AuthServer) {
  const user = await signedUp(server)
  const key = new SoftAuthenticator()
  const start = await registrationOptions(user.sb)
  const created = key.create(start.options.challenge, RIGHT)
  const done = await user.sb.auth.passkey.verifyRegistration({
    challengeId: start.challenge_id,
    credential: created as never,
  })
  if (done.error) throw done.error
  return { ...user, key, handle: start.options.user.id, passkey: done.data! }
}

/** Signs in with the passkey from a client of its own. */
export async function signInWith(
  server: AuthServer,
  key: SoftAuthenticator,
  handle: string,
  origin = RIGHT,
) {
  const sb = client(server)
  const start = await authenticationOptions(sb)
  const answer = key.get(start.options.challenge, origin, handle)
  const res = await sb.auth.passkey.verifyAuthentication({
    challengeId: start.challenge_id,
    credential: answer as never,
  })
  return { sb, res, start, answer }
}
