import { validationFailed } from './errors'

/**
 * The address format GoTrue accepts (the checkmail library's pattern): a local part of
 * RFC 5322 atom characters and dots, then one or more host labels of letters, digits and inner
 * hyphens, at most 63 characters each; a dot in the host is not required.
 */
const EMAIL_RE =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

/** GoTrue's validateEmail: required, at most 255 characters, checkmail's format; lower-cased. */
export function validateEmail(email: string | undefined): string {
  if (!email) throw validationFailed('An email address is required')
  if (email.length > 255) throw validationFailed('An email address is too long')
  if (!EMAIL_RE.test(email))
    throw validationFailed('Unable to validate email address: invalid format')
  return email.trim().toLowerCase()
}

/** GoTrue's validatePhone: drop a leading `+` and spaces, then E.164 digits (no leading zero, 2–15 digits). */
export function validatePhone(phone: string): string {
  const digits = phone.replace(/^\+/, '').replaceAll(' ', '')
  if (!/^[1-9][0-9]{1,14}$/.test(digits))
    throw validationFailed('Invalid phone number format (E.164 required)')
  return digits
}

export type PkceParams = { challenge: string; method: 's256' | 'plain' } | null

/** code_challenge + code_challenge_method: both or neither (auth-js sends nulls for implicit flow). */
export function pkceParams(body: Record<string, unknown>): PkceParams {
  const challenge = body.code_challenge
  const method = body.code_challenge_method
  if ((challenge === undefined || challenge === null) && (method === undefined || method === null))
    return null
  if (typeof challenge !== 'string' || typeof method !== 'string' || !challenge || !method) {
    throw validationFailed('PKCE flow requires code_challenge_method and code_challenge')
  }
  const m = method.toLowerCase()
  if (m !== 's256' && m !== 'plain') throw validationFailed('code challenge method not supported')
  if (challenge.length < 43 || challenge.length > 128) {
    throw validationFailed('code challenge has to be between 43 and 128 characters')
  }
  return { challenge, method: m }
}

/** A required password: missing or empty → 400 validation_failed, as GoTrue's validateSignupParams. */
export function requirePassword(password: string | undefined, message: string): string {
  if (!password) throw validationFailed(message)
  return password
}
