'use client'
import { useCallback, useRef } from 'react'
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js'
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
