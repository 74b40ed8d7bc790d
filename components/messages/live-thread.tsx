'use client'
import { useEffect } from 'react'
import { useRouter } from 'next/navigation'
import { useT } from '@/components/i18n/client-messages'
import { watchChannel } from '@/components/realtime/watch-channel'
import { useLive } from '@/components/realtime/live-provider'
import { useBatched } from '@/components/realtime/use-batched'
import { markThreadReadAction } from '@/lib/actions/messages'
import { announce } from '@/lib/accessibility/announce'

/** Tells the menu's unread badge that a thread was read here (it asks the server again). */
export const THREAD_READ_EVENT = 'oppi:thread-read'

async function markRead(threadId: string) {
  const result = await markThreadReadAction({ threadId }).catch(() => null)
  if (result?.ok) window.dispatchEvent(new Event(THREAD_READ_EVENT))
}

/**
 * An open thread follows its messages and its read receipts live: a new message (which
 * row-level security lets this reader see) or someone reading it draws the page again on the
 * server. Opening the thread marks it read, and so does each message that arrives while it is
 * open (`participant`: only a participant has a read mark to write).
 */
export function LiveThread({ threadId, participant }: { threadId: string; participant: boolean }) {
  const live = useLive()
  const router = useRouter()
  const t = useT('messages')
  const refresh = useBatched(300, () => router.refresh())
  const arrived = useBatched(1000, () => announce(t('newArrived')))

  useEffect(() => {
    if (participant) void markRead(threadId)
  }, [threadId, participant])

  useEffect(() => {
    if (!live) return
    const { client, profileId } = live
    const topic = `thread:${threadId}`
    const filter = `thread_id=eq.${threadId}`
    const make = () =>
      client
        .channel(topic)
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'messages', filter },
          (change) => {
            if ((change.new as { sender_id?: string }).sender_id === profileId) return
            arrived()
            if (participant) void markRead(threadId)
            refresh()
          },
        )
        .on(
          'postgres_changes',
          { event: 'UPDATE', schema: 'public', table: 'message_participants', filter },
          (change) => {
            // Our own read mark changes nothing on the page.
            if ((change.new as { profile_id?: string }).profile_id !== profileId) refresh()
          },
        )
    // Whatever happened before the change subscription existed is caught up by drawing the
    // page again.
    return watchChannel(client, make, topic, live.report, () => refresh(), { changes: true })
  }, [live, threadId, participant, refresh, arrived])

  return null
}
