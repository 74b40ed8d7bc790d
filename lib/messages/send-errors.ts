// What send_message() and reply_to_thread() refuse with (SQLSTATE and hint), as the field it
// belongs to and a key of the `messages.errors` namespace. The database is what refuses; this
// only says it on the right field, in the writer's language.

import type { KeyIn } from '@/lib/i18n/message-keys'

export type SendProblem = {
  field: 'subject' | 'body' | 'target' | 'attachments' | null
  key: KeyIn<'messages.errors'>
}

export function sendProblem(error: { code?: string; hint?: string | null }): SendProblem | null {
  const hint = error.hint ?? ''
  if (error.code === '42501')
    return hint === 'no_replies'
      ? { field: null, key: 'noReplies' }
      : { field: 'target', key: 'notAllowed' }
  if (error.code === 'P0002') return { field: null, key: 'threadGone' }
  if (error.code !== '22023') return null
  switch (hint) {
    case 'subject':
      return { field: 'subject', key: 'subject' }
    case 'body':
      return { field: 'body', key: 'body' }
    case 'no_recipients':
      return { field: 'target', key: 'noRecipients' }
    case 'attachment_not_found':
      return { field: 'attachments', key: 'attachmentNotFound' }
    default:
      return { field: null, key: 'invalid' }
  }
}
