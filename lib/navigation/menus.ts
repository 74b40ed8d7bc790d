import type { Role } from '@/lib/auth/roles'
import type { KeyIn, TranslateIn } from '@/lib/i18n/message-keys'

export type NavIcon =
  | 'dashboard'
  | 'videos'
  | 'insights'
  | 'teachers'
  | 'classes'
  | 'students'
  | 'subjects'
  | 'videosManage'
  | 'assignments'
  | 'submissions'
  | 'bin'
  | 'notifications'
  | 'children'
  | 'accessLog'
  | 'messages'
  | 'announcements'

/** `label` is a key of the `nav` messages namespace. */
export type MenuItem = { href: string; label: KeyIn<'nav'>; icon: NavIcon }

const COMMON: MenuItem[] = [
  { href: '/dashboard', label: 'dashboard', icon: 'dashboard' },
  { href: '/messages', label: 'messages', icon: 'messages' },
  { href: '/videos', label: 'videos', icon: 'videos' },
  { href: '/insights', label: 'insights', icon: 'insights' },
]

/** The daily work of principals and teachers, after their classes entry. */
const STAFF_WORK: MenuItem[] = [
  { href: '/students', label: 'students', icon: 'students' },
  { href: '/subjects', label: 'subjects', icon: 'subjects' },
  { href: '/videos/manage', label: 'videosManage', icon: 'videosManage' },
  { href: '/assignments', label: 'assignments', icon: 'assignments' },
  { href: '/submissions', label: 'submissions', icon: 'submissions' },
  { href: '/bin', label: 'bin', icon: 'bin' },
]

// The side menu by role: each role sees only the pages the route table opens to it.
const BY_ROLE: Record<Role, MenuItem[]> = {
  principal: [
    { href: '/people', label: 'people', icon: 'students' },
    { href: '/teachers', label: 'teachers', icon: 'teachers' },
    { href: '/classes', label: 'classes', icon: 'classes' },
    ...STAFF_WORK,
  ],
  teacher: [{ href: '/classes', label: 'myClasses', icon: 'classes' }, ...STAFF_WORK],
  student: [
    { href: '/student/classes', label: 'studentClasses', icon: 'classes' },
    { href: '/student/subjects', label: 'studentSubjects', icon: 'subjects' },
    { href: '/student/assignments', label: 'studentAssignments', icon: 'assignments' },
    { href: '/announcements', label: 'announcements', icon: 'announcements' },
    { href: '/student/access-log', label: 'myAccessLog', icon: 'accessLog' },
  ],
  parent: [
    { href: '/children', label: 'children', icon: 'children' },
    { href: '/announcements', label: 'announcements', icon: 'announcements' },
    { href: '/children/access-log', label: 'childrenAccessLog', icon: 'accessLog' },
    { href: '/notifications', label: 'notifications', icon: 'notifications' },
  ],
}

export function menuForRole(role: Role): MenuItem[] {
  return [...COMMON, ...BY_ROLE[role]]
}

/** The menu entry a path belongs to: the longest href that equals or contains the path. */
export function activeHref(items: readonly { href: string }[], pathname: string): string | null {
  let best: string | null = null
  for (const { href } of items) {
    const hit = pathname === href || pathname.startsWith(`${href}/`)
    if (hit && (!best || href.length > best.length)) best = href
  }
  return best
}

/** The bell's badge text: the count, or 9+ above nine; nothing when zero. */
export function formatBadgeCount(count: number | null | undefined): string | null {
  if (!count || count < 1) return null
  return count > 9 ? '9+' : String(count)
}

/**
 * The bell's accessible name from its `live.bell` messages. It gives the number as the badge
 * shows it ("9+" above nine): the visible label must be part of the name (WCAG 2.5.3).
 */
export function bellName(t: TranslateIn<'live'>, count: number | null): string {
  if (count === null) return t('bell.label')
  if (count === 0) return t('bell.unreadNone')
  if (count === 1) return t('bell.unreadOne')
  return t('bell.unreadMany', { count: formatBadgeCount(count) ?? count })
}
