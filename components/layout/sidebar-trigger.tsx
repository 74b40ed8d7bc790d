'use client'
import { PanelLeft } from 'lucide'
import { HeaderIconButton } from './header-icon-button'
import { useSidebar } from './sidebar-context'

/** Toggles the sidebar (drawer on small screens). Also bound to Ctrl/Cmd+B. */
export function SidebarTrigger({ label }: { label: string }) {
  const { open, toggle } = useSidebar()
  return (
    <HeaderIconButton
      icon={PanelLeft}
      label={label}
      onClick={toggle}
      aria-expanded={open}
      aria-controls="app-sidebar"
      aria-keyshortcuts="Control+B Meta+B"
    />
  )
}
