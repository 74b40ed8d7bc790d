import { randomBytes } from 'node:crypto'
import { Hono } from 'hono'
import type { Queryable } from '../db'
import type { AuthContext } from './context'
import { authTx } from './db'
import {
  applyEmailChange,
  emailChangeSlots,
  firstConfirmationRedirect,
  SINGLE_CONFIRMATION_ACCEPTED,
} from './email-change'
import {
  AuthError,
  forbidden,
  optString,
  optStrings,
  readJson,
  unprocessable,
  validationFailed,
} from './errors'
import { TOKEN_SLOTS, tokenHash, type TokenSlot } from './links'
import { hashPassword } from './passwords'
import { clientIp } from './ratelimit'
import { redirectTarget } from './redirect'
import { createSession, sessionJson, type SessionMeta } from './sessions'
import { confirmUser } from './users'
import { validateEmail, validatePhone } from './validate'

/** Which stored tokens each verification type may consume. */
const TYPES: Record<string, TokenSlot[]> = {
  signup: ['confirmation'],
  invite: ['confirmation'],
  email: ['confirmation', 'recovery'],
  magiclink: ['recovery'],
  recovery: ['recovery'],
  email_change: ['email_change', 'email_change_current'],
}

/**
 * The AMR method of a session opened by a mailed link or code, whatever its type: GoTrue signs
 * every one of them in as `otp` (verify.go, GET and POST alike). A type's own method (`recovery`,
 * `magiclink`, `invite`, …) is only a PKCE flow state's, given when its code is exchanged
 * (token.ts), so an app cannot tell a reset link's session from a sign-in code's by its `amr`.
 */
const MAILED_AMR = 'otp'

/** GoTrue words the refusal by how the token came: a link's token hash, or an address and its code. */
const LINK_EXPIRED = 'Email link is invalid or has expired'
const CODE_EXPIRED = 'Token has expired or is invalid'
type By = 'hash' | 'code'
const expiredFor = (by: By) => forbidden('otp_expired', by === 'hash' ? LINK_EXPIRED : CODE_EXPIRED)

interface Verified {
  userId: string
  pkce: boolean
  /** The first of the two confirmations of a secure email change: no session yet. */
  firstOfTwo?: boolean
}

/** Consumes a one-time token: finds it, checks its age, applies its effect (confirm, email change). */
async function consumeToken(
  ctx: AuthContext,
  tx: Queryable,
  type: string,
  hashes: string[],
  by: By,
): Promise<Verified> {
  const expired = () => expiredFor(by)
  const typeSlots = TYPES[type]
  // An unknown type: GoTrue's token-hash lookup names it; its code lookup just finds no valid code.
  if (!typeSlots)
    throw by === 'hash' ? validationFailed('Invalid email verification type') : expired()
  const slots =
    type === 'email_change' ? emailChangeSlots(ctx.platform.config, by === 'code') : typeSlots
  const types = slots.map((s) => TOKEN_SLOTS[s].type)
  const { rows } = await tx.query<{ user_id: string; token_type: string; token_hash: string }>(
    `select user_id, token_type::text, token_hash from auth.one_time_tokens
     where token_hash = any($1::text[]) and token_type::text = any($2::text[])
     order by created_at desc limit 1 for update`,
    [hashes, types],
  )
  const ott = rows[0]
  if (!ott) throw expired()
  const slotName = (Object.keys(TOKEN_SLOTS) as TokenSlot[]).find(
    (s) => TOKEN_SLOTS[s].type === ott.token_type,
  )!
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

  if (slotName === 'email_change' || slotName === 'email_change_current') {
    const outcome = await applyEmailChange(ctx, tx, ott.user_id)
    if (outcome === 'nothing_pending') throw expired()
    if (outcome === 'first_confirmation') {
      return {
        userId: ott.user_id,
        pkce: ott.token_hash.startsWith('pkce_'),
        firstOfTwo: true,
      }
    }
  }
  // An invited user without a password gets a random one (GoTrue's signupVerify); the app then
  // asks for a real one through updateUser.
  if (slotName === 'confirmation') {
    const { rows: invited } = await tx.query<{ id: string }>(
      `select id from auth.users where id = $1 and invited_at is not null and coalesce(encrypted_password, '') = ''`,
      [ott.user_id],
    )
    if (invited[0]) {
      await tx.query(`update auth.users set encrypted_password = $2 where id = $1`, [
        ott.user_id,
        await hashPassword(randomBytes(48).toString('base64url')),
      ])
    }
  }
  // Every email link proves the address: confirm it if it was not yet.
  await confirmUser(tx, ott.user_id)
  if (type === 'invite')
    await tx.query(`update auth.users set invited_at = coalesce(invited_at, now()) where id = $1`, [
      ott.user_id,
    ])
  return { userId: ott.user_id, pkce: ott.token_hash.startsWith('pkce_') }
}

