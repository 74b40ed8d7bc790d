'use client'
import { PanelLeftIcon } from 'lucide-react'
import { useSidebar } from './sidebar-context'

/** Toggles the sidebar (drawer on small screens). Also bound to Ctrl/Cmd+B. */
export function SidebarTrigger({ label }: { label: string }) {
  const { open, toggle } = useSidebar()
  return (
    <button
      type="button"
      onClick={toggle}
      aria-expanded={open}
      aria-controls="app-sidebar"
      aria-keyshortcuts="Control+B Meta+B"
      className="inline-flex size-11 items-center justify-center rounded-md hover:bg-accent"
    >
      <PanelLeftIcon aria-hidden="true" className="size-5" />
      <span className="sr-only">{label}</span>
    </button>
  )
}
