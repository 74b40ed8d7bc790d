'use client'

import dynamic from 'next/dynamic'
import { useEffect, useState } from 'react'
import { Accessibility } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { useT } from '@/components/i18n/client-messages'
import {
  CLOSE_TOP_OVERLAY_EVENT,
  OPEN_ACCESSIBILITY_PANEL_EVENT,
} from '@/lib/accessibility/overlay'

/** The id the "Skip to accessibility settings" link points at. */
export const ACCESSIBILITY_BUTTON_ID = 'accessibility-settings'

const AccessibilityPanel = dynamic(() => import('./accessibility-panel'), { ssr: false })

/**
 * The round button bottom right on every page (visitors' too) and the panel it opens. The
 * panel also opens from the skip link, and from anything that fires the open event (the
 * Alt+/ shortcut, the palette, the adaptive-support banner); the close-overlay event closes it.
 */
export function AccessibilityPanelHost() {
  const t = useT('accessibilityPanel')
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState(false)

  useEffect(() => {
    const show = () => {
      setLoaded(true)
      setOpen(true)
    }
    const hide = () => setOpen(false)
    // The skip link is a plain link to the button, so it works before any script; with
    // scripts it opens the panel itself.
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.(
        `a[href="#${ACCESSIBILITY_BUTTON_ID}"]`,
      )
      if (!link) return
      event.preventDefault()
      show()
    }
    window.addEventListener(OPEN_ACCESSIBILITY_PANEL_EVENT, show)
    window.addEventListener(CLOSE_TOP_OVERLAY_EVENT, hide)
    document.addEventListener('click', onClick)
    return () => {
      window.removeEventListener(OPEN_ACCESSIBILITY_PANEL_EVENT, show)
      window.removeEventListener(CLOSE_TOP_OVERLAY_EVENT, hide)
      document.removeEventListener('click', onClick)
    }
  }, [])

  return (
    <>
      <button
        type="button"
        id={ACCESSIBILITY_BUTTON_ID}
        data-floating
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true)
          setOpen(true)
        }}
        className="fixed right-4 bottom-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg hover:bg-primary/90 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <Icon node={Accessibility} className="size-7" />
        <span className="sr-only">{t('button')}</span>
      </button>
      {loaded && <AccessibilityPanel open={open} onOpenChange={setOpen} />}
    </>
  )
}
