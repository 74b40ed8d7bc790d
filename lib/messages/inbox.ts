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

/** A message the reader can see: who wrote it and when. */
export type SeenMessage = { threadId: string; senderId: string | null; createdAt: string }

export type ThreadState = { unread: boolean; lastAt: string | null; fromOthers: boolean }

/** Per thread: the newest message the reader sees, whether others wrote in it, whether it is unread. */
export function threadStates(
  me: string,
  threads: readonly ThreadFacts[],
  messages: readonly SeenMessage[],
): Map<string, ThreadState> {
  const states = new Map<string, ThreadState>()
  const byId = new Map(threads.map((thread) => [thread.id, thread]))
  for (const thread of threads)
    states.set(thread.id, { unread: false, lastAt: null, fromOthers: false })
  for (const message of messages) {
    const state = states.get(message.threadId)
    const thread = byId.get(message.threadId)
    if (!state || !thread) continue
    if (!state.lastAt || message.createdAt > state.lastAt) state.lastAt = message.createdAt
    if (message.senderId === me) continue
    state.fromOthers = true
    // Without a participant row of one's own there is no read mark to compare with (and none
    // can be written): such a thread is never shown as unread.
    const readAt = thread.mine?.lastReadAt ?? null
    if (thread.mine && (readAt === null || Date.parse(message.createdAt) > Date.parse(readAt)))
      state.unread = true
  }
  return states
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
