import { Hono } from 'hono'
import type { Queryable } from '../db'
import type { AuthContext } from './context'
import { authTx } from './db'
import { badRequest, unprocessable } from './errors'
import { newOtp, storeToken, tokenHash } from './links'
import { authenticate, type Authenticated } from './middleware'
import { redirectTarget } from './redirect'
import { hookOrOutbox } from './send-email-hook'
import { isConfirmed, type UserRow } from './users'

/** GoTrue asks again for sessions older than this when secure password change is on. */
const RECENT_SIGN_IN_SECONDS = 24 * 60 * 60

const invalidNonce = () =>
  unprocessable('reauthentication_not_valid', 'Nonce has expired or is invalid')

/**
 * GET /reauthenticate (auth.reauthenticate): emails the signed-in user a 6-digit nonce (to the
 * local outbox) that `updateUser({password, nonce})` then spends. No email frequency limit.
 */
export function reauthenticateRoutes(ctx: AuthContext) {
  const app = new Hono()
  const { db } = ctx.platform

  app.get('/reauthenticate', async (c) => {
    const { user } = await authenticate(ctx, c)
    const email = user.email ?? ''
    if (!email && !user.phone) {
      throw badRequest(
        'validation_failed',
        'Reauthentication requires the user to have an email or a phone number',
      )
    }
    if (!isConfirmed(user))
      throw unprocessable('email_not_confirmed', 'Please verify your email first.')
    const otp = newOtp()
    const hash = tokenHash(email, otp)
    const mails = await authTx(db, async (tx) => {
      await storeToken(tx, user.id, 'reauthentication', hash, email)
      return hookOrOutbox(ctx, tx, {
        to: email,
        kind: 'reauthentication',
        link: '',
        token_hash: hash,
        otp,
        userId: user.id,
        redirectTo: redirectTarget(ctx.platform.config, null),
        slot: 'reauthentication',
      })
    })
    for (const mail of mails) ctx.outbox.send(mail)
    return c.json({})
  })

  return app
}

/**
 * GoTrue's check before a password change with `[auth.email] secure_password_change`: a session
 * signed in within the last 24 hours may change the password as it is; an older one needs the
 * nonce from /reauthenticate, which is spent here.
 */
export async function requireRecentAuthentication(
  ctx: AuthContext,
  tx: Queryable,
  auth: Authenticated,
  nonce: string | undefined,
) {
  if (!ctx.platform.config.auth.email.secure_password_change) return
  if (auth.sessionId) {
    const { rows } = await tx.query<{ recent: boolean }>(
      `select created_at + make_interval(secs => $2) > now() as recent from auth.sessions where id = $1`,
      [auth.sessionId, RECENT_SIGN_IN_SECONDS],
    )
    if (rows[0]?.recent) return
  }
  if (!nonce)
    throw badRequest('reauthentication_needed', 'Password update requires reauthentication')
  await spendNonce(ctx, tx, auth.user, nonce)
}

async function spendNonce(ctx: AuthContext, tx: Queryable, user: UserRow, nonce: string) {
  const { rows } = await tx.query<{ token: string | null; fresh: boolean | null }>(
    `select reauthentication_token as token,
       reauthentication_sent_at + make_interval(secs => $2) > now() as fresh
     from auth.users where id = $1 for update`,
    [user.id, ctx.platform.config.auth.email.otp_expiry],
  )
  const stored = rows[0]
  if (!stored?.token || stored.fresh === null) throw invalidNonce()
  const given = tokenHash(user.email ?? '', nonce)
  if (!stored.fresh || (stored.token !== given && stored.token !== `pkce_${given}`))
    throw invalidNonce()
  await tx.query(
    `update auth.users set reauthentication_token = '', reauthentication_sent_at = null where id = $1`,
    [user.id],
  )
  await tx.query(
    `delete from auth.one_time_tokens where user_id = $1 and token_type = 'reauthentication_token'`,
    [user.id],
  )
}
