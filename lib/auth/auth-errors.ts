/** Auth error codes we can say in the user's language (keys of the `auth.errors` namespace). */
const KNOWN: Record<string, string> = {
  invalid_credentials: 'invalidCredentials',
  email_not_confirmed: 'emailNotConfirmed',
  user_already_exists: 'userExists',
  email_exists: 'userExists',
  weak_password: 'weakPassword',
  over_request_rate_limit: 'rateLimited',
  over_email_send_rate_limit: 'rateLimited',
  user_banned: 'userBanned',
  signup_disabled: 'signupDisabled',
  mfa_verification_failed: 'invalidCode',
  mfa_challenge_expired: 'codeExpired',
  insufficient_aal: 'insufficientAal',
}

export type AuthErrorText = { key: string } | { raw: string }

/**
 * Known codes become a translated message; otherwise the server's own message is shown
 * (sign-up refusals from the database carry their reason there); with neither, the
 * caller's fallback (spec §8: Login failed / Registration failed / Logout failed).
 */
export function describeAuthError(
  error: { code?: string; message?: string } | null | undefined,
  fallbackKey: string,
): AuthErrorText {
  const code = error?.code
  if (code && KNOWN[code]) return { key: KNOWN[code] }
  const message = error?.message?.trim()
  if (message && !/^\{|^<|fetch failed|^AuthRetryableFetchError/i.test(message)) return { raw: message }
  return { key: fallbackKey }
}
