import type { Role } from './roles'

/**
 * Who may open a group of routes. These are the only role lists of the app's routes: the
 * route table below uses them, the proxy decides from that table, and each route group's
 * layout (app/(app)/(staff), (principal), (student), (parent), (everyone)) checks its own audience
 * on the server through the same list.
 */
export const AUDIENCES = {
  everyone: ['principal', 'teacher', 'student', 'parent'],
  staff: ['principal', 'teacher'],
  principal: ['principal'],
  student: ['student'],
  parent: ['parent'],
} as const satisfies Record<string, readonly Role[]>

export type Audience = keyof typeof AUDIENCES

export type RouteAccess =
  { kind: 'public' } | { kind: 'signed-in'; audience: Audience; roles: readonly Role[] }

const PUBLIC: RouteAccess = { kind: 'public' }
const signedIn = (audience: Audience): RouteAccess => ({
  kind: 'signed-in',
  audience,
  roles: AUDIENCES[audience],
})

/** Whether a role belongs to an audience. */
export function inAudience(audience: Audience, role: Role | null | undefined): boolean {
  return !!role && (AUDIENCES[audience] as readonly Role[]).includes(role)
}

/**
 * Every page of the app and who may open it: /insights for every role, /bin for principals
 * and teachers, / public. `[x]` matches exactly one path segment. A path missing here is
 * not a page (the not-found page answers it).
 */
export const ROUTE_RULES: ReadonlyArray<readonly [pattern: string, access: RouteAccess]> = [
  ['/', PUBLIC],
  ['/home', PUBLIC],
  ['/auth', PUBLIC],
  ['/auth/confirm', PUBLIC],
  ['/auth/forgot', PUBLIC],
  ['/auth/reset', PUBLIC],
  ['/auth/accept', PUBLIC],
  ['/videos', PUBLIC],
  ['/video/[id]', PUBLIC],
  ['/accessibility-statement', PUBLIC],
  ['/enroll-subject', PUBLIC],
  ['/dashboard', signedIn('everyone')],
  ['/insights', signedIn('everyone')],
  ['/notifications', signedIn('everyone')],
  ['/notifications/[notificationId]', signedIn('everyone')],
  ['/settings', signedIn('everyone')],
  ['/messages', signedIn('everyone')],
  ['/messages/new', signedIn('everyone')],
  ['/messages/[threadId]', signedIn('everyone')],
  ['/announcements', signedIn('everyone')],
  ['/announcements/[announcementId]', signedIn('everyone')],
  ['/teachers', signedIn('principal')],
  ['/people', signedIn('principal')],
  ['/people/import', signedIn('principal')],
  ['/teacher/[teacherId]', signedIn('staff')],
  ['/classes', signedIn('staff')],
  ['/classes/[id]', signedIn('staff')],
  ['/subjects', signedIn('staff')],
  ['/assignments', signedIn('staff')],
  ['/students', signedIn('staff')],
  ['/students/[studentId]', signedIn('staff')],
  ['/submissions', signedIn('staff')],
  ['/videos/manage', signedIn('staff')],
  ['/videos/manage/[id]', signedIn('staff')],
  ['/bin', signedIn('staff')],
  ['/student/classes', signedIn('student')],
  ['/student/subjects', signedIn('student')],
  ['/student/subjects/[id]', signedIn('student')],
  ['/student/assignments', signedIn('student')],
  ['/student/access-log', signedIn('student')],
  ['/join-subject', signedIn('student')],
  ['/children', signedIn('parent')],
  ['/children/access-log', signedIn('parent')],
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

/** The route-table pattern a pathname belongs to (e.g. '/teacher/[teacherId]'), or null. */
export function patternForPath(pathname: string): string | null {
  return ROUTE_RULES.find(([pattern]) => matches(pattern, pathname))?.[0] ?? null
}

/** The access rule for a pathname, or null for paths the app does not have (→ not found). */
export function ruleForPath(pathname: string): RouteAccess | null {
  const match = ROUTE_RULES.find(([pattern]) => matches(pattern, pathname))
  return match ? match[1] : null
}

export type GateDecision =
  { action: 'allow' } | { action: 'sign-in' } | { action: 'deny'; allowed: readonly Role[] }

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
