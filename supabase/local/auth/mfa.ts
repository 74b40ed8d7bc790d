import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { Secret, TOTP } from 'otpauth'
import QRCode from 'qrcode'
import type { Queryable } from '../db'
import type { AuthContext } from './context'
import { authTx } from './db'
import { AuthError, forbidden, notFound, optString, readJson, unprocessable, validationFailed } from './errors'
import { authenticate, type Authenticated } from './middleware'
import { clientIp } from './ratelimit'
import { addAmrClaim, inetOrNull, sessionJson, swapRefreshToken } from './sessions'

/** GoTrue defaults: challenges live 300 s; unverified factors are swept after 300 s. */
const CHALLENGE_TTL_SECONDS = 300
const UNVERIFIED_FACTOR_TTL_SECONDS = 300
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

interface FactorRow {
  id: string
  user_id: string
  friendly_name: string | null
  factor_type: string
  status: string
  secret: string | null
}

const totpFor = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 })

/** otpauth URI in the form GoTrue's TOTP library writes (query keys sorted). */
function otpauthUri(issuer: string, account: string, secret: string) {
  const q = new URLSearchParams({ algorithm: 'SHA1', digits: '6', issuer, period: '30', secret })
  return `otpauth://totp/${encodeURIComponent(issuer)}:${encodeURIComponent(account)}?${q.toString()}`
}

async function loadFactor(tx: Queryable, auth: Authenticated, id: string): Promise<FactorRow> {
  if (!UUID_RE.test(id)) throw notFound('mfa_factor_not_found', 'Factor not found')
  const { rows } = await tx.query<FactorRow>(
    `select id, user_id, friendly_name, factor_type::text, status::text, secret
     from auth.mfa_factors where id = $1 and user_id = $2 for update`,
    [id, auth.user.id],
  )
  if (!rows[0]) throw notFound('mfa_factor_not_found', 'Factor not found')
  return rows[0]
}

function requireSession(auth: Authenticated): string {
  if (!auth.sessionId) throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist')
  return auth.sessionId
}

