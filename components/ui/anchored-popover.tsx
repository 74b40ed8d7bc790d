'use client'
import { useRef, type ReactNode, type RefObject } from 'react'
import { Popover, PopoverAnchor, PopoverPanel } from './popover'

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
  id,
  heading,
  className,
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  anchor: RefObject<HTMLButtonElement | null>
  contentId: string
  id: string
  heading: string
  className?: string
  children: ReactNode
}) {
  const wentElsewhere = useRef(false)
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverAnchor virtualRef={anchor} />
      <PopoverPanel
        id={id}
        heading={heading}
        className={className}
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
