import type { Queryable } from '../db'
import type { AuthContext } from './context'
import { AuthError, badRequest, forbidden, notFound, optString, validationFailed } from './errors'
import type { Authenticated } from './middleware'
import { UUID_RE } from '../http/uuid'
import { consumePasskeyChallenge, type ChallengeType } from './passkey-store'
import { relyingParty, type RelyingParty, type SessionData } from './webauthn-options'

/** What the passkey routes share: their relying party, request checks and GoTrue's refusals. */

/** go-webauthn refuses to start without a complete `[auth.webauthn]`; GoTrue words it so. */
export function passkeyRelyingParty(ctx: AuthContext): RelyingParty {
  try {
    return relyingParty(ctx.platform.config)
  } catch {
    throw new AuthError(500, 'unexpected_failure', 'Failed to initialize WebAuthn')
  }
}

/** An unknown, foreign or malformed passkey id (GoTrue answers all three alike). */
export const passkeyNotFound = () => notFound('validation_failed', 'Passkey not found')

/** A response that does not parse as a credential. */
export const invalidCredential = () =>
  badRequest('webauthn_verification_failed', 'Invalid credential response')
/** A credential or assertion that does not check out (origin, RP ID, challenge, signature, user). */
export const verificationFailed = () =>
  badRequest('webauthn_verification_failed', 'Credential verification failed')

/**
 * GoTrue's requireNotAnonymous: anonymous users cannot register passkeys.
 */
export function requireNotAnonymous(auth: Authenticated) {
  if (auth.claims.is_anonymous === true) {
    throw forbidden('no_authorization', 'Anonymous user not allowed to perform these actions')
  }
}

/**
 * GoTrue's requirePasskeyManagementAAL: a user with a verified MFA factor adds or removes
 * passkeys only from an aal2 session (a user without one could never reach aal2).
 */
export async function requireManagementAal(tx: Queryable, auth: Authenticated) {
  const { rows } = await tx.query<{ n: number }>(
    `select count(*)::int as n from auth.mfa_factors where user_id = $1 and status = 'verified'`,
    [auth.user.id],
  )
  if (rows[0].n > 0 && auth.aal !== 'aal2') {
    throw forbidden(
      'insufficient_aal',
      'AAL2 session is required to manage passkeys when MFA is enabled',
    )
  }
}

/** The `{challenge_id, credential}` of a verify request, checked in GoTrue's order and words. */
export function verifyParams(body: Record<string, unknown>) {
  const challengeId = optString(body, 'challenge_id')
  if (!challengeId) throw validationFailed('challenge_id is required')
  if (body.credential === undefined) throw validationFailed('credential is required')
  if (!UUID_RE.test(challengeId)) throw validationFailed('challenge_id must be a valid UUID')
  return { challengeId, credential: body.credential }
}

/**
 * Spends the challenge in a transaction of its own, as GoTrue consumes it before checking the
 * credential: a failed verify cannot be retried with the same challenge.
 */
export async function spendChallenge(
  run: <T>(fn: (tx: Queryable) => Promise<T>) => Promise<T>,
  challengeId: string,
  type: ChallengeType,
  userId: string | null,
): Promise<SessionData> {
  const found = await run((tx) => consumePasskeyChallenge(tx, challengeId, type, userId))
  if (!found)
    throw badRequest('webauthn_challenge_not_found', 'Challenge not found or already used')
  if (found.expired) throw badRequest('webauthn_challenge_expired', 'Challenge has expired')
  return found.session
}