export function mfaRoutes(ctx: AuthContext) {
  const app = new Hono()
  const { config, db } = ctx.platform
  const mfa = config.auth.mfa

  app.post('/factors', async (c) => {
    const auth = await authenticate(ctx, c)
    requireSession(auth)
    const body = await readJson(c)
    const factorType = optString(body, 'factor_type')
    const friendlyName = optString(body, 'friendly_name') ?? ''
    const issuer = optString(body, 'issuer') || new URL(config.auth.site_url).host
    if (factorType === 'phone') throw unprocessable('mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone')
    if (factorType === 'webauthn') {
      throw unprocessable('mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn')
    }
    if (factorType !== 'totp') throw validationFailed('factor_type needs to be totp, phone, or webauthn')
    if (!mfa.totp.enroll_enabled) throw unprocessable('mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP')

    const secret = new Secret({ size: 20 }).base32
    const uri = otpauthUri(issuer, auth.user.email ?? '', secret)
    const qr = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'H' })
    const factorId = randomUUID()
    await authTx(db, async (tx) => {
      await tx.query(
        `delete from auth.mfa_factors where user_id = $1 and status = 'unverified'
           and created_at + make_interval(secs => $2) < now()`,
        [auth.user.id, UNVERIFIED_FACTOR_TTL_SECONDS],
      )
      const { rows } = await tx.query<{ friendly_name: string | null; status: string }>(
        `select friendly_name, status::text from auth.mfa_factors where user_id = $1 for update`,
        [auth.user.id],
      )
      if (rows.some((f) => (f.friendly_name ?? '') === friendlyName)) {
        throw unprocessable(
          'mfa_factor_name_conflict',
          `A factor with the friendly name "${friendlyName}" for this user already exists`,
        )
      }
      if (rows.length >= mfa.max_enrolled_factors) {
        throw unprocessable('too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue')
      }
      if (rows.some((f) => f.status === 'verified') && auth.aal !== 'aal2') {
        throw new AuthError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor')
      }
      await tx.query(
        `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
         values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4)`,
        [factorId, auth.user.id, friendlyName, secret],
      )
    })
    return c.json({
      id: factorId,
      type: 'totp',
      friendly_name: friendlyName,
      totp: { qr_code: qr, secret, uri },
    })
  })

  app.post('/factors/:id/challenge', async (c) => {
    const auth = await authenticate(ctx, c)
    requireSession(auth)
    await readJson(c)
    const ip = clientIp(c)
    const challenge = await authTx(db, async (tx) => {
      const factor = await loadFactor(tx, auth, c.req.param('id'))
      if (factor.factor_type !== 'totp') throw validationFailed('factor_type needs to be totp, phone, or webauthn')
      if (!mfa.totp.verify_enabled) {
        throw unprocessable('mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP')
      }
      const id = randomUUID()
      const { rows } = await tx.query<{ expires_at: number }>(
        `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address)
         values ($1, $2, now(), coalesce($3::inet, '0.0.0.0'))
         returning (extract(epoch from created_at) + $4)::bigint as expires_at`,
        [id, factor.id, inetOrNull(ip), CHALLENGE_TTL_SECONDS],
      )
      await tx.query(`update auth.mfa_factors set last_challenged_at = now(), updated_at = now() where id = $1`, [
        factor.id,
      ])
      return { id, type: 'totp', expires_at: Number(rows[0].expires_at) }
    })
    return c.json(challenge)
  })

  app.post('/factors/:id/verify', async (c) => {
    const ip = clientIp(c)
    ctx.limiter.hit('token_verifications', ip, config.auth.rate_limit.token_verifications)
    const auth = await authenticate(ctx, c)
    const sessionId = requireSession(auth)
    const body = await readJson(c)
    const challengeId = optString(body, 'challenge_id')
    const code = optString(body, 'code')
    if (!code) throw validationFailed('Code needs to be non-empty')
    if (!challengeId || !UUID_RE.test(challengeId)) {
      throw unprocessable('mfa_factor_not_found', 'MFA factor with the provided challenge ID not found')
    }
    // Refusals after the challenge lookup must still commit (an expired challenge is deleted).
    const outcome = await authTx(db, async (tx) => {
      const factor = await loadFactor(tx, auth, c.req.param('id'))
      if (!mfa.totp.verify_enabled) {
        return { error: unprocessable('mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP') }
      }
      const { rows } = await tx.query<{ verified_at: Date | null; ip: string; expired: boolean }>(
        `select verified_at, host(ip_address) as ip, created_at + make_interval(secs => $3) < now() as expired
         from auth.mfa_challenges where id = $1 and factor_id = $2 for update`,
        [challengeId, factor.id, CHALLENGE_TTL_SECONDS],
      )
      const challenge = rows[0]
      if (!challenge) {
        return { error: unprocessable('mfa_factor_not_found', 'MFA factor with the provided challenge ID not found') }
      }
      const here = inetOrNull(ip) ?? '0.0.0.0'
      if (challenge.verified_at || challenge.ip.replace(/^::ffff:/, '') !== here.replace(/^::ffff:/, '')) {
        return { error: unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.') }
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
      const valid = factor.secret !== null && totpFor(factor.secret).validate({ token: code, window: 1 }) !== null
      if (!valid) return { error: unprocessable('mfa_verification_failed', 'Invalid TOTP code entered') }

      await tx.query(`update auth.mfa_challenges set verified_at = now() where id = $1`, [challengeId])
      await tx.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`, [factor.id])
      // updateMFASessionAndClaims: the same session goes to aal2 with a totp AMR claim and a new refresh token.
      await tx.query(`update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`, [
        sessionId,
        factor.id,
      ])
      await addAmrClaim(tx, sessionId, 'totp')
      const refreshToken = await swapRefreshToken(tx, auth.user.id, sessionId)
      // Other sessions below aal2 are signed out; unverified TOTP factors are dropped.
      await tx.query(`delete from auth.sessions where user_id = $1 and aal < 'aal2'`, [auth.user.id])
      await tx.query(
        `delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = 'totp'`,
        [auth.user.id],
      )
      return { session: await sessionJson(ctx, tx, auth.user.id, sessionId, refreshToken, 'totp') }
    })
    if ('error' in outcome && outcome.error) throw outcome.error
    return c.json(outcome.session)
  })

  app.delete('/factors/:id', async (c) => {
    const auth = await authenticate(ctx, c)
    requireSession(auth)
    const id = await authTx(db, async (tx) => {
      const factor = await loadFactor(tx, auth, c.req.param('id'))
      if (factor.status === 'verified' && auth.aal !== 'aal2') {
        throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor')
      }
      // DowngradeSessionsToAAL1: sessions that stood on this factor lose aal2 and the totp claim.
      await tx.query(
        `delete from auth.mfa_amr_claims where authentication_method = 'totp'
           and session_id in (select id from auth.sessions where factor_id = $1)`,
        [factor.id],
      )
      await tx.query(`update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1`, [
        factor.id,
      ])
      await tx.query(`delete from auth.mfa_factors where id = $1`, [factor.id])
      return factor.id
    })
    return c.json({ id })
  })

  return app
}
