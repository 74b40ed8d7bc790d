import type { MessageKey } from '@/lib/i18n/message-keys'

/** Message key of each signed-in page's title (shown in the header and the tab title). */
export const PAGE_TITLE_KEYS: Record<string, MessageKey> = {
  '/dashboard': 'dashboard.title',
  '/insights': 'insights.title',
  '/notifications': 'notifications.title',
  '/notifications/[notificationId]': 'notification.title',
  '/settings': 'settings.title',
  '/teachers': 'teachers.title',
  '/teacher/[teacherId]': 'teacher.title',
  '/classes': 'classes.title',
  '/classes/[id]': 'classPage.title',
  '/subjects': 'subjects.title',
  '/assignments': 'assignments.title',
  '/students': 'students.title',
  '/submissions': 'submissions.title',
  '/videos/manage': 'videosManage.title',
  '/videos/manage/[id]': 'videosManage.one.title',
  '/bin': 'bin.title',
  '/student/classes': 'studentClasses.title',
  '/student/subjects': 'studentSubjects.title',
  '/student/subjects/[id]': 'studentSubject.title',
  '/student/assignments': 'studentAssignments.title',
  '/student/access-log': 'children.ownAccessLog.title',
  '/children': 'children.title',
  '/children/access-log': 'children.accessLog.title',
}
