import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import type { Queryable } from '../db'
import type { AuthContext } from './context'
import { authTx } from './db'
import { AuthError, badRequest, optObject, optString, readJson, unprocessable } from './errors'
import { runBeforeUserCreatedHook } from './hook'
import { createEmailLink, type PendingMail } from './links'
import { hookOrOutbox } from './send-email-hook'
import { assertStrongPassword, hashPassword } from './passwords'
import { clientIp } from './ratelimit'
import { redirectTarget } from './redirect'
import { createSession, sessionJson, signIn } from './sessions'
import {
  confirmUser,
  findUserByEmail,
  findUserById,
  insertUser,
  isConfirmed,
  userJson,
} from './users'
import { pkceParams, requirePassword, validateEmail, type PkceParams } from './validate'

/** Stores a PKCE flow (auth.flow_state) so the confirmation link can end at `?code=`. */
export async function createFlowState(
  tx: Queryable,
  userId: string,
  pkce: NonNullable<PkceParams>,
  method: string,
) {
  await tx.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
       created_at, updated_at, authentication_method)
     values (gen_random_uuid(), $1, $2, $3::auth.code_challenge_method, $4, 'email', now(), now(), $5)`,
    [userId, randomUUID(), pkce.method, pkce.challenge, method],
  )
}

/** GoTrue's sanitizeUser: what signUp answers for a taken, confirmed address (anti-enumeration). */
function obfuscatedUser(email: string, data: Record<string, unknown>) {
  const now = new Date().toISOString()
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  }
}

export function signupRoutes(ctx: AuthContext) {
  const app = new Hono()
  const { config } = ctx.platform

  app.post('/signup', async (c) => {
    const ip = clientIp(c)
    ctx.limiter.hit('sign_in_sign_ups', ip, config.auth.rate_limit.sign_in_sign_ups)
    const body = await readJson(c)
    const data = optObject(body, 'data') ?? {}
    const rawEmail = optString(body, 'email')
    const rawPassword = optString(body, 'password')
    const phone = optString(body, 'phone')
    const meta = { ip, userAgent: c.req.header('user-agent') ?? null }

    if (!config.auth.enable_signup)
      throw unprocessable('signup_disabled', 'Signups not allowed for this instance')

    if (!rawEmail && !phone && !rawPassword) {
      if (!config.auth.enable_anonymous_sign_ins) {
        throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled')
      }
      const session = await authTx(ctx.platform.db, async (tx) => {
        const id = randomUUID()
        await tx.query(
          `insert into auth.users (instance_id, id, aud, role, raw_app_meta_data, raw_user_meta_data, is_super_admin,
             created_at, updated_at, is_anonymous)
           values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', '{}'::jsonb,
             $2::jsonb, false, now(), now(), true)`,
          [id, JSON.stringify(data)],
        )
        const { sessionId, refreshToken } = await createSession(tx, id, 'anonymous', meta)
        return sessionJson(ctx, tx, id, sessionId, refreshToken, 'anonymous')
      })
      return c.json(session)
    }
    if (!rawEmail && phone) {
      // GoTrue checks the password before the provider, and the phone provider is always off here.
      assertStrongPassword(
        requirePassword(rawPassword, 'Signup requires a valid password'),
        config.auth.minimum_password_length,
      )
      throw badRequest('phone_provider_disabled', 'Phone signups are disabled')
    }
    if (!config.auth.email.enable_signup)
      throw unprocessable('email_provider_disabled', 'Email signups are disabled')

    const email = validateEmail(rawEmail)
    const password = requirePassword(rawPassword, 'Signup requires a valid password')
    assertStrongPassword(password, config.auth.minimum_password_length)
    const pkce = pkceParams(body)
    const redirectTo = redirectTarget(config, c.req.query('redirect_to'))
    const autoconfirm = !config.auth.email.enable_confirmations
    const passwordHash = await hashPassword(password)

    let mails: PendingMail[] = []
    const response = await authTx(ctx.platform.db, async (tx) => {
      let userId: string
      const existing = await findUserByEmail(tx, email)
      if (existing && isConfirmed(existing)) {
        if (autoconfirm) throw unprocessable('user_already_exists', 'User already registered')
        return obfuscatedUser(email, data)
      }
      if (existing) {
        // Unconfirmed: the sign-up is repeated (new password and metadata) and the link re-sent.
        userId = existing.id
        await tx.query(
          `update auth.users set encrypted_password = $2,
             raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || $3::jsonb, updated_at = now()
           where id = $1`,
          [userId, passwordHash, JSON.stringify(data)],
        )
      } else {
        await runBeforeUserCreatedHook(config, tx, {
          id: randomUUID(),
          email,
          user_metadata: data,
          ip,
        })
        try {
          userId = await insertUser(tx, {
            email,
            passwordHash,
            userMetadata: data,
            confirmed: autoconfirm,
          })
        } catch (e) {
          if (e instanceof AuthError) throw e
          ctx.platform.log.error(`signup: ${(e as Error).message}`)
          throw new AuthError(500, 'unexpected_failure', 'Database error saving new user')
        }
      }
      if (autoconfirm) {
        if (existing) await confirmUser(tx, userId)
        return signIn(ctx, tx, userId, 'password', meta)
      }
      if (pkce) await createFlowState(tx, userId, pkce, 'email/signup')
      const mail = await createEmailLink(ctx, tx, {
        userId,
        email,
        kind: 'signup',
        redirectTo,
        pkce: !!pkce,
      })
      mails = await hookOrOutbox(ctx, tx, mail)
      const user = await findUserById(tx, userId)
      return userJson(tx, user!)
    })
    for (const mail of mails) ctx.outbox.send(mail)
    return c.json(response)
  })

  return app
}
