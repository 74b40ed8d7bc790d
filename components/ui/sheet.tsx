'use client'
import { Dialog as SheetPrimitive } from 'radix-ui'
import { Dialog, ModalPanel, type PanelProps } from './dialog'

// The same root as a dialog, so a sheet joins the overlay stack too.
const Sheet = Dialog
const SheetTitle = SheetPrimitive.Title
const SheetDescription = SheetPrimitive.Description

const SHEET_LOOK =
  'fixed inset-y-0 left-0 z-50 flex h-full w-[var(--sidebar-width-mobile)] max-w-[90vw] flex-col bg-sidebar text-sidebar-foreground shadow-lg data-[state=open]:animate-in data-[state=open]:slide-in-from-left data-[state=closed]:animate-out data-[state=closed]:slide-out-to-left'

/** A left-hand drawer (the sidebar where the shell is narrower than 48rem). Radix handles focus trap and Escape. */
function SheetContent(props: PanelProps) {
  return (
    <ModalPanel
      slot="sheet"
      look={SHEET_LOOK}
      closeLook="hover:bg-sidebar-accent [&_svg]:size-5"
      {...props}
    />
  )
}

export { Sheet, SheetContent, SheetTitle, SheetDescription }
