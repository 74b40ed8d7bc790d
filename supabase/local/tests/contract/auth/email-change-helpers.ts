import type { AuthServer } from './helpers'
import { generateLink, passwordSignIn, signedUp, uniqueEmail, verifyOtp } from './users'
import { type OutboxEntry, readOutbox } from './mail'

/** The newest email_change mail to `email` (a signed-up address also holds its sign-up mail). */
export async function changeMail(server: AuthServer, email: string): Promise<OutboxEntry> {
  const mail = (await readOutbox(server, email)).find((m) => m.kind === 'email_change')
  if (!mail) throw new Error(`no email_change mail to ${email}`)
  return mail
}

/** The auth.users columns of an email change, as GoTrue keeps them. */
export async function emailChangeColumns(server: AuthServer, id: string) {
  const { rows } = await server.db.query<{
    email: string
    email_change: string
    email_change_token_new: string
    email_change_token_current: string
    email_change_confirm_status: number
  }>(
    `select email, email_change, email_change_token_new, email_change_token_current, email_change_confirm_status
     from auth.users where id = $1`,
    [id],
  )
  return rows[0]
}

/** The address a user can sign in with: only one of `old` and `next` works. */
export async function signsInAs(server: AuthServer, old: string, next: string, password: string) {
  const viaOld = await passwordSignIn(server, old, password)
  const viaNext = await passwordSignIn(server, next, password)
  if (!viaOld.error === !viaNext.error) throw new Error('both or neither address signed in')
  return viaOld.error ? next : old
}

/**
 * A signed-up user and a new address (`<prefix>-<random>`), with what the admin API's
 * generateLink answers for each half of that change: the current address's, then the new one's.
 */
export async function generatedChange(server: AuthServer, prefix: string) {
  const signed = await signedUp(server)
  const next = uniqueEmail(prefix)
  const link = (type: 'email_change_current' | 'email_change_new') =>
    generateLink(server, { type, email: signed.email, newEmail: next })
  return {
    ...signed,
    next,
    current: await link('email_change_current'),
    fresh: await link('email_change_new'),
  }
}

/** An emailed email_change code entered for `email`: verifyOtp from a client of its own. */
export const enterChangeCode = (server: AuthServer, email: string, token: string) =>
  verifyOtp(server, { type: 'email_change', email, token })
