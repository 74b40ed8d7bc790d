import { Hono } from 'hono'
import type { Queryable } from '../db'
import type { AuthContext } from './context'
import { authTx } from './db'
import { AuthError, forbidden, optString, readJson, validationFailed } from './errors'
import { TOKEN_SLOTS, tokenHash, type TokenSlot } from './links'
import { clientIp } from './ratelimit'
import { redirectTarget } from './redirect'
import { createSession, sessionJson, type SessionMeta } from './sessions'
import { confirmUser, findUserById } from './users'

/** Which stored tokens each verification type may consume, and the AMR method it signs in with. */
const TYPES: Record<string, { slots: TokenSlot[]; amr: string }> = {
  signup: { slots: ['confirmation'], amr: 'otp' },
  invite: { slots: ['confirmation'], amr: 'invite' },
  email: { slots: ['confirmation', 'recovery'], amr: 'otp' },
  magiclink: { slots: ['recovery'], amr: 'magiclink' },
  recovery: { slots: ['recovery'], amr: 'recovery' },
  email_change: { slots: ['email_change'], amr: 'email_change' },
}

const expired = () => forbidden('otp_expired', 'Token has expired or is invalid')

interface Verified {
  userId: string
  pkce: boolean
  amr: string
}

/** Consumes a one-time token: finds it, checks its age, applies its effect (confirm, email change). */
async function consumeToken(ctx: AuthContext, tx: Queryable, type: string, hashes: string[]): Promise<Verified> {
  const spec = TYPES[type]
  if (!spec) throw validationFailed(`Verify requires a valid verification type`)
  const types = spec.slots.map((s) => TOKEN_SLOTS[s].type)
  const { rows } = await tx.query<{ user_id: string; token_type: string; token_hash: string }>(
    `select user_id, token_type::text, token_hash from auth.one_time_tokens
     where token_hash = any($1::text[]) and token_type::text = any($2::text[])
     order by created_at desc limit 1 for update`,
    [hashes, types],
  )
  const ott = rows[0]
  if (!ott) throw expired()
  const slotName = (Object.keys(TOKEN_SLOTS) as TokenSlot[]).find((s) => TOKEN_SLOTS[s].type === ott.token_type)!
  const slot = TOKEN_SLOTS[slotName]
  const fresh = await tx.query<{ ok: boolean }>(
    `select ${slot.column} = $2 and ${slot.sentAt} + make_interval(secs => $3) > now() as ok
     from auth.users where id = $1 and deleted_at is null`,
    [ott.user_id, ott.token_hash, ctx.platform.config.auth.email.otp_expiry],
  )
  if (!fresh.rows[0]?.ok) throw expired()
  await tx.query(`delete from auth.one_time_tokens where user_id = $1 and token_type::text = $2`, [
    ott.user_id,
    ott.token_type,
  ])
  await tx.query(`update auth.users set ${slot.column} = '' where id = $1`, [ott.user_id])

  if (slotName === 'email_change') {
    const user = await findUserById(tx, ott.user_id)
    const newEmail = user?.email_change
    if (!newEmail) throw expired()
    await tx.query(
      `update auth.users set email = email_change, email_change = '', email_change_sent_at = null, updated_at = now()
       where id = $1`,
      [ott.user_id],
    )
    await tx.query(
      `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text),
         updated_at = now() where user_id = $1 and provider = 'email'`,
      [ott.user_id, newEmail],
    )
  }
  // Every email link proves the address: confirm it if it was not yet.
  await confirmUser(tx, ott.user_id)
  if (type === 'invite') await tx.query(`update auth.users set invited_at = coalesce(invited_at, now()) where id = $1`, [ott.user_id])
  return { userId: ott.user_id, pkce: ott.token_hash.startsWith('pkce_'), amr: spec.amr }
}

function withParams(base: string, params: Record<string, string>, where: 'query' | 'fragment') {
  const encoded = new URLSearchParams(params).toString()
  if (where === 'fragment') return `${base.split('#')[0]}#${encoded}`
  const [path, hash] = base.split('#')
  return `${path}${path.includes('?') ? '&' : '?'}${encoded}${hash ? `#${hash}` : ''}`
}

export function verifyRoutes(ctx: AuthContext) {
  const app = new Hono()
  const { config, db } = ctx.platform

  /** The link in the email: 303 to redirect_to with tokens in the fragment, or `?code=` for PKCE. */
  app.get('/verify', async (c) => {
    const ip = clientIp(c)
    ctx.limiter.hit('token_verifications', ip, config.auth.rate_limit.token_verifications)
    const token = c.req.query('token') ?? ''
    const type = c.req.query('type') ?? ''
    const redirectTo = redirectTarget(config, c.req.query('redirect_to'))
    if (!type) throw validationFailed('Verify requires a verification type')
    if (!token) throw validationFailed('Verify requires either a token or a token hash')
    const meta: SessionMeta = { ip, userAgent: c.req.header('user-agent') ?? null }
    try {
      const location = await authTx(db, async (tx) => {
        const v = await consumeToken(ctx, tx, type, [token])
        if (v.pkce) {
          const flow = await tx.query<{ auth_code: string }>(
            `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
             where id = (select id from auth.flow_state where user_id = $1 order by created_at desc limit 1)
             returning auth_code`,
            [v.userId],
          )
          if (flow.rows[0]) return withParams(redirectTo, { code: flow.rows[0].auth_code }, 'query')
        }
        const { sessionId, refreshToken } = await createSession(tx, v.userId, v.amr, meta)
        const s = await sessionJson(ctx, tx, v.userId, sessionId, refreshToken, v.amr)
        return withParams(
          redirectTo,
          {
            access_token: String(s.access_token),
            expires_at: String(s.expires_at),
            expires_in: String(s.expires_in),
            refresh_token: refreshToken,
            token_type: 'bearer',
            type,
          },
          'fragment',
        )
      })
      return c.redirect(location, 303)
    } catch (e) {
      if (!(e instanceof AuthError) || e.status >= 500) throw e
      const params = { error: 'access_denied', error_code: e.code, error_description: 'Email link is invalid or has expired' }
      const url = token.startsWith('pkce_') ? withParams(redirectTo, params, 'query') : redirectTo
      return c.redirect(withParams(url, params, 'fragment'), 303)
    }
  })

  /** verifyOtp: {type, token_hash} or {type, email, token} → Session JSON. */
  app.post('/verify', async (c) => {
    const ip = clientIp(c)
    ctx.limiter.hit('token_verifications', ip, config.auth.rate_limit.token_verifications)
    const body = await readJson(c)
    const type = optString(body, 'type')
    const hash = optString(body, 'token_hash')
    const token = optString(body, 'token')
    const email = optString(body, 'email')
    if (!type) throw validationFailed('Verify requires a verification type')
    let hashes: string[]
    if (hash) hashes = [hash, `pkce_${hash}`]
    else if (token && email) {
      const h = tokenHash(email, token)
      hashes = [h, `pkce_${h}`]
    } else throw validationFailed('Verify requires either a token or a token hash')
    const meta: SessionMeta = { ip, userAgent: c.req.header('user-agent') ?? null }
    const session = await authTx(db, async (tx) => {
      const v = await consumeToken(ctx, tx, type, hashes)
      const { sessionId, refreshToken } = await createSession(tx, v.userId, v.amr, meta)
      return sessionJson(ctx, tx, v.userId, sessionId, refreshToken, v.amr)
    })
    return c.json(session)
  })

  return app
}
