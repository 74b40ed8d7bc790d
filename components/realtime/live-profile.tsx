'use client'
import { useEffect } from 'react'
import { useRouter } from 'next/navigation'
import { watchTable } from './watch-channel'
import { useLive } from './live-provider'
import { useBatched } from './use-batched'
import { useLatest } from './use-latest'

/**
 * A student's pages follow their own profile row: when it changes (a principal adds an
 * accommodation, support changes), the server renders the open page again, so a new
 * extended time or read-aloud setting applies without a reload. Only the row's own UPDATEs
 * are asked for (filtered by id); row-level security on the server decides delivery.
 *
 * A change made after the page was rendered but before the channel joined (the live client
 * loads after the first paint) or while the connection was down sends no event; so on each
 * join the row's `updated_at` is read once and compared with the one the page was drawn from.
 */
export function LiveProfile({ updatedAt }: { updatedAt: string }) {
  const live = useLive()
  const router = useRouter()
  const refresh = useBatched(500, () => router.refresh())
  const drawnFrom = useLatest(updatedAt)

  useEffect(() => {
    if (!live) return
    const { client, profileId, report } = live
    const catchUp = async () => {
      const { data } = await client
        .from('profiles')
        .select('updated_at')
        .eq('id', profileId)
        .maybeSingle()
      if (data && data.updated_at !== drawnFrom.current) refresh()
    }
    const ownRow = { event: 'UPDATE', table: 'profiles', filter: `id=eq.${profileId}` } as const
    const topic = `profile:${profileId}`
    return watchTable(
      client,
      report,
      topic,
      ownRow,
      () => refresh(),
      () => void catchUp(),
    )
  }, [live, refresh, drawnFrom])

  return null
}
