import { createHash, randomInt } from 'node:crypto'
import type { Queryable } from '../db'
import type { AuthContext } from './context'
import type { MailKind, OutboxMessage } from './outbox-store'

/** users column, *_sent_at column and one_time_tokens.token_type for each kind of link. */
export const TOKEN_SLOTS = {
  confirmation: {
    column: 'confirmation_token',
    sentAt: 'confirmation_sent_at',
    type: 'confirmation_token',
  },
  recovery: { column: 'recovery_token', sentAt: 'recovery_sent_at', type: 'recovery_token' },
  email_change: {
    column: 'email_change_token_new',
    sentAt: 'email_change_sent_at',
    type: 'email_change_token_new',
  },
  /** Secure email change: the code sent to the address being replaced. */
  email_change_current: {
    column: 'email_change_token_current',
    sentAt: 'email_change_sent_at',
    type: 'email_change_token_current',
  },
  reauthentication: {
    column: 'reauthentication_token',
    sentAt: 'reauthentication_sent_at',
    type: 'reauthentication_token',
  },
} as const
export type TokenSlot = keyof typeof TOKEN_SLOTS

export function slotForKind(kind: MailKind): TokenSlot {
  if (kind === 'signup' || kind === 'invite') return 'confirmation'
  if (kind === 'email_change' || kind === 'reauthentication') return kind
  return 'recovery'
}

/** A 6-digit one-time code, as GoTrue's default OTP length. */
export const newOtp = () => String(randomInt(0, 1_000_000)).padStart(6, '0')

/**
 * Stores a token hash where GoTrue keeps it: the user's column for that kind of token (with
 * its *_sent_at stamp) and auth.one_time_tokens (one live token per user and type).
 */
export async function storeToken(
  tx: Queryable,
  userId: string,
  slotName: TokenSlot,
  hash: string,
  relatesTo: string,
) {
  const slot = TOKEN_SLOTS[slotName]
  await tx.query(
    `update auth.users set ${slot.column} = $2, ${slot.sentAt} = now(), updated_at = now() where id = $1`,
    [userId, hash],
  )
  await tx.query(
    `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to, created_at, updated_at)
     values (gen_random_uuid(), $1, $2::auth.one_time_token_type, $3, $4, now(), now())
     on conflict (user_id, token_type) do update
       set token_hash = excluded.token_hash, relates_to = excluded.relates_to, updated_at = now()`,
    [userId, slot.type, hash, relatesTo],
  )
}

/** GoTrue's token hash: hex sha224 of email + OTP. */
export const tokenHash = (email: string, otp: string) =>
  createHash('sha224')
    .update(email.toLowerCase() + otp)
    .digest('hex')

/**
 * An email to send once its token is stored: what the outbox keeps, plus what the send-email
 * hook's event needs (the user, the validated redirect_to, and which token slot it fills).
 */
export type PendingMail = Omit<OutboxMessage, 'subject' | 'sent_at'> & {
  userId: string
  redirectTo: string
  slot: TokenSlot
}

/**
 * Creates a one-time token for `kind` (stored in the users column GoTrue uses and in
 * auth.one_time_tokens) and returns the email to send once the transaction commits.
 * PKCE flows prefix the stored hash with `pkce_`, so /verify knows to answer with `?code=`.
 */
export async function createEmailLink(
  ctx: AuthContext,
  tx: Queryable,
  opts: {
    userId: string
    email: string
    kind: MailKind
    redirectTo: string
    pkce?: boolean
    slot?: TokenSlot
  },
): Promise<PendingMail> {
  const otp = newOtp()
  const hash = (opts.pkce ? 'pkce_' : '') + tokenHash(opts.email, otp)
  const slot = opts.slot ?? slotForKind(opts.kind)
  await storeToken(tx, opts.userId, slot, hash, opts.email)
  const type = opts.kind
  const link =
    `${ctx.platform.apiUrl}/auth/v1/verify?token=${encodeURIComponent(hash)}` +
    `&type=${type}&redirect_to=${encodeURIComponent(opts.redirectTo)}`
  return {
    to: opts.email,
    kind: opts.kind,
    link,
    token_hash: hash,
    otp,
    userId: opts.userId,
    redirectTo: opts.redirectTo,
    slot,
  }
}
