import { Hono, type Context } from 'hono'
import type { Queryable } from '../db'
import type { AuthContext } from './context'
import { authTx } from './db'
import { optObject, optString, readJson, unprocessable } from './errors'
import { createEmailLink, type PendingMail } from './links'
import { requireAdmin } from './middleware'
import { hookOrOutbox } from './send-email-hook'
import { redirectTarget } from './redirect'
import {
  findUserByEmail,
  findUserById,
  insertUnconfirmedUser,
  isConfirmed,
  userJson,
  type UserRow,
} from './users'
import { validateEmail } from './validate'

/**
 * The user an invitation goes to, as GoTrue's Invite and generate_link(invite) find or make it:
 * a confirmed address is refused (422 email_exists); an unconfirmed one is invited again as it
 * is; a new address becomes a password-less user with `data` as user_metadata. The invite
 * stamps invited_at (again on every invitation).
 */
export async function invitee(
  tx: Queryable,
  email: string,
  data: Record<string, unknown>,
): Promise<UserRow> {
  const found = await findUserByEmail(tx, email)
  if (found && isConfirmed(found)) {
    throw unprocessable(
      'email_exists',
      'A user with this email address has already been registered',
    )
  }
  const user = found ?? (await insertUnconfirmedUser(tx, email, null, data))
  await tx.query(`update auth.users set invited_at = now() where id = $1`, [user.id])
  return user
}

/**
 * The start of an admin request about one address: the caller must hold the service role; the
 * body's `email` must be a valid address, its optional `data` is the user metadata.
 */
export async function adminEmailRequest(ctx: AuthContext, c: Context) {
  await requireAdmin(ctx, c)
  const body = await readJson(c)
  return {
    body,
    email: validateEmail(optString(body, 'email')),
    data: optObject(body, 'data') ?? {},
  }
}

/**
 * POST /invite (auth.admin.inviteUserByEmail): service role only. Creates or re-invites the
 * user and sends the invite link (type=invite) to the local outbox; `redirect_to` goes through
 * the allow-list like every other link.
 */
export function inviteRoutes(ctx: AuthContext) {
  const app = new Hono()
  const { config, db } = ctx.platform

  app.post('/invite', async (c) => {
    const { email, data } = await adminEmailRequest(ctx, c)
    const redirectTo = redirectTarget(config, c.req.query('redirect_to'))
    let mails: PendingMail[] = []
    const user = await authTx(db, async (tx) => {
      const invited = await invitee(tx, email, data)
      const mail = await createEmailLink(ctx, tx, {
        userId: invited.id,
        email,
        kind: 'invite',
        redirectTo,
      })
      mails = await hookOrOutbox(ctx, tx, mail)
      return userJson(tx, (await findUserById(tx, invited.id))!)
    })
    for (const mail of mails) ctx.outbox.send(mail)
    return c.json(user)
  })

  return app
}
