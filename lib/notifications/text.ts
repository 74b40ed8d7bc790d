import type { Messages } from 'next-intl'
import type { Role } from '@/lib/auth/roles'
import { formatNumber } from '@/lib/i18n/numbers'
import { hasMessage, type TranslatorIn } from '@/lib/i18n/message-keys'

type Translate = TranslatorIn<'notifications'>
/** The events the database makes notifications for; each has a title and a body. */
type Kind = keyof Messages['notifications']['kinds']

/** What a notification row must carry to be phrased. */
export type Phrasable = { title: string; message: string; kind: string | null; data: unknown }

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : ''

/**
 * A notification's title and body in the reader's language. Notifications the database makes
 * for an event (`kind`) are phrased from their `data` with the `notifications.kinds` messages;
 * notes people wrote keep their own title and message. A parent reads about their child, so
 * some kinds have a parent's wording. `t` is the `notifications` namespace; `locale` writes
 * numbers the reader's way ('8,5' in Finnish).
 */
export function phraseNotification(
  t: Translate,
  row: Phrasable,
  reader: Role,
  locale: string,
): { title: string; body: string } {
  const data =
    row.data && typeof row.data === 'object' && !Array.isArray(row.data)
      ? (row.data as Record<string, unknown>)
      : {}
  const kind = row.kind
  const known = (k: string | null): k is Kind => k !== null && hasMessage(t, `kinds.${k}.title`)
  if (!known(kind)) return { title: row.title, body: row.message }
  const values = {
    assignment: text(data.assignment),
    student: text(data.student),
    subject: text(data.subject),
    score: typeof data.score === 'number' ? formatNumber(data.score, locale) : text(data.score),
    class: text(data.class),
    school: text(data.school),
    video: text(data.video),
    sender: text(data.sender),
    title: text(data.title),
  }
  const variant = (key: 'title' | 'body') => {
    const late = `kinds.${kind}.${key}Late`
    // A reply in a thread is told apart from the message that started it.
    const reply = `kinds.${kind}.${key}Reply`
    const parent = `kinds.${kind}.${key}Parent`
    if (data.late === true && hasMessage(t, late)) return t(late, values)
    if (data.reply === true && hasMessage(t, reply)) return t(reply, values)
    if (reader === 'parent' && hasMessage(t, parent)) return t(parent, values)
    return t(`kinds.${kind}.${key}`, values)
  }
  return { title: variant('title'), body: variant('body') }
}

/** A link that stays inside Oppi (the database allows only paths such as /student/assignments). */
export function safeLink(link: string | null): string | null {
  return link && /^\/[^/\\]/.test(link) ? link : null
}
