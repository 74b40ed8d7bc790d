import { Hono } from 'hono'
import type { Queryable } from '../db'
import type { AuthContext } from './context'
import { authTx } from './db'
import { startEmailChange } from './email-change'
import {
  badRequest,
  optBoolean,
  optObject,
  optString,
  readJson,
  unprocessable,
  validationFailed,
} from './errors'
import { createEmailLink, type PendingMail } from './links'
import { clientIp } from './ratelimit'
import { redirectTarget } from './redirect'
import { hookOrOutbox } from './send-email-hook'
import { createFlowState } from './signup'
import { findUserByEmail, insertUser, isConfirmed } from './users'
import { pkceParams, validateEmail } from './validate'

/**
 * The email-link senders auth-js uses besides signUp: resetPasswordForEmail (/recover),
 * signInWithOtp (/otp, magic link) and resend (/resend). Mail goes to the local outbox.
 * All answer `{}` whether or not the address exists, as GoTrue does.
 */
export function otpRoutes(ctx: AuthContext) {
  const app = new Hono()
  const { config, db } = ctx.platform

  /** Runs `fn` in an auth transaction and sends what it returns (./send-email-hook.ts). */
  const send = async (fn: (tx: Queryable) => Promise<PendingMail | PendingMail[] | null>) => {
    const mails = await authTx(db, async (tx) => hookOrOutbox(ctx, tx, await fn(tx)))
    for (const m of mails) ctx.outbox.send(m)
  }

  app.post('/recover', async (c) => {
    ctx.limiter.hit('sign_in_sign_ups', clientIp(c), config.auth.rate_limit.sign_in_sign_ups)
    const body = await readJson(c)
    const given = optString(body, 'email')
    if (!given) throw validationFailed('Password recovery requires an email')
    const email = validateEmail(given)
    const pkce = pkceParams(body)
    const redirectTo = redirectTarget(config, c.req.query('redirect_to'))
    await send(async (tx) => {
      const user = await findUserByEmail(tx, email)
      if (!user) return null
      if (pkce) await createFlowState(tx, user.id, pkce, 'recovery')
      return createEmailLink(ctx, tx, {
        userId: user.id,
        email,
        kind: 'recovery',
        redirectTo,
        pkce: !!pkce,
      })
    })
    return c.json({})
  })

  app.post('/otp', async (c) => {
    ctx.limiter.hit('sign_in_sign_ups', clientIp(c), config.auth.rate_limit.sign_in_sign_ups)
    const body = await readJson(c)
    if (optString(body, 'phone')) {
      if (optString(body, 'email'))
        throw validationFailed('Only an email address or phone number should be provided')
      throw badRequest('phone_provider_disabled', 'Unsupported phone provider')
    }
    const email = validateEmail(optString(body, 'email'))
    const createUser = optBoolean(body, 'create_user') ?? true
    const data = optObject(body, 'data') ?? {}
    const pkce = pkceParams(body)
    const redirectTo = redirectTarget(config, c.req.query('redirect_to'))
    await send(async (tx) => {
      const user = await findUserByEmail(tx, email)
      if (!user) {
        if (!createUser || !config.auth.enable_signup || !config.auth.email.enable_signup) {
          throw unprocessable('otp_disabled', 'Signups not allowed for otp')
        }
        const id = await insertUser(tx, {
          email,
          passwordHash: null,
          userMetadata: data,
          confirmed: false,
        })
        if (pkce) await createFlowState(tx, id, pkce, 'email/signup')
        return createEmailLink(ctx, tx, {
          userId: id,
          email,
          kind: 'signup',
          redirectTo,
          pkce: !!pkce,
        })
      }
      const kind = isConfirmed(user) ? 'magiclink' : 'signup'
      if (pkce)
        await createFlowState(tx, user.id, pkce, kind === 'signup' ? 'email/signup' : 'magiclink')
      return createEmailLink(ctx, tx, { userId: user.id, email, kind, redirectTo, pkce: !!pkce })
    })
    return c.json({})
  })

  app.post('/resend', async (c) => {
    ctx.limiter.hit('sign_in_sign_ups', clientIp(c), config.auth.rate_limit.sign_in_sign_ups)
    const body = await readJson(c)
    const type = optString(body, 'type')
    if (type !== 'signup' && type !== 'email_change') {
      throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change')
    }
    const email = validateEmail(optString(body, 'email'))
    const redirectTo = redirectTarget(config, c.req.query('redirect_to'))
    await send(async (tx) => {
      if (type === 'signup') {
        const user = await findUserByEmail(tx, email)
        if (!user || isConfirmed(user)) return null
        return createEmailLink(ctx, tx, { userId: user.id, email, kind: 'signup', redirectTo })
      }
      // email_change: `email` is the current address; the change starts over with new codes.
      const user = await findUserByEmail(tx, email)
      if (!user?.email_change) return null
      return startEmailChange(ctx, tx, user, user.email_change, redirectTo)
    })
    return c.json({})
  })

  return app
}
