import type { Queryable } from '../db'
import { UUID_RE } from '../http/uuid'
import type { AuthContext } from './context'
import { AuthError, notFound, unprocessable } from './errors'
import type { Authenticated } from './middleware'
import { addAmrClaim, inetOrNull, sessionJson, swapRefreshToken } from './sessions'

/** GoTrue defaults: challenges live 300 s; unverified factors are swept after 300 s. */
export const CHALLENGE_TTL_SECONDS = 300
export const UNVERIFIED_FACTOR_TTL_SECONDS = 300

export interface FactorRow {
  id: string
  user_id: string
  friendly_name: string | null
  factor_type: string
  status: string
  secret: string | null
}

/** GoTrue's loadFactor: the caller's own factor, locked for the request; else 404. */
export async function loadFactor(
  tx: Queryable,
  auth: Authenticated,
  id: string,
): Promise<FactorRow> {
  if (!UUID_RE.test(id)) throw notFound('mfa_factor_not_found', 'Factor not found')
  const { rows } = await tx.query<FactorRow>(
    `select id, user_id, friendly_name, factor_type::text, status::text, secret
     from auth.mfa_factors where id = $1 and user_id = $2 for update`,
    [id, auth.user.id],
  )
  if (!rows[0]) throw notFound('mfa_factor_not_found', 'Factor not found')
  return rows[0]
}

/** A new challenge row for the factor; answers its expiry (Unix seconds). */
export async function insertChallenge(
  tx: Queryable,
  id: string,
  factorId: string,
  ip: string,
  sessionData: unknown = null,
): Promise<number> {
  const { rows } = await tx.query<{ expires_at: number }>(
    `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address, web_authn_session_data)
     values ($1, $2, now(), coalesce($3::inet, '0.0.0.0'), $4::jsonb)
     returning (extract(epoch from created_at) + $5)::bigint as expires_at`,
    [
      id,
      factorId,
      inetOrNull(ip),
      sessionData === null ? null : JSON.stringify(sessionData),
      CHALLENGE_TTL_SECONDS,
    ],
  )
  await tx.query(
    `update auth.mfa_factors set last_challenged_at = now(), updated_at = now() where id = $1`,
    [factorId],
  )
  return Number(rows[0].expires_at)
}

export interface ChallengeRow {
  web_authn_session_data: unknown
}

/**
 * GoTrue's validateChallenge: the challenge of this factor, from the same IP, not yet used,
 * not expired. An expired challenge is deleted, so the caller must commit that refusal; hence
 * refusals are returned rather than thrown.
 */
export async function validateChallenge(
  tx: Queryable,
  factorId: string,
  challengeId: string | undefined,
  ip: string,
): Promise<{ challenge: ChallengeRow } | { error: AuthError }> {
  const missing = unprocessable(
    'mfa_factor_not_found',
    'MFA factor with the provided challenge ID not found',
  )
  if (!challengeId || !UUID_RE.test(challengeId)) return { error: missing }
  const { rows } = await tx.query<
    { verified_at: Date | null; ip: string; expired: boolean } & ChallengeRow
  >(
    `select verified_at, host(ip_address) as ip, created_at + make_interval(secs => $3) < now() as expired,
            web_authn_session_data
     from auth.mfa_challenges where id = $1 and factor_id = $2 for update`,
    [challengeId, factorId, CHALLENGE_TTL_SECONDS],
  )
  const challenge = rows[0]
  if (!challenge) return { error: missing }
  const here = inetOrNull(ip) ?? '0.0.0.0'
  if (
    challenge.verified_at ||
    challenge.ip.replace(/^::ffff:/, '') !== here.replace(/^::ffff:/, '')
  ) {
    return {
      error: unprocessable(
        'mfa_ip_address_mismatch',
        'Challenge and verify IP addresses mismatch.',
      ),
    }
  }
  if (challenge.expired) {
    await tx.query(`delete from auth.mfa_challenges where id = $1`, [challengeId])
    return {
      error: unprocessable(
        'mfa_challenge_expired',
        `MFA challenge ${challengeId} has expired, verify against another challenge or create a new challenge.`,
      ),
    }
  }
  return { challenge }
}

/**
 * The end of every successful factor verification (updateMFASessionAndClaims and what follows):
 * the same session goes to aal2 with the factor's AMR claim and a new refresh token, the user's
 * sessions below aal2 are signed out, and unverified factors of the same type are dropped.
 */
export async function completeVerification(
  ctx: AuthContext,
  tx: Queryable,
  auth: Authenticated,
  sessionId: string,
  factor: FactorRow,
  amrMethod: string,
) {
  await tx.query(
    `update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`,
    [sessionId, factor.id],
  )
  await addAmrClaim(tx, sessionId, amrMethod)
  const refreshToken = await swapRefreshToken(tx, auth.user.id, sessionId)
  await tx.query(`delete from auth.sessions where user_id = $1 and aal < 'aal2'`, [auth.user.id])
  await tx.query(
    `delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = $2::auth.factor_type`,
    [auth.user.id, factor.factor_type],
  )
  return sessionJson(ctx, tx, auth.user.id, sessionId, refreshToken, amrMethod)
}
