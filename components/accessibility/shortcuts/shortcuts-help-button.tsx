'use client'
import { Keyboard } from 'lucide'
import { HeaderIconButton } from '@/components/layout/header-icon-button'
import { openShortcutsHelp } from '@/lib/accessibility/shortcut-events'

/** The header's button for the keyboard-shortcuts help (also Shift+/ or ?). */
export function ShortcutsHelpButton({ label }: { label: string }) {
  return (
    <HeaderIconButton
      icon={Keyboard}
      label={label}
      onClick={openShortcutsHelp}
      aria-haspopup="dialog"
      aria-keyshortcuts="Shift+Slash"
    />
  )
}
