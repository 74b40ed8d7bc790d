'use client'
import * as React from 'react'
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet'
import { useSidebar } from './sidebar-context'

type Props = {
  nav: React.ReactNode
  labels: { menu: string; close: string }
  children: React.ReactNode
}

/**
 * The shell's frame: a fixed sidebar from 768 px up (16rem, or 3rem collapsed) and a drawer
 * (18rem) below it. The same server-rendered navigation goes into both.
 */
export function SidebarFrame({ nav, labels, children }: Props) {
  const { open, mobileOpen, setMobileOpen } = useSidebar()
  return (
    <div data-sidebar-state={open ? 'expanded' : 'collapsed'} className="group/sidebar flex min-h-svh">
      <div
        id="app-sidebar"
        className="sticky top-0 hidden h-svh w-[var(--sidebar-width)] shrink-0 flex-col overflow-y-auto border-r border-sidebar-border bg-sidebar text-sidebar-foreground transition-[width] duration-200 group-data-[sidebar-state=collapsed]/sidebar:w-[var(--sidebar-width-icon)] md:flex"
      >
        {nav}
      </div>
      <Sheet open={mobileOpen} onOpenChange={setMobileOpen}>
        <SheetContent id="app-sidebar-mobile" closeLabel={labels.close} aria-describedby={undefined}>
          <SheetTitle className="px-4 pt-5 pb-2 text-lg font-semibold">{labels.menu}</SheetTitle>
          <div className="flex min-h-0 flex-1 flex-col overflow-y-auto">{nav}</div>
        </SheetContent>
      </Sheet>
      <div className="flex min-w-0 flex-1 flex-col">{children}</div>
    </div>
  )
}
