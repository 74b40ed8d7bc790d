'use client'
import { useCallback, useRef } from 'react'
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
