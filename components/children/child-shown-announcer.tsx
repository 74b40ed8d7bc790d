'use client'
import { useEffect, useRef } from 'react'
import { announce } from '@/lib/accessibility/announce'

/**
 * Says which child the page now shows when the choice changes (not on the first paint, which
 * the route announcer already names).
 */
export function ChildShownAnnouncer({ id, message }: { id: string; message: string }) {
  const shown = useRef(id)
  useEffect(() => {
    if (shown.current === id) return
    shown.current = id
    announce(message)
  }, [id, message])
  return null
}
