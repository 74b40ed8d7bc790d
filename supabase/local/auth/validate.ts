import { unprocessable, validationFailed } from './errors'

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** GoTrue's validateEmail: required, at most 255 characters, a plausible address; lower-cased. */
export function validateEmail(email: string | undefined): string {
  if (!email) throw validationFailed('An email address is required')
  if (email.length > 255) throw validationFailed('An email address is too long')
  if (!EMAIL_RE.test(email)) throw validationFailed('Unable to validate email address: invalid format')
  return email.trim().toLowerCase()
}

export type PkceParams = { challenge: string; method: 's256' | 'plain' } | null

/** code_challenge + code_challenge_method: both or neither (auth-js sends nulls for implicit flow). */
export function pkceParams(body: Record<string, unknown>): PkceParams {
  const challenge = body.code_challenge
  const method = body.code_challenge_method
  if ((challenge === undefined || challenge === null) && (method === undefined || method === null)) return null
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

export function requirePassword(password: string | undefined, message: string): string {
  if (!password) throw unprocessable('validation_failed', message)
  return password
}
