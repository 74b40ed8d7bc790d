import bcrypt from 'bcryptjs'
import { AuthError } from './errors'

/** Cost for new hashes (GoTrue's default). Seeded `crypt(pw, gen_salt('bf'))` hashes ($2a$) verify too. */
export const BCRYPT_COST = 10

export const hashPassword = (password: string) => bcrypt.hash(password, BCRYPT_COST)

export async function checkPassword(password: string, hash: string | null): Promise<boolean> {
  if (!hash || !hash.startsWith('$2')) return false
  try {
    return await bcrypt.compare(password, hash)
  } catch {
    return false
  }
}

export interface PasswordProblem {
  message: string
  reasons: string[]
}

/** GoTrue's checkPasswordStrength, for the one rule the CLI config carries: minimum length. */
export function passwordProblem(password: string, minLength: number): PasswordProblem | null {
  if ([...password].length < minLength) {
    return { message: `Password should be at least ${minLength} characters.`, reasons: ['length'] }
  }
  return null
}

export function assertStrongPassword(password: string, minLength: number) {
  // bcrypt only reads 72 bytes; GoTrue refuses longer passwords outright.
  if (Buffer.byteLength(password) > 72) {
    throw new AuthError(422, 'validation_failed', 'Password cannot be longer than 72 characters')
  }
  const problem = passwordProblem(password, minLength)
  if (problem) {
    throw new AuthError(422, 'weak_password', problem.message, {
      weak_password: { reasons: problem.reasons },
    })
  }
}
