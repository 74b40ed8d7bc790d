'use client'
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'
import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js'
import { useT } from '@/components/i18n/client-messages'
import { notify } from '@/lib/notify'
import type { browserSupabase } from '@/lib/supabase/browser'
import { useChannelHealth } from './channel-health'
import { watchTable } from './watch-channel'
import { useLatest } from './use-latest'
import type { HealthReport } from './health'

type Client = ReturnType<typeof browserSupabase>
export type NotificationChange = RealtimePostgresChangesPayload<Record<string, unknown>>
/** A change, or null when changes may have been missed (the channel joined late or rejoined). */
type Listener = (change: NotificationChange | null) => void

type Live = {
  client: Client
  profileId: string
  schoolId: string
  /** A channel's latest subscribe status, so that live updates pausing is told once. */
  report: HealthReport
  /** Runs `listener` on every change to the signed-in user's notifications; returns the unsubscribe. */
  onNotification: (listener: Listener) => () => void
}

const LiveContext = createContext<Live | null>(null)

/**
 * The live context of the signed-in shell; null outside it (e.g. the public pages) and while
 * the client is still loading after the page has drawn.
 */
export function useLive(): Live | null {
  return useContext(LiveContext)
}

/**
 * The signed-in shell's realtime connection: one browser client, one channel for the user's
 * own notifications (row-level security on the server also keeps everyone else's away), and
 * the notice when live updates pause and resume.
 */
export function LiveProvider({
  url,
  anonKey,
  profileId,
  schoolId,
  unread,
  children,
}: {
  url: string
  anonKey: string
  profileId: string
  schoolId: string
  /** The unread count the page was drawn with; null if unknown. */
  unread: number | null
  children: React.ReactNode
}) {
  const t = useT('live')
  // supabase-js is loaded after the page has drawn, not with it: it is most of a signed-in
  // page's first-load JavaScript, and nothing live is needed before the first paint.
  const [client, setClient] = useState<Client | null>(null)
  useEffect(() => {
    let current = true
    void import('@/lib/supabase/browser').then(({ browserSupabase }) => {
      if (current) setClient(browserSupabase(url, anonKey))
    })
    return () => {
      current = false
    }
  }, [url, anonKey])
  const listeners = useRef(new Set<Listener>())
  const report = useChannelHealth({
    paused: () => notify('info', t('paused.title'), t('paused.body')),
    resumed: () => notify('info', t('resumed.title'), t('resumed.body')),
  })

  const drawnWith = useLatest(unread)

  useEffect(() => {
    if (!client) return
    const tell = (change: NotificationChange | null) =>
      listeners.current.forEach((listener) => listener(change))
    // Changes made while the page loaded (the client joins after the first paint) or while the
    // connection was down send no event. On the first join the unread count is compared with
    // the one the page was drawn with (one small count); after a rejoin the listeners always
    // catch up, since anything may have happened in between.
    let joins = 0
    const catchUp = async () => {
      joins += 1
      if (joins > 1) return tell(null)
      const { count } = await client
        .from('notifications')
        .select('id', { count: 'exact', head: true })
        .eq('user_id', profileId)
        .eq('read', false)
      if (count !== null && count !== drawnWith.current) tell(null)
    }
    const own = { event: '*', table: 'notifications', filter: `user_id=eq.${profileId}` } as const
    const topic = `notifications:${profileId}`
    return watchTable(client, report, topic, own, tell, () => void catchUp())
  }, [client, profileId, report, drawnWith])

  const onNotification = useCallback((listener: Listener) => {
    listeners.current.add(listener)
    return () => void listeners.current.delete(listener)
  }, [])

  const value = useMemo(
    () => (client ? { client, profileId, schoolId, report, onNotification } : null),
    [client, profileId, schoolId, report, onNotification],
  )
  return <LiveContext.Provider value={value}>{children}</LiveContext.Provider>
}

/** Runs `listener` on each change to the user's notifications while the component is mounted. */
export function useNotificationChanges(listener: Listener) {
  const live = useLive()
  const latest = useLatest(listener)
  useEffect(() => live?.onNotification((change) => latest.current(change)), [live, latest])
}
