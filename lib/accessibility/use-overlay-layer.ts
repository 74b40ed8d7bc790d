'use client'
import { useEffect, useRef } from 'react'
import { pushOverlay } from './overlay-stack'

/**
 * Joins the overlay stack while `open`, so the close-top-overlay event (Escape, and anything
 * else that fires it) closes this overlay when it is the newest one open.
 */
export function useOverlayLayer(open: boolean, close: () => void) {
  const latest = useRef(close)
  useEffect(() => {
    latest.current = close
  })
  useEffect(() => {
    if (!open) return
    return pushOverlay(() => latest.current())
  }, [open])
}
