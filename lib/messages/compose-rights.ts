import type { Role } from '@/lib/auth/roles'
import type { MessageAudience } from '@/lib/validation/message-threads'

// What the composer offers each role. The pages only hide: send_message() refuses the rest
// (private.message_audience, private.may_message) whatever a request asks for.

/** Whether the role may start a message at all: a student only while the school allows it. */
export function mayCompose(role: Role, studentMessaging: boolean): boolean {
  return role !== 'student' || studentMessaging
}

/** The audiences the composer offers a role. */
export function audiencesFor(role: Role, studentMessaging: boolean): MessageAudience[] {
  if (role === 'parent' || role === 'student') return ['person']
  const staff: MessageAudience[] = [
    'person',
    'class_guardians',
    'subject_guardians',
    'student_guardians',
    ...(studentMessaging ? (['class_students'] as const) : []),
    'staff',
  ]
  return role === 'principal' ? [...staff, 'school'] : staff
}
