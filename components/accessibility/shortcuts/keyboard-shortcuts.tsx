'use client'
import dynamic from 'next/dynamic'
import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useAccessibilitySettings } from '@/components/accessibility/settings-context'
import { useSidebar } from '@/components/layout/sidebar-context'
import { closeTopOverlay, openAccessibilityPanel } from '@/lib/accessibility/overlay'
import { openOverlayCount } from '@/lib/accessibility/overlay-stack'
import { OPEN_SHORTCUTS_HELP_EVENT } from '@/lib/accessibility/shortcut-events'
import {
  createShortcutMatcher,
  isTypingTarget,
  type ShortcutAction,
} from '@/lib/accessibility/shortcuts'
import type { PalettePage } from './command-palette'

// Both load on first use, so the palette library and the dialogs stay out of every page's
// first-load JavaScript.
const CommandPalette = dynamic(() => import('./command-palette'), { ssr: false })
const ShortcutsHelp = dynamic(() => import('./shortcuts-help'), { ssr: false })

/**
 * The signed-in shell's keyboard shortcuts: one keydown listener that asks the matcher what a
 * press means and does it. It follows the person's "enhanced keyboard navigation" setting.
 */
export function KeyboardShortcuts({ pages }: { pages: PalettePage[] }) {
  const { settings } = useAccessibilitySettings()
  const enabled = settings.keyboardNavigation
  const { toggle: toggleSidebar } = useSidebar()
  const router = useRouter()
  const [palette, setPalette] = useState(false)
  const [help, setHelp] = useState(false)
  // Mounted from the first opening on, so each keeps its own focus return and closing animation.
  const [used, setUsed] = useState({ palette: false, help: false })
  const matcher = useRef(createShortcutMatcher())

  const openHelp = useCallback(() => {
    setUsed((u) => (u.help ? u : { ...u, help: true }))
    setHelp(true)
  }, [])

  useEffect(() => {
    const run: Record<ShortcutAction, () => void> = {
      openPalette: () => {
        setUsed((u) => (u.palette ? u : { ...u, palette: true }))
        setPalette(true)
      },
      openHelp,
      openAccessibilityPanel,
      goDashboard: () => router.push('/dashboard'),
      closeOverlay: closeTopOverlay,
      toggleSidebar,
    }
    const onKeyDown = (e: KeyboardEvent) => {
      // An overlay that handled the key itself (Escape in a dialog) has already acted.
      if (e.defaultPrevented) return
      const target = e.target instanceof HTMLElement ? e.target : null
      const action = matcher.current(e, {
        enabled,
        typing: isTypingTarget(target),
        now: e.timeStamp,
      })
      if (!action) return
      // Escape with nothing open stays the page's (a video player, a browser's own use of it).
      if (action === 'closeOverlay' && openOverlayCount() === 0) return
      e.preventDefault()
      run[action]()
    }
    window.addEventListener('keydown', onKeyDown)
    window.addEventListener(OPEN_SHORTCUTS_HELP_EVENT, openHelp)
    return () => {
      window.removeEventListener('keydown', onKeyDown)
      window.removeEventListener(OPEN_SHORTCUTS_HELP_EVENT, openHelp)
    }
  }, [enabled, openHelp, router, toggleSidebar])

  return (
    <>
      {used.palette && (
        <CommandPalette
          open={palette}
          onOpenChange={setPalette}
          pages={pages}
          onOpenHelp={openHelp}
        />
      )}
      {used.help && <ShortcutsHelp open={help} onOpenChange={setHelp} enabled={enabled} />}
    </>
  )
}
