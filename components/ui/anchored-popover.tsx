'use client'
import { useRef } from 'react'
import type { AnchoredProps } from './lazy-overlay'
import { Popover, PopoverAnchor, PopoverPanel } from './popover'

export type PopoverPanelProps = {
  /** The panel heading's id, which names the panel. */
  id: string
  heading: string
  className?: string
}

/**
 * The loaded half of LazyPopover: a Radix popover placed at a button it does not own. What
 * Radix's own trigger would do is done here: a press on the button is not an outside click
 * (the button toggles), and on closing focus goes back to the button unless the person
 * clicked or moved focus elsewhere.
 */
export default function AnchoredPopover({
  open,
  onOpenChange,
  anchor,
  contentId,
  children,
  ...panel
}: PopoverPanelProps & AnchoredProps) {
  const wentElsewhere = useRef(false)
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverAnchor virtualRef={anchor} />
      <PopoverPanel
        {...panel}
        contentId={contentId}
        onOpenAutoFocus={() => {
          wentElsewhere.current = false
        }}
        onInteractOutside={(event) => {
          if (anchor.current?.contains(event.target as Node)) event.preventDefault()
          else wentElsewhere.current = true
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          if (!wentElsewhere.current) anchor.current?.focus()
        }}
      >
        {children}
      </PopoverPanel>
    </Popover>
  )
}
