import type { InviteInput } from '@/lib/validation/people'
import { describeDbError } from './errors'

import type { MessageKey, Translate } from '@/lib/i18n/message-keys'
type DbError = { code?: string; message?: string }

/**
 * invite_member's refusals start with a stable code ("already_registered: a@b.fi"); each
 * becomes a sentence on the field it is about. Anything else is the usual server-error text.
 */
const FIELD_OF: Record<string, [field: keyof InviteInput, key: MessageKey]> = {
  invalid_email: ['email', 'people.errors.invalidEmail'],
  already_registered: ['email', 'people.errors.alreadyRegistered'],
  invalid_role: ['role', 'people.errors.invalidRole'],
  unknown_class: ['classId', 'people.errors.unknownClass'],
  unknown_child: ['childId', 'people.errors.unknownChild'],
}

export function invitationRefusal(t: Translate, error: DbError) {
  const code = (error.message ?? '').split(':')[0].trim()
  const hit = FIELD_OF[code]
  if (hit)
    return {
      ok: false as const,
      fieldErrors: { [hit[0]]: t(hit[1]) } as Partial<Record<keyof InviteInput, string>>,
    }
  return { ok: false as const, error: describeDbError(t, error) }
}
