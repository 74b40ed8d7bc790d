import type { Role } from './roles'

export type RouteAccess = { kind: 'public' } | { kind: 'signed-in'; roles: readonly Role[] }

export const ALL_ROLES: readonly Role[] = ['principal', 'teacher', 'student', 'parent']
export const STAFF: readonly Role[] = ['principal', 'teacher']
export const PRINCIPAL_ONLY: readonly Role[] = ['principal']
export const STUDENT_ONLY: readonly Role[] = ['student']

const PUBLIC: RouteAccess = { kind: 'public' }
const signedIn = (roles: readonly Role[]): RouteAccess => ({ kind: 'signed-in', roles })

/**
 * The route table of spec §2 with the readings issue 4 chose: /insights for every role,
 * /bin for principals and teachers, / public. `[x]` matches exactly one path segment.
 * Layouts enforce the same sets on the server (see lib/auth/guards.ts).
 */
export const ROUTE_RULES: ReadonlyArray<readonly [pattern: string, access: RouteAccess]> = [
  ['/', PUBLIC],
  ['/home', PUBLIC],
  ['/auth', PUBLIC],
  ['/auth/confirm', PUBLIC],
  ['/videos', PUBLIC],
  ['/video/[id]', PUBLIC],
  ['/accessibility-statement', PUBLIC],
  ['/enroll-subject', PUBLIC],
  ['/dashboard', signedIn(ALL_ROLES)],
  ['/insights', signedIn(ALL_ROLES)],
  ['/notifications', signedIn(ALL_ROLES)],
  ['/notifications/[notificationId]', signedIn(ALL_ROLES)],
  ['/settings', signedIn(ALL_ROLES)],
  ['/teachers', signedIn(PRINCIPAL_ONLY)],
  ['/teacher/[teacherId]', signedIn(STAFF)],
  ['/classes', signedIn(STAFF)],
  ['/subjects', signedIn(STAFF)],
  ['/assignments', signedIn(STAFF)],
  ['/students', signedIn(STAFF)],
  ['/submissions', signedIn(STAFF)],
  ['/videos/manage', signedIn(STAFF)],
  ['/bin', signedIn(STAFF)],
  ['/student/classes', signedIn(STUDENT_ONLY)],
  ['/student/subjects', signedIn(STUDENT_ONLY)],
  ['/student/subjects/[id]', signedIn(STUDENT_ONLY)],
  ['/student/assignments', signedIn(STUDENT_ONLY)],
  ['/join-subject', signedIn(STUDENT_ONLY)],
]

function segments(path: string): string[] {
  return path.split('/').filter(Boolean)
}

function matches(pattern: string, path: string): boolean {
  const want = segments(pattern)
  const got = segments(path)
  if (want.length !== got.length) return false
  return want.every((part, i) => (part.startsWith('[') && part.endsWith(']')) || part === got[i])
}

/** The access rule for a pathname, or null for paths the app does not have (→ not found). */
export function ruleForPath(pathname: string): RouteAccess | null {
  const match = ROUTE_RULES.find(([pattern]) => matches(pattern, pathname))
  return match ? match[1] : null
}

export type GateDecision =
  | { action: 'allow' }
  | { action: 'sign-in' }
  | { action: 'deny'; allowed: readonly Role[] }

/**
 * What the gate does for a request. `role` is null when there is no session and
 * 'unknown' when there is a session whose token carries no app role (then the server
 * layout decides from the profile).
 */
export function decide(pathname: string, role: Role | 'unknown' | null): GateDecision {
  const rule = ruleForPath(pathname)
  if (!rule || rule.kind === 'public') return { action: 'allow' }
  if (role === null) return { action: 'sign-in' }
  if (role === 'unknown' || rule.roles.includes(role)) return { action: 'allow' }
  return { action: 'deny', allowed: rule.roles }
}
