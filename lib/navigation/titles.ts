import { ROUTE_RULES } from '@/lib/auth/route-rules'

/** Message key of each signed-in page's title (shown in the header and the tab title). */
export const PAGE_TITLE_KEYS: Record<string, string> = {
  '/dashboard': 'dashboard.title',
  '/insights': 'insights.title',
  '/notifications': 'notifications.title',
  '/notifications/[notificationId]': 'notification.title',
  '/settings': 'settings.title',
  '/teachers': 'teachers.title',
  '/teacher/[teacherId]': 'teacher.title',
  '/classes': 'classes.title',
  '/subjects': 'subjects.title',
  '/assignments': 'assignments.title',
  '/students': 'students.title',
  '/submissions': 'submissions.title',
  '/videos/manage': 'videosManage.title',
  '/bin': 'bin.title',
  '/student/classes': 'studentClasses.title',
  '/student/subjects': 'studentSubjects.title',
  '/student/subjects/[id]': 'studentSubject.title',
  '/student/assignments': 'studentAssignments.title',
}

const PATTERNS = ROUTE_RULES.map(([pattern]) => pattern)

/** The route-table pattern a pathname belongs to, or null. */
export function ruleForPathPattern(pathname: string): string | null {
  const got = pathname.split('/').filter(Boolean)
  return (
    PATTERNS.find((pattern) => {
      const want = pattern.split('/').filter(Boolean)
      return want.length === got.length && want.every((part, i) => part.startsWith('[') || part === got[i])
    }) ?? null
  )
}
