'use client'
import { useCallback, useRef } from 'react'
import type {
  RealtimeChannel,
  RealtimePostgresChangesFilter,
  RealtimePostgresChangesPayload,
  SupabaseClient,
} from '@supabase/supabase-js'
import { createChannelHealth, type HealthReport } from './health'
import { useLatest } from './use-latest'

/** One channel-health tracker for the component's lifetime, calling the latest notice functions. */
export function useChannelHealth(notice: {
  paused: () => void
  resumed: () => void
}): HealthReport {
  const latest = useLatest(notice)
  const health = useRef<HealthReport | null>(null)
  return useCallback(
    (key: string, status: string) => {
      health.current ??= createChannelHealth({
        paused: () => latest.current.paused(),
        resumed: () => latest.current.resumed(),
      })
      health.current(key, status)
    },
    [latest],
  )
}

/**
 * Subscribes a channel and reports its status under `key`, calling `onSubscribed` after each
 * (re)join; the returned cleanup lets the channel go without its own closing being taken for
 * an outage.
 */
export function watchChannel(
  client: SupabaseClient,
  channel: RealtimeChannel,
  key: string,
  report: HealthReport,
  onSubscribed?: () => void,
) {
  let active = true
  channel.subscribe((status) => {
    if (!active) return
    report(key, status)
    if (status === 'SUBSCRIBED') onSubscribed?.()
  })
  return () => {
    active = false
    report(key, 'REMOVED')
    void client.removeChannel(channel)
  }
}

/** Which changes of one table of the app's schema a channel asks for: an event, and a filter. */
export type TableChanges = Omit<
  RealtimePostgresChangesFilter<'*' | 'INSERT' | 'UPDATE' | 'DELETE'>,
  'schema'
>

/**
 * Follows one table's changes on a channel of its own, named `topic` and reported under it
 * (row-level security on the server decides which changes are delivered). `onJoined` runs
 * after each (re)join, to catch up: a change made before the channel joined sends no event.
 */
export function watchTable(
  client: SupabaseClient,
  report: HealthReport,
  topic: string,
  changes: TableChanges,
  onChange: (change: RealtimePostgresChangesPayload<Record<string, unknown>>) => void,
  onJoined: () => void,
) {
  const channel = client
    .channel(topic)
    .on('postgres_changes', { ...changes, schema: 'public' }, onChange)
  return watchChannel(client, channel, topic, report, onJoined)
}
