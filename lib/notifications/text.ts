import type { Role } from '@/lib/auth/roles'

type Translate = ((key: string, values?: Record<string, string | number>) => string) & {
  has: (key: string) => boolean
}

/** What a notification row must carry to be phrased. */
export type Phrasable = { title: string; message: string; kind: string | null; data: unknown }

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : ''

/**
 * A notification's title and body in the reader's language. Notifications the database makes
 * for an event (`kind`) are phrased from their `data` with the `notifications.kinds` messages;
 * notes people wrote keep their own title and message. A parent reads about their child, so
 * some kinds have a parent's wording. `t` is the `notifications` namespace.
 */
export function phraseNotification(
  t: Translate,
  row: Phrasable,
  reader: Role,
): { title: string; body: string } {
  const data =
    row.data && typeof row.data === 'object' && !Array.isArray(row.data)
      ? (row.data as Record<string, unknown>)
      : {}
  const base = `kinds.${row.kind}`
  if (!row.kind || !t.has(`${base}.title`)) return { title: row.title, body: row.message }
  const values = {
    assignment: text(data.assignment),
    student: text(data.student),
    subject: text(data.subject),
    score: text(data.score),
    class: text(data.class),
    school: text(data.school),
    video: text(data.video),
    sender: text(data.sender),
    title: text(data.title),
  }
  const variant = (key: string) => {
    const late = data.late === true && t.has(`${base}.${key}Late`) ? `${base}.${key}Late` : null
    // A reply in a thread is told apart from the message that started it.
    const reply = data.reply === true && t.has(`${base}.${key}Reply`) ? `${base}.${key}Reply` : null
    const parent =
      reader === 'parent' && t.has(`${base}.${key}Parent`) ? `${base}.${key}Parent` : null
    return t(late ?? reply ?? parent ?? `${base}.${key}`, values)
  }
  return { title: variant('title'), body: variant('body') }
}

/** A link that stays inside Oppi (the database allows only paths such as /student/assignments). */
export function safeLink(link: string | null): string | null {
  return link && /^\/[^/\\]/.test(link) ? link : null
}
