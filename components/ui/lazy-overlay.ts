'use client'
import { useId, useRef, useState } from 'react'

/**
 * The button half of an overlay (popover, dialog) whose code loads only when it is wanted: the
 * button is drawn with the page and stays the same element once the overlay's code has
 * arrived, so focus never jumps. The code starts loading when the pointer or focus comes to
 * the button; the overlay is mounted from its first opening on (`used`).
 */
export function useLazyOverlay({
  open: controlled,
  onOpenChange,
  preload,
  popup,
}: {
  open?: boolean
  onOpenChange?: (open: boolean) => void
  preload: () => unknown
  /** What the button opens, for assistive technology. */
  popup: 'dialog'
}) {
  const [own, setOwn] = useState(false)
  const open = controlled ?? own
  const [used, setUsed] = useState(false)
  const anchor = useRef<HTMLButtonElement>(null)
  const contentId = useId()
  const setOpen = (next: boolean) => {
    if (next) setUsed(true)
    setOwn(next)
    onOpenChange?.(next)
  }
  const warm = () => void preload()
  const triggerProps = {
    ref: anchor,
    'aria-haspopup': popup,
    'aria-expanded': open,
    'aria-controls': open ? contentId : undefined,
    onPointerEnter: warm,
    onFocus: warm,
    onClick: () => setOpen(!open),
  }
  return { open, setOpen, used, anchor, contentId, triggerProps }
}
