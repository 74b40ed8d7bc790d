import type { AppClaims } from './claims'

/**
 * How long after opening a password-reset link its session may set a new password without the
 * old one: the link's own life (the backend's email OTP expiry, one hour by default).
 */
export const RECOVERY_WINDOW_SECONDS = 60 * 60

/**
 * Whether this session came from a password-reset link (or another mailed link or code, which
 * the auth server cannot tell from it: see AppClaims.recoveredAt) recently enough to set a new
 * password.
 */
export function canSetNewPassword(
  claims: AppClaims | null,
  now = Date.now() / 1000,
): claims is AppClaims {
  return !!claims?.recoveredAt && now - claims.recoveredAt < RECOVERY_WINDOW_SECONDS
}
