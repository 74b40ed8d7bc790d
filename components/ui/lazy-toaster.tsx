'use client'
import { useEffect, useState, type ComponentType } from 'react'
import type { ToasterProps } from 'sonner'

/** Mounts the toast host once the page is idle, keeping sonner out of first-load JS. */
export function LazyToaster(props: ToasterProps) {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null)
  useEffect(() => {
    let cancelled = false
    const load = () =>
      import('./sonner').then((mod) => {
        if (!cancelled) setToaster(() => mod.Toaster)
      })
    const idle = window.requestIdleCallback?.(load, { timeout: 2000 })
    const timer = idle === undefined ? window.setTimeout(load, 1) : undefined
    return () => {
      cancelled = true
      if (idle !== undefined) window.cancelIdleCallback(idle)
      if (timer !== undefined) window.clearTimeout(timer)
    }
  }, [])
  return Toaster ? <Toaster {...props} /> : null
}
