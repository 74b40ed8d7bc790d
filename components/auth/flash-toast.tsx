'use client'
import { useEffect, useRef } from 'react'
import { toast } from 'sonner'

/** Shows a toast once for a message the server passed through the URL (e.g. after logout). */
export function FlashToast({ title, message, kind }: { title: string; message: string; kind: 'success' | 'error' }) {
  const shown = useRef(false)
  useEffect(() => {
    if (shown.current) return
    shown.current = true
    if (kind === 'success') toast.success(title, { description: message })
    else toast.error(title, { description: message })
  }, [title, message, kind])
  return null
}
