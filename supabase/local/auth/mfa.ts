import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { Secret, TOTP } from 'otpauth'
import QRCode from 'qrcode'
import type { AuthContext } from './context'
import { authTx } from './db'
import {
  AuthError,
  forbidden,
  optString,
  readJson,
  unprocessable,
  validationFailed,
} from './errors'
import {
  UNVERIFIED_FACTOR_TTL_SECONDS,
  completeVerification,
  insertChallenge,
  loadFactor,
  validateChallenge,
} from './mfa-challenges'
import { challengeWebAuthn, verifyWebAuthn } from './mfa-webauthn'
import { authenticate, type Authenticated } from './middleware'
import { clientIp } from './ratelimit'

const totpFor = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 })

/** otpauth URI in the form GoTrue's TOTP library writes (query keys sorted). */
function otpauthUri(issuer: string, account: string, secret: string) {
  const q = new URLSearchParams({ algorithm: 'SHA1', digits: '6', issuer, period: '30', secret })
  return `otpauth://totp/${encodeURIComponent(issuer)}:${encodeURIComponent(account)}?${q.toString()}`
}

function requireSession(auth: Authenticated): string {
  if (!auth.sessionId)
    throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist')
  return auth.sessionId
}

/** GoTrue's refusal while `[auth.mfa.web_authn] verify_enabled` is off; the code depends on the route. */
const webAuthnVerifyOff = (code: string) =>
  unprocessable(code, 'MFA verification is disabled for WebAuthn')

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
    if (factorType === 'phone')
      throw unprocessable('mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone')
    if (factorType === 'webauthn' && !mfa.web_authn.enroll_enabled) {
      throw unprocessable('mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn')
    }
    if (factorType !== 'totp' && factorType !== 'webauthn') {
      throw validationFailed('factor_type needs to be totp, phone, or webauthn')
    }
    if (factorType === 'totp' && !mfa.totp.enroll_enabled) {
      throw unprocessable('mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP')
    }

    const secret = factorType === 'totp' ? new Secret({ size: 20 }).base32 : null
    const uri = secret === null ? '' : otpauthUri(issuer, auth.user.email ?? '', secret)
    const qr =
      secret === null ? '' : await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'H' })
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
        throw unprocessable(
          'too_many_enrolled_mfa_factors',
          'Maximum number of verified factors reached, unenroll to continue',
        )
      }
      if (rows.some((f) => f.status === 'verified') && auth.aal !== 'aal2') {
        throw new AuthError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor')
      }
      await tx.query(
        `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
         values ($1, $2, $3, $5::auth.factor_type, 'unverified', now(), now(), $4)`,
        [factorId, auth.user.id, friendlyName, secret, factorType],
      )
    })
    return c.json({
      id: factorId,
      type: factorType,
      friendly_name: friendlyName,
      ...(secret === null ? {} : { totp: { qr_code: qr, secret, uri } }),
    })
  })

  app.post('/factors/:id/challenge', async (c) => {
    const auth = await authenticate(ctx, c)
    requireSession(auth)
    await readJson(c)
    const ip = clientIp(c)
    const challenge = await authTx(db, async (tx) => {
      const factor = await loadFactor(tx, auth, c.req.param('id'))
      if (factor.factor_type === 'webauthn') {
        if (!mfa.web_authn.verify_enabled)
          throw webAuthnVerifyOff('mfa_webauthn_verify_not_enabled')
        return challengeWebAuthn(ctx, tx, auth, factor, ip)
      }
      if (factor.factor_type !== 'totp')
        throw validationFailed('factor_type needs to be totp, phone, or webauthn')
      if (!mfa.totp.verify_enabled) {
        throw unprocessable('mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP')
      }
      const id = randomUUID()
      return { id, type: 'totp', expires_at: await insertChallenge(tx, id, factor.id, ip) }
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
    // Refusals after the challenge lookup must still commit (an expired challenge is deleted).
    const outcome = await authTx(db, async (tx) => {
      const factor = await loadFactor(tx, auth, c.req.param('id'))
      if (factor.factor_type === 'webauthn') {
        // GoTrue answers this refusal with the enroll code and the verification message.
        if (!mfa.web_authn.verify_enabled)
          throw webAuthnVerifyOff('mfa_webauthn_enroll_not_enabled')
        return verifyWebAuthn(ctx, tx, auth, sessionId, factor, body, ip)
      }
      if (!code) throw validationFailed('Code needs to be non-empty')
      if (!mfa.totp.verify_enabled) {
        throw unprocessable('mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP')
      }
      const found = await validateChallenge(tx, factor.id, challengeId, ip)
      if ('error' in found) return found
      const valid =
        factor.secret !== null &&
        totpFor(factor.secret).validate({ token: code, window: 1 }) !== null
      if (!valid)
        return { error: unprocessable('mfa_verification_failed', 'Invalid TOTP code entered') }

      await tx.query(`update auth.mfa_challenges set verified_at = now() where id = $1`, [
        challengeId,
      ])
      if (factor.status !== 'verified') {
        await tx.query(
          `update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`,
          [factor.id],
        )
      }
      return { session: await completeVerification(ctx, tx, auth, sessionId, factor, 'totp') }
    })
    if ('error' in outcome) throw outcome.error
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
      // DowngradeSessionsToAAL1: sessions that stood on this factor lose aal2 and the claim named
      // like the factor type (for WebAuthn that is "webauthn", while its claim is "mfa/webauthn":
      // GoTrue leaves that claim in place, and so does this).
      await tx.query(
        `delete from auth.mfa_amr_claims where authentication_method = $2
           and session_id in (select id from auth.sessions where factor_id = $1)`,
        [factor.id, factor.factor_type],
      )
      await tx.query(
        `update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1`,
        [factor.id],
      )
      await tx.query(`delete from auth.mfa_factors where id = $1`, [factor.id])
      return factor.id
    })
    return c.json({ id })
  })

  return app
}