/** The one_time_tokens types a code of this verification type may be. */
function codeTokenTypes(ctx: AuthContext, type: string): string[] {
  const typeSlots = TYPES[type]
  if (!typeSlots) return []
  const slots = type === 'email_change' ? emailChangeSlots(ctx.platform.config, true) : typeSlots
  return slots.map((s) => TOKEN_SLOTS[s].type)
}

/** The OAuth error name GoTrue puts beside error_code in a failed link's redirect, by status. */
const OAUTH_ERRORS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
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
    if (!token) throw validationFailed('Verify requires a token or a token hash')
    const meta: SessionMeta = { ip, userAgent: c.req.header('user-agent') ?? null }
    try {
      const location = await authTx(db, async (tx) => {
        const v = await consumeToken(ctx, tx, type, [token], 'hash')
        if (v.firstOfTwo) return firstConfirmationRedirect(redirectTo, v.pkce)
        if (v.pkce) {
          const flow = await tx.query<{ auth_code: string }>(
            `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
             where id = (select id from auth.flow_state where user_id = $1 order by created_at desc limit 1)
             returning auth_code`,
            [v.userId],
          )
          if (flow.rows[0]) return withParams(redirectTo, { code: flow.rows[0].auth_code }, 'query')
        }
        const { sessionId, refreshToken } = await createSession(tx, v.userId, MAILED_AMR, meta)
        const s = await sessionJson(ctx, tx, v.userId, sessionId, refreshToken, MAILED_AMR)
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
      const name = OAUTH_ERRORS[e.status]
      const params = {
        ...(name ? { error: name } : {}),
        error_code: e.code,
        error_description: e.message,
      }
      const url = token.startsWith('pkce_') ? withParams(redirectTo, params, 'query') : redirectTo
      return c.redirect(withParams(url, params, 'fragment'), 303)
    }
  })

  /** verifyOtp: {type, token_hash} or {type, email, token} → Session JSON. */
  app.post('/verify', async (c) => {
    const ip = clientIp(c)
    ctx.limiter.hit('token_verifications', ip, config.auth.rate_limit.token_verifications)
    const body = await readJson(c)
    const {
      type,
      token_hash: hash,
      token,
      email,
      phone,
    } = optStrings(body, 'type', 'token_hash', 'token', 'email', 'phone')
    if (!type) throw validationFailed('Verify requires a verification type')
    if (!token === !hash) throw validationFailed('Verify requires either a token or a token hash')
    let h: string
    let address: string | null = null
    if (hash) {
      if (email || phone || optString(body, 'redirect_to')) {
        throw validationFailed('Only the token_hash and type should be provided')
      }
      h = hash
    } else if (phone && !email) {
      validatePhone(phone)
      // No user has a phone here, so no phone code can match.
      throw expiredFor('code')
    } else if (email && !phone) {
      try {
        address = validateEmail(email)
      } catch {
        throw unprocessable('validation_failed', 'Invalid email format')
      }
      ctx.codeGuard.refuseIfBlocked(address)
      h = tokenHash(address, token!)
    } else {
      throw validationFailed('Only an email address or phone number should be provided on verify')
    }
    const by: By = hash ? 'hash' : 'code'
    const meta: SessionMeta = { ip, userAgent: c.req.header('user-agent') ?? null }
    const verify = () =>
      authTx(db, async (tx) => {
        const v = await consumeToken(ctx, tx, type, [h, `pkce_${h}`], by)
        if (v.firstOfTwo) return null
        const { sessionId, refreshToken } = await createSession(tx, v.userId, MAILED_AMR, meta)
        return sessionJson(ctx, tx, v.userId, sessionId, refreshToken, MAILED_AMR)
      })
    let session: Awaited<ReturnType<typeof verify>>
    try {
      session = await verify()
    } catch (e) {
      // A wrong code counts against the address it names (./code-guard.ts).
      if (address && e instanceof AuthError && e.code === 'otp_expired') {
        await ctx.codeGuard.recordWrongCode(db, address, codeTokenTypes(ctx, type))
      }
      throw e
    }
    if (address) ctx.codeGuard.forget(address)
    // GoTrue answers the first of two email change confirmations with a message, not a session.
    return c.json(session ?? { msg: SINGLE_CONFIRMATION_ACCEPTED, code: '200' })
  })

  return app
}
