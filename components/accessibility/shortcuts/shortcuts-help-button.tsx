'use client'
import { KeyboardIcon } from 'lucide-react'
import { openShortcutsHelp } from '@/lib/accessibility/shortcut-events'

/** The header's button for the keyboard-shortcuts help (also Shift+/ or ?). */
export function ShortcutsHelpButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={openShortcutsHelp}
      aria-haspopup="dialog"
      aria-keyshortcuts="Shift+Slash"
      className="inline-flex size-11 items-center justify-center rounded-md hover:bg-accent"
    >
      <KeyboardIcon aria-hidden="true" className="size-5" />
      <span className="sr-only">{label}</span>
    </button>
  )
}
