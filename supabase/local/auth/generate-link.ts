import { randomBytes } from 'node:crypto'
import { Hono } from 'hono'
import type { Queryable } from '../db'
import type { AuthContext } from './context'
import { authTx } from './db'
import { badRequest, notFound, optString, unprocessable, validationFailed } from './errors'
import { adminEmailRequest, invitee } from './invite'
import { secureEmailChange } from './email-change'
import { createEmailLink, tokenHash } from './links'
import type { MailKind } from './outbox-store'
import { assertStrongPassword, hashPassword } from './passwords'
import { redirectTarget } from './redirect'
import {
  findUserByEmail,
  findUserById,
  insertUnconfirmedUser,
  isConfirmed,
  mergeMetadata,
  userJson,
  type UserRow,
} from './users'
import { validateEmail } from './validate'

const TYPES = [
  'signup',
  'invite',
  'magiclink',
  'recovery',
  'email_change_current',
  'email_change_new',
] as const
type LinkType = (typeof TYPES)[number]

const duplicateEmail = () =>
  unprocessable('email_exists', 'A user with this email address has already been registered')

/** The user a signup link is for: a new one with `password`, or the unconfirmed one (metadata merged). */
async function signupUser(
  tx: Queryable,
  email: string,
  existing: UserRow | null,
  hash: string,
  data: Record<string, unknown>,
) {
  if (!existing) {
    return insertUnconfirmedUser(tx, email, hash, data)
  }
  if (isConfirmed(existing)) throw duplicateEmail()
  await tx.query(`update auth.users set raw_user_meta_data = $2::jsonb where id = $1`, [
    existing.id,
    JSON.stringify(mergeMetadata(existing.raw_user_meta_data, data)),
  ])
  return existing
}

/**
 * POST /admin/generate_link (auth.admin.generateLink): the link and code an email would carry,
 * without sending it, as GoTrue's adminGenerateLink. A magic link for an unknown address is a
 * signup link for a new user (random password); recovery and email change need an existing user.
 * `email_change_current` (the current address's half of a secure email change) needs
 * `[auth.email] double_confirm_changes`; GoTrue refuses it otherwise.
 */
export function generateLinkRoutes(ctx: AuthContext) {
  const app = new Hono()
  const { config, db } = ctx.platform

  app.post('/admin/generate_link', async (c) => {
    const { body, email, data } = await adminEmailRequest(ctx, c)
    const requested = optString(body, 'type')
    const newEmailIn = optString(body, 'new_email')
    const bodyRedirect = optString(body, 'redirect_to')
    const redirectTo = redirectTarget(config, bodyRedirect ?? c.req.query('redirect_to'))
    if (!TYPES.includes(requested as LinkType)) {
      throw validationFailed(`Invalid email action link type requested: ${requested ?? ''}`)
    }
    let type = requested as LinkType
    const known = await findUserByEmail(db, email)
    let password = optString(body, 'password') ?? ''
    if (!known) {
      if (type === 'magiclink') {
        type = 'signup'
        password = randomBytes(48).toString('base64url')
      } else if (
        type === 'recovery' ||
        type === 'email_change_current' ||
        type === 'email_change_new'
      ) {
        throw notFound('user_not_found', 'User with this email not found')
      }
    }
    let hash = ''
    if (type === 'signup' && !known) {
      if (!password) throw validationFailed('Signup requires a valid password')
      if (requested === 'signup')
        assertStrongPassword(password, config.auth.minimum_password_length)
      hash = await hashPassword(password)
    }

    const out = await authTx(db, async (tx) => {
      let user: UserRow
      let linkEmail = email
      let kind: MailKind
      if (type === 'signup') {
        user = await signupUser(tx, email, known, hash, data)
        kind = 'signup'
      } else if (type === 'invite') {
        user = await invitee(tx, email, data)
        kind = 'invite'
      } else if (type === 'magiclink' || type === 'recovery') {
        user = known!
        kind = type
      } else {
        if (type === 'email_change_current' && !secureEmailChange(config)) {
          throw badRequest(
            'validation_failed',
            'Enable secure email change to generate link for current email',
          )
        }
        const newEmail = validateEmail(newEmailIn)
        const taken = await findUserByEmail(tx, newEmail)
        if (taken && taken.id !== known!.id) throw duplicateEmail()
        user = known!
        // The other address's token, if one was generated before, stays valid (GoTrue's adminGenerateLink).
        await tx.query(
          `update auth.users set email_change = $2, email_change_confirm_status = 0, updated_at = now() where id = $1`,
          [user.id, newEmail],
        )
        if (type === 'email_change_new') linkEmail = newEmail
        kind = 'email_change'
      }
      const slot = type === 'email_change_current' ? 'email_change_current' : undefined
      const mail = await createEmailLink(ctx, tx, {
        userId: user.id,
        email: linkEmail,
        kind,
        redirectTo,
        slot,
      })
      return {
        ...(await userJson(tx, (await findUserById(tx, user.id))!)),
        action_link: mail.link,
        email_otp: mail.otp,
        // GoTrue hashes the code with the address in `email`, also for `email_change_new`, whose
        // stored token (and link) hashes it with the new address: that hashed_token redeems
        // nothing (supabase/auth#2538, still open). The link and the code work.
        hashed_token: tokenHash(email, mail.otp),
        redirect_to: redirectTo,
        verification_type: type,
      }
    })
    return c.json(out)
  })

  return app
}
