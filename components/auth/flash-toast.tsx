'use client'
import { useEffect, useRef } from 'react'
import { announce } from '@/lib/accessibility/announce'
import { notify } from '@/lib/notify'

/**
 * Shows a toast once for a message the server passed through the URL (e.g. after logout).
 * The toast host may mount after this runs, so the message is also spoken directly.
 */
export function FlashToast({
  title,
  message,
  kind,
}: {
  title: string
  message: string
  kind: 'success' | 'error'
}) {
  const shown = useRef(false)
  useEffect(() => {
    if (shown.current) return
    shown.current = true
    notify(kind, title, message)
    announce(`${title}: ${message}`, kind === 'error' ? 'assertive' : 'polite')
  }, [title, message, kind])
  return null
}
