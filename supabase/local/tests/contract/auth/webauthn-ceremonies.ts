import { expect } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import type { AuthServer } from './helpers'
import { client, signedUp } from './users'
import { authFetch } from './requests'
import { SoftAuthenticator, type CeremonyOptions } from './soft-authenticator'

// WebAuthn MFA ceremonies for the WebAuthn and passkey suites: the relying party the entry file
// configures, the creation options GoTrue answers, challenge / verify calls and an enrolled user.

/** The relying party the entry file configures in `[auth.webauthn]`. */
export const WEBAUTHN_RP = {
  rp_id: 'localhost',
  rp_display_name: 'Oppi tests',
  rp_origins: ['http://localhost:3000'],
}
/** A ceremony at the configured relying party and origin. */
export const RIGHT: CeremonyOptions = {
  rpId: WEBAUTHN_RP.rp_id,
  origin: WEBAUTHN_RP.rp_origins[0],
}
/** What auth-js sends as `webauthn` on challenge (GoTrue reads the relying party from its config). */
export const CLIENT_RP = { rpId: WEBAUTHN_RP.rp_id, rpOrigins: WEBAUTHN_RP.rp_origins }
const ALGORITHMS = [-7, -35, -36, -257, -258, -259, -37, -38, -39, -8]

/** The credential creation options GoTrue sends for `user` (go-webauthn's shape), MFA and passkeys alike. */
export const expectedCreationOptions = (
  user: { id: string; email?: string },
  authenticatorSelection: Record<string, unknown>,
) => ({
  rp: { name: WEBAUTHN_RP.rp_display_name, id: WEBAUTHN_RP.rp_id },
  user: {
    name: user.email,
    displayName: user.email,
    id: Buffer.from(user.id).toString('base64url'),
  },
  challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
  pubKeyCredParams: ALGORITHMS.map((alg) => ({ type: 'public-key', alg })),
  timeout: 300000,
  authenticatorSelection,
  attestation: 'none',
})

export async function challenge(sb: SupabaseClient, factorId: string) {
  const res = await sb.auth.mfa.challenge({ factorId, webauthn: CLIENT_RP })
  if (res.error) throw res.error
  if (res.data.type !== 'webauthn') throw new Error('not a WebAuthn challenge')
  return res.data
}

export function verify(
  sb: SupabaseClient,
  factorId: string,
  challengeId: string,
  type: 'create' | 'request',
  answer: { toJSON: () => unknown },
) {
  return sb.auth.mfa.verify({
    factorId,
    challengeId,
    webauthn: { type, ...CLIENT_RP, credential_response: answer as never },
  } as never)
}

/** Verifies `ch` with `key`'s answer at the configured relying party: a new credential or an assertion. */
export function answerWith(
  sb: SupabaseClient,
  factorId: string,
  ch: Awaited<ReturnType<typeof challenge>>,
  key: SoftAuthenticator,
  type: 'create' | 'request',
) {
  const c = ch.webauthn.credential_options.publicKey.challenge
  return verify(
    sb,
    factorId,
    ch.id,
    type,
    type === 'create' ? key.create(c, RIGHT) : key.get(c, RIGHT),
  )
}

/**
 * The verify request auth-js sends, as a raw request: GoTrue's 500 refusals reach supabase-js
 * as AuthRetryableFetchError without the code, so the exact body is read here.
 */
export async function verifyRaw(
  server: AuthServer,
  sb: SupabaseClient,
  factorId: string,
  challengeId: string,
  type: 'create' | 'request',
  answer: { toJSON: () => unknown },
) {
  const token = (await sb.auth.getSession()).data.session!.access_token
  return authFetch(server, `/factors/${factorId}/verify`, {
    method: 'POST',
    token,
    body: JSON.stringify({
      challenge_id: challengeId,
      webauthn: { type, ...CLIENT_RP, credential_response: answer.toJSON() },
    }),
  })
}

export const UNEXPECTED = 'Unexpected failure, please check server logs for more information'
export const ASSERTION_FAILED = 'Failed to validate WebAuthn MFA response'

/** A signed-in user with a verified WebAuthn factor, and the authenticator holding its credential. */
export async function enrolled(server: AuthServer, friendlyName = 'security key') {
  const user = await signedUp(server)
  const key = new SoftAuthenticator()
  const { data: factor, error } = await user.sb.auth.mfa.enroll({
    factorType: 'webauthn',
    friendlyName,
  })
  if (error) throw error
  const ch = await challenge(user.sb, factor.id)
  const created = key.create(ch.webauthn.credential_options.publicKey.challenge, RIGHT)
  const done = await verify(user.sb, factor.id, ch.id, 'create', created)
  if (done.error) throw done.error
  return { ...user, key, factor, aal2: done.data! }
}

/** Signs the user in again with the password: a session at aal1 that must step up. */
export async function secondLogin(server: AuthServer, email: string, password: string) {
  const sb = client(server)
  const { error } = await sb.auth.signInWithPassword({ email, password })
  if (error) throw error
  return sb
}
