'use client'
import { useCallback, useEffect, useRef } from 'react'
import { createBatcher } from './batch'
import { useLatest } from './use-latest'

/**
 * `add()` for a batcher that lives as long as the component and calls the latest `flush`
 * (created on first use, so nothing runs during render).
 */
export function useBatched(windowMs: number, flush: (count: number) => void) {
  const latest = useLatest(flush)
  const batcher = useRef<ReturnType<typeof createBatcher> | null>(null)
  useEffect(() => () => batcher.current?.cancel(), [])
  return useCallback(
    (n = 1) => {
      batcher.current ??= createBatcher(windowMs, (count) => latest.current(count))
      batcher.current.add(n)
    },
    [windowMs, latest],
  )
}
