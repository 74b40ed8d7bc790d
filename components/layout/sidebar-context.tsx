'use client'
import * as React from 'react'

import { SIDEBAR_COOKIE_NAME as SIDEBAR_COOKIE } from './sidebar-cookie'
const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7

type SidebarState = {
  open: boolean
  mobileOpen: boolean
  setMobileOpen: (open: boolean) => void
  toggle: () => void
}

const SidebarContext = React.createContext<SidebarState | null>(null)

export function useSidebar(): SidebarState {
  const context = React.useContext(SidebarContext)
  // Using the sidebar hook outside its provider is a programming error: fail loudly.
  if (!context) throw new Error('useSidebar must be used within a SidebarProvider.')
  return context
}

/** Collapsed/expanded state (cookie, 7 days) and the mobile drawer. Ctrl/Cmd+B is one of the keyboard shortcuts (components/accessibility/shortcuts). */
export function SidebarStateProvider({
  defaultOpen,
  children,
}: {
  defaultOpen: boolean
  children: React.ReactNode
}) {
  const [open, setOpen] = React.useState(defaultOpen)
  const [mobileOpen, setMobileOpen] = React.useState(false)

  const toggle = React.useCallback(() => {
    // The drawer is in use wherever the fixed sidebar is not drawn: app/shell.css decides by
    // the shell's width in rem, which a media query in pixels would not match at 200 % text.
    const sidebar = document.getElementById('app-sidebar')
    if (!sidebar || getComputedStyle(sidebar).display === 'none') {
      setMobileOpen((value) => !value)
      return
    }
    setOpen((value) => {
      const next = !value
      document.cookie = `${SIDEBAR_COOKIE}=${next}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`
      return next
    })
  }, [])

  const value = React.useMemo(
    () => ({ open, mobileOpen, setMobileOpen, toggle }),
    [open, mobileOpen, toggle],
  )
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>
}
