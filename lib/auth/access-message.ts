import type { Role } from './roles'
import { ruleForPath } from './route-rules'
import { safeRedirectPath } from './redirects'

/**
 * The roles a denied path was open to, from the `denied` query value the gate sets.
 * Null when the value is not a guarded path of the app (so no alert is invented).
 */
export function deniedRoles(denied: string | string[] | undefined): readonly Role[] | null {
  const value = Array.isArray(denied) ? denied[0] : denied
  const path = safeRedirectPath(value)
  if (!path) return null
  const rule = ruleForPath(path.split(/[?#]/)[0])
  return rule && rule.kind === 'signed-in' ? rule.roles : null
}
