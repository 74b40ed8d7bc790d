import type { LocalConfig } from '../config'
import type { Queryable } from '../db'
import type { AuthContext } from './context'
import { createEmailLink, type PendingMail, type TokenSlot } from './links'

/** GoTrue's answer to the first of the two confirmations of a secure email change. */
export const SINGLE_CONFIRMATION_ACCEPTED =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email'

/** `[auth.email] double_confirm_changes`: GoTrue's Mailer.SecureEmailChangeEnabled. */
export const secureEmailChange = (config: LocalConfig) => config.auth.email.double_confirm_changes

/**
 * The tokens `type: 'email_change'` may redeem. A link's token hash finds either address's
 * token; a code is looked up by the address it was sent to, and the current address's code only
 * counts while secure email change is on (GoTrue's FindUserForEmailChange).
 */
export function emailChangeSlots(config: LocalConfig, byCode: boolean): TokenSlot[] {
  return byCode && !secureEmailChange(config)
    ? ['email_change']
    : ['email_change', 'email_change_current']
}

/**
 * Starts (or restarts) an email change as GoTrue's sendEmailChange: the pending address goes to
 * `email_change`, the count of confirmations restarts at zero, a code goes to the new address and,
 * with secure email change on, another to the current one. Returns the mails to send once the
 * transaction commits.
 */
export async function startEmailChange(
  ctx: AuthContext,
  tx: Queryable,
  user: { id: string; email: string | null },
  newEmail: string,
  redirectTo: string,
): Promise<PendingMail[]> {
  await tx.query(
    `update auth.users set email_change = $2, email_change_confirm_status = 0, updated_at = now() where id = $1`,
    [user.id, newEmail],
  )
  const mails = [
    await createEmailLink(ctx, tx, {
      userId: user.id,
      email: newEmail,
      kind: 'email_change',
      redirectTo,
    }),
  ]
  if (secureEmailChange(ctx.platform.config) && user.email) {
    mails.push(
      await createEmailLink(ctx, tx, {
        userId: user.id,
        email: user.email,
        kind: 'email_change',
        redirectTo,
        slot: 'email_change_current',
      }),
    )
  }
  return mails
}

export type EmailChangeOutcome = 'nothing_pending' | 'first_confirmation' | 'changed'

/**
 * Applies a redeemed email change token (already spent by the caller), as GoTrue's
 * emailChangeVerify. With secure email change on and confirmations required, the first of the
 * two tokens only records that one address confirmed (email_change_confirm_status = 1); the
 * second, or the only one otherwise, moves the address and clears both tokens.
 */
export async function applyEmailChange(
  ctx: AuthContext,
  tx: Queryable,
  userId: string,
): Promise<EmailChangeOutcome> {
  const { rows } = await tx.query<{
    email: string | null
    email_change: string | null
    status: number | null
  }>(
    `select email, email_change, email_change_confirm_status as status from auth.users where id = $1`,
    [userId],
  )
  const user = rows[0]
  if (!user?.email_change) return 'nothing_pending'
  const { email } = ctx.platform.config.auth
  if (
    email.enable_confirmations &&
    secureEmailChange(ctx.platform.config) &&
    !user.status &&
    user.email
  ) {
    await tx.query(
      `update auth.users set email_change_confirm_status = 1, updated_at = now() where id = $1`,
      [userId],
    )
    return 'first_confirmation'
  }
  await tx.query(
    `update auth.users set email = email_change, email_change = '', email_change_token_new = '',
       email_change_token_current = '', email_change_confirm_status = 0, email_change_sent_at = null,
       updated_at = now()
     where id = $1`,
    [userId],
  )
  await tx.query(
    `delete from auth.one_time_tokens
     where user_id = $1 and token_type::text in ('email_change_token_new', 'email_change_token_current')`,
    [userId],
  )
  await tx.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text),
       updated_at = now() where user_id = $1 and provider = 'email'`,
    [userId, user.email_change],
  )
  return 'changed'
}

/**
 * Where an emailed link that was the first of two confirmations sends the browser, as GoTrue's
 * prepRedirectURL: redirect_to as written, its query re-encoded with keys sorted (Go's
 * url.Values), `message` in the fragment in place of any fragment, and for PKCE links also in the
 * query.
 */
export function firstConfirmationRedirect(redirectTo: string, pkce: boolean): string {
  const withoutFragment = redirectTo.split('#')[0]
  const at = withoutFragment.indexOf('?')
  const base = at < 0 ? withoutFragment : withoutFragment.slice(0, at)
  const query = new URLSearchParams(at < 0 ? '' : withoutFragment.slice(at + 1))
  if (pkce) query.set('message', SINGLE_CONFIRMATION_ACCEPTED)
  query.sort()
  const encoded = query.toString()
  return `${base}${encoded ? `?${encoded}` : ''}#${new URLSearchParams({ message: SINGLE_CONFIRMATION_ACCEPTED })}`
}
