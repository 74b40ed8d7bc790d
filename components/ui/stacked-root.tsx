'use client'
import * as React from 'react'
import { useStackedOpen } from '@/lib/accessibility/use-stacked-open'

type OpenProps = { open?: boolean; defaultOpen?: boolean; onOpenChange?: (open: boolean) => void }

/**
 * The root of an overlay (a Radix dialog, sheet or popover) that joins the overlay stack while
 * open, so Escape and the close-top-overlay event close only the newest overlay of the page,
 * whatever kind it is.
 */
export function stackedRoot<P extends OpenProps>(Root: React.ComponentType<P>, slot: string) {
  function StackedRoot({ open, defaultOpen, onOpenChange, ...props }: P) {
    const stacked = useStackedOpen({ open, defaultOpen, onOpenChange })
    // The rest is the root's own props; TypeScript cannot see that through the generic rest.
    return <Root data-slot={slot} {...stacked} {...(props as P)} />
  }
  return StackedRoot
}
