import { Hono } from 'hono'
import type { AuthContext } from './context'
import type { Queryable } from '../db'
import { authTx } from './db'
import {
  AuthError,
  badRequest,
  optObject,
  optStrings,
  readJson,
  unprocessable,
  validationFailed,
} from './errors'
import { startEmailChange } from './email-change'
import type { PendingMail } from './links'
import { hookOrOutbox } from './send-email-hook'
import { authenticate } from './middleware'
import { assertStrongPassword, checkPassword, hashPassword } from './passwords'
import { requireRecentAuthentication } from './reauthenticate'
import { redirectTarget } from './redirect'
import { findUserByEmail, findUserById, mergeMetadata, userJson } from './users'
import { validateEmail, validatePhone } from './validate'

/** GoTrue's User.HasMFAEnabled: any verified factor. */
async function hasVerifiedFactor(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from auth.mfa_factors where user_id = $1 and status = 'verified' limit 1`,
    [userId],
  )
  return rows.length > 0
}

/**
 * GoTrue's Session.IsRecovery: the session was opened by something mailed to the address (a
 * reset or sign-in link or code: amr otp, magiclink or recovery), so it need not know the old
 * password to set a new one.
 */
async function isRecoverySession(db: Queryable, sessionId: string | null): Promise<boolean> {
  if (!sessionId) return false
  const { rows } = await db.query(
    `select 1 from auth.mfa_amr_claims
     where session_id = $1 and authentication_method in ('otp', 'magiclink', 'recovery') limit 1`,
    [sessionId],
  )
  return rows.length > 0
}

export function userRoutes(ctx: AuthContext) {
  const app = new Hono()
  const { config, db } = ctx.platform

  app.get('/user', async (c) => {
    const { user } = await authenticate(ctx, c)
    return c.json(await authTx(db, (tx) => userJson(tx, user)))
  })

  app.put('/user', async (c) => {
    const auth = await authenticate(ctx, c)
    const body = await readJson(c)
    const data = optObject(body, 'data')
    const {
      password,
      current_password: currentPassword,
      nonce,
      email: rawEmail,
      phone,
    } = optStrings(body, 'password', 'current_password', 'nonce', 'email', 'phone')
    if (phone) validatePhone(phone)
    if (password !== undefined) {
      if (password === '') throw validationFailed('Password cannot be empty')
      assertStrongPassword(password, config.auth.minimum_password_length)
    }
    const newEmail = rawEmail !== undefined && rawEmail !== '' ? validateEmail(rawEmail) : null
    // GoTrue's UserUpdate, after validating the parameters: with a verified factor, the
    // password, e-mail and phone change only at aal2, or a stolen password alone would take
    // the account over.
    if (
      auth.aal === 'aal1' &&
      (password || (newEmail && newEmail !== (auth.user.email ?? '').toLowerCase()) || phone) &&
      (await hasVerifiedFactor(db, auth.user.id))
    ) {
      throw new AuthError(
        401,
        'insufficient_aal',
        'AAL2 session is required to update email or password when MFA is enabled.',
      )
    }
    if (phone) throw unprocessable('phone_provider_disabled', 'Phone changes are not supported')

    let passwordHash: string | null = null
    if (password !== undefined) {
      // Spent in its own transaction, as GoTrue does: a later refusal does not give it back.
      await authTx(db, (tx) => requireRecentAuthentication(ctx, tx, auth, nonce))
      if (
        config.auth.security.update_password_require_current_password &&
        auth.user.encrypted_password &&
        !(await isRecoverySession(db, auth.sessionId))
      ) {
        // GoTrue's UpdatePasswordRequireCurrentPassword: one message for both refusals, the
        // code tells them apart.
        const message = 'Current password required when setting new password.'
        if (!currentPassword) throw badRequest('current_password_required', message)
        if (!(await checkPassword(currentPassword, auth.user.encrypted_password)))
          throw badRequest('current_password_invalid', message)
      }
      if (await checkPassword(password, auth.user.encrypted_password)) {
        throw unprocessable(
          'same_password',
          'New password should be different from the old password.',
        )
      }
      passwordHash = await hashPassword(password)
    }
    const redirectTo = redirectTarget(config, c.req.query('redirect_to'))

    let mails: PendingMail[] = []
    const user = await authTx(db, async (tx) => {
      const id = auth.user.id
      if (passwordHash) {
        await tx.query(
          `update auth.users set encrypted_password = $2, updated_at = now() where id = $1`,
          [id, passwordHash],
        )
        // A password change signs out every other session (GoTrue's UpdatePassword).
        await tx.query(`delete from auth.sessions where user_id = $1 and id is distinct from $2`, [
          id,
          auth.sessionId,
        ])
      }
      if (data) {
        const current = await findUserById(tx, id, true)
        await tx.query(
          `update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1`,
          [id, JSON.stringify(mergeMetadata(current?.raw_user_meta_data ?? {}, data))],
        )
      }
      if (newEmail && newEmail !== (auth.user.email ?? '').toLowerCase()) {
        const taken = await findUserByEmail(tx, newEmail)
        if (taken && taken.id !== id) {
          throw unprocessable(
            'email_exists',
            'A user with this email address has already been registered',
          )
        }
        if (!config.auth.email.enable_confirmations) {
          await tx.query(
            `update auth.users set email = $2, email_change = '', updated_at = now() where id = $1`,
            [id, newEmail],
          )
          await tx.query(
            `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text),
               updated_at = now() where user_id = $1 and provider = 'email'`,
            [id, newEmail],
          )
        } else {
          mails = await hookOrOutbox(
            ctx,
            tx,
            await startEmailChange(ctx, tx, auth.user, newEmail, redirectTo),
          )
        }
      }
      const fresh = await findUserById(tx, id)
      return userJson(tx, fresh!)
    })
    for (const mail of mails) ctx.outbox.send(mail)
    return c.json(user)
  })

  return app
}
