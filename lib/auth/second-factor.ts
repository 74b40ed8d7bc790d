import { isStaff, type Role } from './roles'

/**
 * Where a person sets up their second factor: the settings page's sign-in security section.
 * `factor=required` makes the page say why they were sent there.
 */
export const FACTOR_SETUP_PATH = '/settings'
export const FACTOR_REQUIRED_URL = `${FACTOR_SETUP_PATH}?factor=required#security`

/** What the gate and the actions know about a session and its account. */
export type FactorState = {
  aal: 'aal1' | 'aal2'
  role: Role | null
  hasSecondFactor: boolean
  schoolRequiresFactor: boolean
}

/**
 * The app's copy of the database's private.aal_satisfied(): an aal1 session of an account
 * with a verified factor still owes the code; staff of a school that requires a factor and
 * have none owe the set-up. Students and parents are never held to the school's setting.
 */
export function factorOwed(state: FactorState): 'code' | 'setup' | null {
  if (state.aal === 'aal2') return null
  if (state.hasSecondFactor) return 'code'
  if (state.schoolRequiresFactor && state.role !== null && isStaff(state.role)) return 'setup'
  return null
}
