// The inbox's arithmetic, apart from the database so each rule is unit-tested: which box a
// thread belongs to, whether it is unread, and the order of the list. Unread is decided from
// the messages the reader can see (row-level security already hid the private answers of
// others), not from the thread's last_message_at: a guardian's private reply to the sender
// moves that time for everyone, and must not light up thirty other guardians' inboxes.

export type Box = 'inbox' | 'sent' | 'archive'

export const BOXES: readonly Box[] = ['inbox', 'sent', 'archive']

export const isBox = (value: unknown): value is Box =>
  typeof value === 'string' && (BOXES as readonly string[]).includes(value)

export type ThreadFacts = {
  id: string
  important: boolean
  createdBy: string | null
  /** The reader's own participant row; null for a guardian who reads a thread about their child. */
  mine: { lastReadAt: string | null; archived: boolean } | null
}

/**
 * What the database sums up of the messages of one thread the reader sees
 * (message_thread_summaries): when the newest was written, and the newest by someone else.
 */
export type ThreadSummary = {
  threadId: string
  lastAt: string | null
  lastFromOthersAt: string | null
}

export type ThreadState = { unread: boolean; lastAt: string | null; fromOthers: boolean }

/** Per thread: the newest message the reader sees, whether others wrote in it, whether it is unread. */
export function threadStates(
  threads: readonly ThreadFacts[],
  summaries: readonly ThreadSummary[],
): Map<string, ThreadState> {
  const byThread = new Map(summaries.map((summary) => [summary.threadId, summary]))
  return new Map(
    threads.map((thread) => {
      const summary = byThread.get(thread.id)
      const fromOthersAt = summary?.lastFromOthersAt ?? null
      const readAt = thread.mine?.lastReadAt ?? null
      // Without a participant row of one's own there is no read mark to compare with (and none
      // can be written): such a thread is never shown as unread.
      const unread =
        thread.mine !== null &&
        fromOthersAt !== null &&
        (readAt === null || Date.parse(fromOthersAt) > Date.parse(readAt))
      return [
        thread.id,
        { unread, lastAt: summary?.lastAt ?? null, fromOthers: fromOthersAt !== null },
      ]
    }),
  )
}

/**
 * Whether a thread is in a box. Inbox: not archived, and someone else has written in it (a
 * sent notice arrives there once it is answered). Sent: threads the reader started. Archive:
 * what the reader archived.
 */
export function inBox(box: Box, me: string, thread: ThreadFacts, state: ThreadState): boolean {
  const archived = thread.mine?.archived ?? false
  if (box === 'archive') return archived
  if (box === 'sent') return thread.createdBy === me
  return !archived && state.fromOthers
}

/** Important threads first, then unread, then the newest. */
export function compareThreads(
  a: { important: boolean; unread: boolean; lastAt: string | null },
  b: { important: boolean; unread: boolean; lastAt: string | null },
): number {
  if (a.important !== b.important) return a.important ? -1 : 1
  if (a.unread !== b.unread) return a.unread ? -1 : 1
  return (b.lastAt ?? '').localeCompare(a.lastAt ?? '')
}

/** A search text for PostgREST's ilike: its own wildcards and the filter syntax's commas and brackets taken out. */
export function searchPattern(query: string): string | null {
  const cleaned = query
    .replace(/[%_,()*\\"]/g, ' ')
    .trim()
    .replace(/\s+/g, ' ')
  return cleaned ? `%${cleaned}%` : null
}
