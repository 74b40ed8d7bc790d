import type { Queryable } from '../db'
import type { AuthContext } from './context'
import { AuthError } from './errors'
import {
  callHook,
  callPgFunction,
  eventMetadata,
  hookRejection,
  hookUri,
  type HookError,
} from './hook'
import type { PendingMail } from './links'
import { findUserById, userJson } from './users'

/**
 * GoTrue's `email_data` for one e-mail action (internal/api/mail.go, sendEmail). An address
 * change is one call for both addresses, with GoTrue's own crossing of fields: with secure
 * change on, `token` is the current address's code and `token_hash_new` its hash, `token_new`
 * the new address's code and `token_hash` its hash; with it off, `token` and `token_hash` are
 * the new address's. A reauthentication carries its code and no hash.
 */
function emailData(ctx: AuthContext, mails: PendingMail[]) {
  const [first] = mails
  const data = {
    token: first.otp,
    token_hash: first.kind === 'reauthentication' ? '' : first.token_hash,
    redirect_to: first.redirectTo,
    email_action_type: first.kind,
    site_url: ctx.platform.apiUrl,
    token_new: '',
    token_hash_new: '',
    old_email: '',
    old_phone: '',
    provider: '',
    factor_type: '',
  }
  if (first.kind !== 'email_change') return data
  const toNew = mails.find((m) => m.slot === 'email_change')!
  const toCurrent = mails.find((m) => m.slot === 'email_change_current')
  if (!toCurrent) return { ...data, token: toNew.otp, token_hash: toNew.token_hash }
  return {
    ...data,
    token: toCurrent.otp,
    token_hash: toNew.token_hash,
    token_new: toNew.otp,
    token_hash_new: toCurrent.token_hash,
  }
}

/**
 * `[auth.hook.send_email]`: when it is on, GoTrue sends no e-mail of its own; it calls the
 * hook with `{metadata, user, email_data}` inside the transaction that stored the token, so a
 * failing hook (an error raised, or `{error: {http_code, message}}`) fails the request and
 * leaves no token behind. Returns the mails still to put in the local outbox: none when the
 * hook took them, all of them when no hook is configured.
 */
export async function hookOrOutbox(
  ctx: AuthContext,
  tx: Queryable,
  pending: PendingMail | PendingMail[] | null,
): Promise<PendingMail[]> {
  const mails = [pending ?? []].flat()
  const uri = hookUri(ctx.platform.config.auth.hook.send_email)
  if (mails.length === 0 || !uri) return mails
  const user = await findUserById(tx, mails[0].userId, true)
  if (!user) throw new AuthError(500, 'unexpected_failure', 'User not found for the e-mail')
  const event = {
    metadata: eventMetadata('send-email', ''),
    user: await userJson(tx, user),
    email_data: emailData(ctx, mails),
  }
  const output = await callHook(uri, () => callPgFunction(tx, uri, event))
  const error = (output as { error?: HookError } | null)?.error
  if (error) throw hookRejection(error)
  return []
}
