'use client'
import * as React from 'react'
import dynamic from 'next/dynamic'
import { useSidebar } from './sidebar-context'

// Loaded on first use only: most visits never open the phone drawer, so Radix Dialog stays
// out of the first-load JavaScript.
const MobileDrawer = dynamic(() => import('./mobile-drawer'), { ssr: false })

type Props = {
  nav: React.ReactNode
  labels: { menu: string; close: string }
  children: React.ReactNode
}

/**
 * The shell's frame: a fixed sidebar where the shell is at least 48rem wide (16rem, or 3rem
 * collapsed) and a drawer (18rem) below that; rem, so that 200 % text gets the drawer as a
 * narrow screen does (app/shell.css). The same server-rendered navigation goes into both.
 */
export function SidebarFrame({ nav, labels, children }: Props) {
  const { open, mobileOpen } = useSidebar()
  const [drawerUsed, setDrawerUsed] = React.useState(false)
  if (mobileOpen && !drawerUsed) setDrawerUsed(true)
  return (
    <div
      data-slot="shell"
      data-sidebar-state={open ? 'expanded' : 'collapsed'}
      className="group/sidebar flex min-h-svh"
    >
      <div
        id="app-sidebar"
        data-slot="sidebar"
        className="sticky top-0 h-svh w-[var(--sidebar-width)] shrink-0 flex-col overflow-y-auto border-r border-sidebar-border bg-sidebar text-sidebar-foreground transition-[width] duration-200 group-data-[sidebar-state=collapsed]/sidebar:w-[var(--sidebar-width-icon)]"
      >
        {nav}
      </div>
      {drawerUsed && <MobileDrawer nav={nav} labels={labels} />}
      <div className="flex min-w-0 flex-1 flex-col">{children}</div>
    </div>
  )
}
