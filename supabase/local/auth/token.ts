import { createHash } from 'node:crypto'
import { Hono } from 'hono'
import type { AuthContext } from './context'
import { authTx } from './db'
import {
  AuthError,
  badRequest,
  notFound,
  optString,
  readJson,
  unprocessable,
  validationFailed,
} from './errors'
import { refuseDisabledGrant } from './disabled'
import { runPasswordVerificationHook } from './hook'
import { checkPassword, passwordProblem } from './passwords'
import { clientIp } from './ratelimit'
import {
  createSession,
  inetOrNull,
  insertRefreshToken,
  newRefreshToken,
  sessionJson,
} from './sessions'
import { findUserByEmail, findUserById, isBanned, isConfirmed } from './users'

/** PKCE flow states live this long after the code is issued (GoTrue's FlowStateExpiryDuration). */
const FLOW_STATE_TTL_SECONDS = 300

/** A real bcrypt hash of a throwaway password, compared against for unknown users. */
const DUMMY_HASH = '$2b$10$Mj8Q4P.ow3pMAjbiXrXJBerqGXYQ53FdmMJdZDHEzPir3FToj1cJK'

export function tokenRoutes(ctx: AuthContext) {
  const app = new Hono()
  const { config, db } = ctx.platform

  app.post('/token', async (c) => {
    const grant = c.req.query('grant_type')
    const ip = clientIp(c)
    const meta = { ip, userAgent: c.req.header('user-agent') ?? null }

    if (grant === 'password') {
      ctx.limiter.hit('sign_in_sign_ups', ip, config.auth.rate_limit.sign_in_sign_ups)
      const body = await readJson(c)
      const email = optString(body, 'email')
      const password = optString(body, 'password')
      if (optString(body, 'phone') && !email)
        throw unprocessable('phone_provider_disabled', 'Phone logins are disabled')
      if (!email || !password) throw validationFailed('Sign in requires an email and a password')
      const user = await findUserByEmail(db, email)
      // Compare even for unknown users so timing does not tell which addresses exist.
      const ok = await checkPassword(password, user?.encrypted_password || DUMMY_HASH)
      // GoTrue asks the hook only about a real, unbanned account with a password; its
      // rejection stands even for the right password (the account's lockout).
      if (user && user.encrypted_password && !isBanned(user)) {
        await runPasswordVerificationHook(config, db, { userId: user.id, valid: ok, ip })
      }
      if (!user || !ok) throw badRequest('invalid_credentials', 'Invalid login credentials')
      if (isBanned(user)) throw badRequest('user_banned', 'User is banned')
      if (!isConfirmed(user)) throw badRequest('email_not_confirmed', 'Email not confirmed')
      const weak = passwordProblem(password, config.auth.minimum_password_length)
      const session = await authTx(db, async (tx) => {
        const { sessionId, refreshToken } = await createSession(tx, user.id, 'password', meta)
        return sessionJson(
          ctx,
          tx,
          user.id,
          sessionId,
          refreshToken,
          'password',
          weak ? { weak_password: weak } : {},
        )
      })
      return c.json(session)
    }

    if (grant === 'refresh_token') {
      ctx.limiter.hit('token_refresh', ip, config.auth.rate_limit.token_refresh)
      const body = await readJson(c)
      const token = optString(body, 'refresh_token')
      if (!token) throw validationFailed('refresh_token required')
      const outcome = await authTx(db, async (tx) => {
        const { rows } = await tx.query<{
          token: string
          revoked: boolean
          session_id: string | null
          user_id: string
          reuse_expired: boolean
        }>(
          `select token, revoked, session_id, user_id,
             updated_at + make_interval(secs => $2) < now() as reuse_expired
           from auth.refresh_tokens where token = $1 for update`,
          [token, config.auth.refresh_token_reuse_interval],
        )
        const rt = rows[0]
        if (!rt || !rt.session_id) {
          return {
            error: badRequest(
              'refresh_token_not_found',
              'Invalid Refresh Token: Refresh Token Not Found',
            ),
          }
        }
        const sessionId = rt.session_id
        const session = await tx.query(`select id from auth.sessions where id = $1 for update`, [
          sessionId,
        ])
        if (session.rows.length === 0) {
          return {
            error: badRequest('session_not_found', 'Invalid Refresh Token: Session Not Found'),
          }
        }
        const user = await findUserById(tx, rt.user_id)
        if (!user || user.deleted_at) {
          return {
            error: badRequest(
              'refresh_token_not_found',
              'Invalid Refresh Token: Refresh Token Not Found',
            ),
          }
        }
        if (isBanned(user))
          return { error: badRequest('user_banned', 'Invalid Refresh Token: User Banned') }

        let issued: string
        if (rt.revoked) {
          const active = await tx.query<{ token: string }>(
            `select token from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1`,
            [sessionId],
          )
          if (rt.reuse_expired || active.rows.length === 0) {
            // Reuse outside the interval: a stolen token is assumed, the whole session's chain dies.
            if (config.auth.enable_refresh_token_rotation) {
              await tx.query(
                `update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false`,
                [sessionId],
              )
            }
            return {
              error: badRequest(
                'refresh_token_already_used',
                'Invalid Refresh Token: Already Used',
              ),
            }
          }
          // Concurrent refresh within the reuse interval: answer with the session's current token.
          issued = active.rows[0].token
        } else {
          await tx.query(
            `update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1`,
            [token],
          )
          issued = newRefreshToken()
          await insertRefreshToken(tx, user.id, sessionId, issued, token)
        }
        await tx.query(
          `update auth.sessions set refreshed_at = now() at time zone 'utc', updated_at = now(), user_agent = $2,
             ip = $3::inet where id = $1`,
          [sessionId, meta.userAgent, inetOrNull(ip)],
        )
        return { session: await sessionJson(ctx, tx, user.id, sessionId, issued, 'token_refresh') }
      })
      // The revocation above is committed; only then is the refusal sent (GoTrue's NewCommitWithError).
      if ('error' in outcome && outcome.error) throw outcome.error
      return c.json(outcome.session)
    }

    if (grant === 'pkce') {
      const body = await readJson(c)
      const authCode = optString(body, 'auth_code')
      const verifier = optString(body, 'code_verifier')
      if (!authCode || !verifier) {
        throw validationFailed(
          'invalid request: both auth code and code verifier should be non-empty',
        )
      }
      const session = await authTx(db, async (tx) => {
        const { rows } = await tx.query<{
          id: string
          user_id: string | null
          code_challenge_method: string
          code_challenge: string
          authentication_method: string
          expired: boolean
        }>(
          `select id, user_id, code_challenge_method::text, code_challenge, authentication_method,
             coalesce(auth_code_issued_at, created_at) + make_interval(secs => $2) < now() as expired
           from auth.flow_state where auth_code = $1 for update`,
          [authCode, FLOW_STATE_TTL_SECONDS],
        )
        const flow = rows[0]
        if (!flow)
          throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found')
        if (flow.expired) throw unprocessable('flow_state_expired', 'PKCE flow state has expired')
        const computed =
          flow.code_challenge_method === 's256'
            ? createHash('sha256').update(verifier).digest('base64url')
            : verifier
        if (computed !== flow.code_challenge) {
          throw badRequest(
            'bad_code_verifier',
            'code challenge does not match previously saved code verifier',
          )
        }
        const user = flow.user_id ? await findUserById(tx, flow.user_id) : null
        if (!user || user.deleted_at) throw notFound('user_not_found', 'User not found')
        if (!isConfirmed(user)) throw badRequest('email_not_confirmed', 'Email not confirmed')
        await tx.query(`delete from auth.flow_state where id = $1`, [flow.id])
        const { sessionId, refreshToken } = await createSession(
          tx,
          user.id,
          flow.authentication_method,
          meta,
        )
        return sessionJson(ctx, tx, user.id, sessionId, refreshToken, flow.authentication_method)
      })
      return c.json(session)
    }

    await refuseDisabledGrant(grant, () => readJson(c))
    throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type')
  })

  return app
}
