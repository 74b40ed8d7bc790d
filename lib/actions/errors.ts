// Every server action turns a failure into a sentence for the user here, and nowhere else.
// The toast titles around these sentences ('Success' / 'Error') live in the client kit.

import type { KeyIn, Translate } from '@/lib/i18n/message-keys'

type AuthErrorKey = KeyIn<'auth.errors'>
export type ServerError = { code?: string; message?: string } | null | undefined

/**
 * A failed database call: permission and integrity failures get a sentence in the user's
 * language instead of Postgres English; anything else shows the server's own message, or
 * 'An error occurred' when it has none.
 */
export function describeDbError(t: Translate, error: ServerError): string {
  switch (error?.code) {
    case '42501':
      return t('status.errors.forbidden')
    case '23503':
      return t('status.errors.parentMissing')
    case '23505':
      return t('status.errors.exists')
    case '23514':
      return t('status.errors.rejected')
    default:
      return error?.message?.trim() || t('status.errors.generic')
  }
}

/** Auth error codes we can say in the user's language (keys of the `auth.errors` namespace). */
const AUTH_CODES: Record<string, AuthErrorKey> = {
  invalid_credentials: 'invalidCredentials',
  email_not_confirmed: 'emailNotConfirmed',
  user_already_exists: 'userExists',
  email_exists: 'userExists',
  weak_password: 'weakPassword',
  same_password: 'samePassword',
  over_request_rate_limit: 'rateLimited',
  over_email_send_rate_limit: 'rateLimited',
  user_banned: 'userBanned',
  signup_disabled: 'signupDisabled',
  mfa_verification_failed: 'invalidCode',
  mfa_challenge_expired: 'codeExpired',
  insufficient_aal: 'insufficientAal',
}

export type AuthErrorText = { key: AuthErrorKey } | { raw: string }

/**
 * The database's sign-up refusals (its sign-up trigger and before_user_created hook say them in
 * English in the message) that we can say in the user's language: the start of the message →
 * a key of `auth.errors`. "School already exists" tells a principal to ask for an invitation.
 */
const SIGNUP_REFUSALS: [prefix: string, key: AuthErrorKey][] = [
  ['School already exists', 'schoolExists'],
  ['Unknown school', 'unknownSchool'],
  ['The invitation is invalid', 'invitationInvalid'],
]

/**
 * A failed auth call: known codes become a key of `auth.errors`; otherwise the server's own
 * message is shown (sign-up refusals from the database carry their reason there); with
 * neither, the caller's fallback key (e.g. Login failed, Registration failed, Logout failed).
 */
export function describeAuthError(error: ServerError, fallbackKey: AuthErrorKey): AuthErrorText {
  const code = error?.code
  if (code && AUTH_CODES[code]) return { key: AUTH_CODES[code] }
  const message = error?.message?.trim()
  const refusal = message && SIGNUP_REFUSALS.find(([prefix]) => message.startsWith(prefix))
  if (refusal) return { key: refusal[1] }
  if (message && !/^\{|^<|fetch failed|^AuthRetryableFetchError/i.test(message))
    return { raw: message }
  return { key: fallbackKey }
}

/** describeAuthError, translated. */
export function authErrorText(t: Translate, error: ServerError, fallbackKey: AuthErrorKey): string {
  const described = describeAuthError(error, fallbackKey)
  return 'raw' in described ? described.raw : t(`auth.errors.${described.key}`)
}

/**
 * A failed save of a named row (class, subject): a name already used where names must be
 * unique (Postgres 23505) is said on the name field, so the user sees where to change it;
 * any other failure is the usual sentence. `nameTakenKey` is a key of `M`.
 */
export function nameTakenOr(
  t: Translate,
  error: ServerError,
  nameTakenKey: KeyIn<'validation'>,
): { ok: false; error?: string; fieldErrors?: { name: string } } {
  if (error?.code === '23505')
    return { ok: false, fieldErrors: { name: t(`validation.${nameTakenKey}`) } }
  return { ok: false, error: describeDbError(t, error) }
}
