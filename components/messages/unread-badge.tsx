'use client'
import { useCallback, useEffect, useState } from 'react'
import { useT } from '@/components/i18n/client-messages'
import { useNotificationChanges } from '@/components/realtime/live-provider'
import { useBatched } from '@/components/realtime/use-batched'
import { unreadMessagesAction } from '@/lib/actions/messages'
import { formatBadgeCount } from '@/lib/navigation/menus'
import { THREAD_READ_EVENT } from './live-thread'

/**
 * The menu's unread-messages count beside "Messages", live: every message arrives with a
 * notification (the shell's one realtime channel), and a thread read on this page says so;
 * either way the count is asked of the server again. Part of the link's name, not a live region
 * (the bell already announces what arrived).
 */
export function UnreadMessagesBadge() {
  const t = useT('live')
  const [count, setCount] = useState<number | null>(null)
  const load = useCallback(async () => {
    const result = await unreadMessagesAction({}).catch(() => null)
    if (result?.ok) setCount(result.data.count)
  }, [])
  const reload = useBatched(500, () => void load())
  useNotificationChanges(() => reload())
  useEffect(() => {
    // After the page has drawn: the count is not worth delaying a page for.
    reload()
    const onRead = () => reload()
    window.addEventListener(THREAD_READ_EVENT, onRead)
    return () => window.removeEventListener(THREAD_READ_EVENT, onRead)
  }, [reload])
  const badge = formatBadgeCount(count)
  if (!badge || count === null) return null
  return (
    <span
      data-testid="messages-unread"
      className="ml-auto min-w-5 rounded-full bg-primary px-1.5 text-center text-xs font-bold leading-5 text-primary-foreground group-data-[sidebar-state=collapsed]/sidebar:absolute group-data-[sidebar-state=collapsed]/sidebar:right-1 group-data-[sidebar-state=collapsed]/sidebar:top-1"
    >
      <span aria-hidden="true">{badge}</span>
      <span className="sr-only">{t('messagesUnread', { count })}</span>
    </span>
  )
}
