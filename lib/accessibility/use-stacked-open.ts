'use client'
import { useCallback, useState } from 'react'
import { useOverlayLayer } from './use-overlay-layer'

type OpenProps = { open?: boolean; defaultOpen?: boolean; onOpenChange?: (open: boolean) => void }

/**
 * The open state of a Radix root (dialog, sheet, popover), controlled or not, joined to the
 * overlay stack while open. The root gets `open` and `onOpenChange` from here, so the stack can
 * close an overlay that its caller left uncontrolled.
 */
export function useStackedOpen({ open: controlled, defaultOpen, onOpenChange }: OpenProps) {
  const [own, setOwn] = useState(defaultOpen ?? false)
  const open = controlled ?? own
  const setOpen = useCallback(
    (next: boolean) => {
      if (controlled === undefined) setOwn(next)
      onOpenChange?.(next)
    },
    [controlled, onOpenChange],
  )
  useOverlayLayer(open, () => setOpen(false))
  return { open, onOpenChange: setOpen }
}
