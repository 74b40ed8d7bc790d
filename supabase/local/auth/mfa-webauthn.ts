import { randomUUID } from 'node:crypto'
import type { Queryable } from '../db'
import type { AuthContext } from './context'
import { AuthError, optObject, optString, validationFailed } from './errors'
import {
  completeVerification,
  insertChallenge,
  validateChallenge,
  type FactorRow,
} from './mfa-challenges'
import type { Authenticated } from './middleware'
import {
  creationOptions,
  relyingParty,
  requestOptions,
  type SessionData,
  type StoredCredential,
} from './webauthn-options'
import {
  checkAssertion,
  checkCreation,
  parseCreationResponse,
  parseRequestResponse,
} from './webauthn-verify'

/** The credentials of the user's WebAuthn factors (GoTrue's User.WebAuthnCredentials). */
async function userCredentials(tx: Queryable, userId: string): Promise<StoredCredential[]> {
  const { rows } = await tx.query<{ web_authn_credential: StoredCredential }>(
    `select web_authn_credential from auth.mfa_factors
     where user_id = $1 and factor_type = 'webauthn' and web_authn_credential is not null order by created_at`,
    [userId],
  )
  return rows.map((r) => r.web_authn_credential)
}

/**
 * POST /factors/:id/challenge for a WebAuthn factor: creation options while the factor is
 * unverified, request options once it holds a credential. The relying party is
 * `[auth.webauthn]`; the `webauthn` parameters auth-js sends are not read, as GoTrue does not.
 */
export async function challengeWebAuthn(
  ctx: AuthContext,
  tx: Queryable,
  auth: Authenticated,
  factor: FactorRow,
  ip: string,
) {
  const rp = relyingParty(ctx.platform.config)
  const user = { id: auth.user.id, email: auth.user.email ?? null }
  const credentials = await userCredentials(tx, auth.user.id)
  const verified = factor.status === 'verified'
  const { options, session } = verified
    ? requestOptions(rp, user, credentials)
    : creationOptions(rp, user, credentials)
  const id = randomUUID()
  const expiresAt = await insertChallenge(tx, id, factor.id, ip, session)
  return {
    id,
    type: 'webauthn',
    expires_at: expiresAt,
    webauthn: { type: verified ? 'request' : 'create', credential_options: options },
  }
}

/** The `webauthn` object of a verify request, checked in GoTrue's order and words. */
function verifyParams(body: Record<string, unknown>) {
  const webauthn = optObject(body, 'webauthn')
  if (!webauthn) throw validationFailed('WebAuthn config required')
  const type = optString(webauthn, 'type')
  if (type !== 'create' && type !== 'request')
    throw validationFailed('WebAuthn type must be create or request')
  const response = webauthn.credential_response
  if (response === undefined || response === null)
    throw validationFailed('credential_response required')
  return { type, response }
}

/**
 * POST /factors/:id/verify for a WebAuthn factor. The challenge is spent only when the
 * credential checks out; a refusal after the challenge lookup is returned so that the
 * transaction still commits (an expired challenge is deleted).
 */
export async function verifyWebAuthn(
  ctx: AuthContext,
  tx: Queryable,
  auth: Authenticated,
  sessionId: string,
  factor: FactorRow,
  body: Record<string, unknown>,
  ip: string,
): Promise<{ error: AuthError } | { session: Record<string, unknown> }> {
  const { type, response } = verifyParams(body)
  const rp = relyingParty(ctx.platform.config)
  const challengeId = typeof body.challenge_id === 'string' ? body.challenge_id : undefined
  const found = await validateChallenge(tx, factor.id, challengeId, ip)
  if ('error' in found) return found
  const session = found.challenge.web_authn_session_data as SessionData
  try {
    if (type === 'create') {
      const { credential, aaguid } = await checkCreation(
        rp,
        session,
        parseCreationResponse(response),
      )
      await tx.query(`delete from auth.mfa_challenges where id = $1`, [challengeId])
      if (factor.status !== 'verified') {
        await tx.query(
          `update auth.mfa_factors set status = 'verified', web_authn_credential = $2::jsonb,
             web_authn_aaguid = $3::uuid, updated_at = now() where id = $1`,
          [factor.id, JSON.stringify(credential), aaguid],
        )
      }
    } else {
      const credentials = await userCredentials(tx, auth.user.id)
      await checkAssertion(rp, session, parseRequestResponse(response), credentials)
      await tx.query(`delete from auth.mfa_challenges where id = $1`, [challengeId])
    }
  } catch (e) {
    if (e instanceof AuthError) return { error: e }
    throw e
  }
  return { session: await completeVerification(ctx, tx, auth, sessionId, factor, 'mfa/webauthn') }
}
