'use client'
import { useEffect } from 'react'
import { useRouter } from 'next/navigation'
import { watchChannel } from './channel-health'
import { useLive } from './live-provider'
import { useBatched } from './use-batched'

/**
 * A student's pages follow their own profile row: when it changes (a principal adds an
 * accommodation, support changes), the server renders the open page again, so a new
 * extended time or read-aloud setting applies without a reload. Only the row's own UPDATEs
 * are asked for (filtered by id); row-level security on the server decides delivery.
 */
export function LiveProfile() {
  const live = useLive()
  const router = useRouter()
  const refresh = useBatched(500, () => router.refresh())

  useEffect(() => {
    if (!live) return
    const topic = `profile:${live.profileId}`
    const channel = live.client
      .channel(topic)
      .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'profiles', filter: `id=eq.${live.profileId}` }, () => refresh())
    return watchChannel(live.client, channel, topic, live.report)
  }, [live, refresh])

  return null
}
