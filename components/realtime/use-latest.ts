'use client'
import { useEffect, useRef } from 'react'

/**
 * A ref that always holds the value of the latest render: for callbacks and effects that live
 * longer than one render (a channel, a batcher) and must read today's value, not the first one.
 */
export function useLatest<T>(value: T) {
  const latest = useRef(value)
  useEffect(() => {
    latest.current = value
  })
  return latest
}
