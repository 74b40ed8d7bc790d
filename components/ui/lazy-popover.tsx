'use client'
import { cloneElement, lazy, Suspense, type ReactElement, type ReactNode } from 'react'
import { useLazyOverlay } from './lazy-overlay'

const loadPanel = () => import('./anchored-popover')
const AnchoredPopover = lazy(loadPanel)

/**
 * A header popover whose button is drawn with the page while the popover itself (Radix with
 * its positioning library, about a tenth of a signed-in page's first-load JavaScript) loads
 * when the pointer or focus first comes to the button, or on the first click at the latest.
 */
export function LazyPopover({
  trigger,
  open,
  onOpenChange,
  id,
  heading,
  className,
  children,
}: {
  /** The button, e.g. `<Button aria-label=…>`; its ref and ARIA state are set here. */
  trigger: ReactElement<React.ComponentProps<'button'>>
  open?: boolean
  onOpenChange?: (open: boolean) => void
  /** The panel heading's id, which names the panel. */
  id: string
  heading: string
  className?: string
  children: ReactNode
}) {
  const overlay = useLazyOverlay({ open, onOpenChange, preload: loadPanel, popup: 'dialog' })
  return (
    <>
      {cloneElement(trigger, overlay.triggerProps)}
      {overlay.used && (
        <Suspense fallback={null}>
          <AnchoredPopover
            open={overlay.open}
            onOpenChange={overlay.setOpen}
            anchor={overlay.anchor}
            contentId={overlay.contentId}
            id={id}
            heading={heading}
            className={className}
          >
            {children}
          </AnchoredPopover>
        </Suspense>
      )}
    </>
  )
}
