'use client'
import { useEffect } from 'react'
import { markReadQuietly } from './mark-read'

/** Opening an unread notification marks it read (the bell's badge follows live). */
export function MarkReadOnOpen({ id }: { id: string }) {
  useEffect(() => {
    void markReadQuietly(id)
  }, [id])
  return null
}
