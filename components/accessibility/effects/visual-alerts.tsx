'use client'
import { useEffect, useRef, useState } from 'react'
import { ALERT_REGION_ID, STATUS_REGION_ID } from '@/lib/accessibility/announce'
import {
  VISUAL_ALERT_EVENT,
  VISUAL_ALERT_PULSE_MS,
  visualAlertDuration,
  type VisualAlertDetail,
  type VisualAlertKind,
} from '@/lib/accessibility/visual-alert'

interface Banner {
  id: number
  message: string
  kind: VisualAlertKind
}

/**
 * Visual alerts: what the screen reader hears is also shown. Each announcement (the page's live
 * regions) and each message sent with showVisualAlert becomes a banner that pulses for a second
 * and goes after 5 s (8 s for the hearing-support notice); each toast makes the screen's edge
 * flash. The banners are hidden from assistive technology, which already heard them.
 */
export default function VisualAlerts() {
  const [banners, setBanners] = useState<Banner[]>([])
  const [flash, setFlash] = useState(0)
  const nextId = useRef(0)

  useEffect(() => {
    const timers = new Set<number>()
    const later = (fn: () => void, ms: number) => {
      const timer = window.setTimeout(() => {
        timers.delete(timer)
        fn()
      }, ms)
      timers.add(timer)
    }
    const show = (message: string, kind: VisualAlertKind) => {
      const text = message.trim()
      if (!text) return
      const id = ++nextId.current
      setBanners((list) => [...list.filter((b) => b.message !== text), { id, message: text, kind }])
      later(() => setBanners((list) => list.filter((b) => b.id !== id)), visualAlertDuration(kind))
    }
    const onEvent = (event: Event) => {
      const { message, kind } = (event as CustomEvent<VisualAlertDetail>).detail
      show(message, kind)
    }
    window.addEventListener(VISUAL_ALERT_EVENT, onEvent)

    const regions = [
      [document.getElementById(STATUS_REGION_ID), 'status'],
      [document.getElementById(ALERT_REGION_ID), 'alert'],
    ] as const
    const regionObservers = regions.flatMap(([region, kind]) => {
      if (!region) return []
      const observer = new MutationObserver(() => show(region.textContent ?? '', kind))
      observer.observe(region, { childList: true, characterData: true, subtree: true })
      return [observer]
    })
    // This component's code arrives after the page: an announcement made while it loaded is
    // still in its region, and is shown now rather than missed.
    for (const [region, kind] of regions) if (region?.textContent) show(region.textContent, kind)

    // Toasts are on screen already; a flash around the screen draws the eye to them.
    const toastObserver = new MutationObserver((records) => {
      const added = records.some((r) =>
        Array.from(r.addedNodes).some(
          (n) =>
            n instanceof Element &&
            (n.matches('[data-sonner-toast]') || n.querySelector('[data-sonner-toast]')),
        ),
      )
      if (!added) return
      setFlash((n) => n + 1)
      later(() => setFlash(0), VISUAL_ALERT_PULSE_MS)
    })
    toastObserver.observe(document.body, { childList: true, subtree: true })

    return () => {
      window.removeEventListener(VISUAL_ALERT_EVENT, onEvent)
      for (const observer of regionObservers) observer.disconnect()
      toastObserver.disconnect()
      for (const timer of timers) window.clearTimeout(timer)
    }
  }, [])

  return (
    <>
      <div className="a11y-visual-alerts" aria-hidden="true" data-testid="visual-alerts">
        {banners.map((banner) => (
          <p key={banner.id} className="a11y-visual-alert a11y-pulse" data-kind={banner.kind}>
            {banner.message}
          </p>
        ))}
      </div>
      {flash > 0 && (
        <div
          key={flash}
          className="a11y-flash a11y-pulse"
          aria-hidden="true"
          data-testid="visual-flash"
        />
      )}
    </>
  )
}
