'use client'
import {
  cloneElement,
  lazy,
  Suspense,
  useId,
  useRef,
  useState,
  type ComponentType,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from 'react'

/** What the loaded half of a lazy overlay is given besides its own props. */
export type AnchoredProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The button that opens it, which the overlay does not own: focus goes back to it. */
  anchor: RefObject<HTMLButtonElement | null>
  /** The id the button's aria-controls names. */
  contentId: string
  children: ReactNode
}

type LazyProps<P> = P & {
  /** The button, e.g. `<Button aria-label=…>`; its ref and ARIA state are set here. */
  trigger: ReactElement<React.ComponentProps<'button'>>
  open?: boolean
  onOpenChange?: (open: boolean) => void
  children: ReactNode
}

/**
 * An overlay (popover, dialog) opened from a button on every page, whose code loads only when
 * it is wanted: the button is drawn with the page and stays the same element once the code
 * has arrived, so focus never jumps; it says it opens a dialog, whether it is open and which
 * panel it controls. The code starts loading when the pointer or focus first comes to the
 * button, or on the first click at the latest; the overlay is mounted from its first opening.
 */
export function lazyOverlay<P extends object>(
  load: () => Promise<{ default: ComponentType<P & AnchoredProps> }>,
) {
  const Loaded = lazy(load) as unknown as ComponentType<P & AnchoredProps>
  const warm = () => void load()

  return function LazyOverlay({
    trigger,
    open: controlled,
    onOpenChange,
    children,
    ...panel
  }: LazyProps<P>) {
    const [own, setOwn] = useState(false)
    const open = controlled ?? own
    // Mounted from the first opening on, by the button or by the owner's own `open`.
    const [used, setUsed] = useState(open)
    if (open && !used) setUsed(true)
    const anchor = useRef<HTMLButtonElement>(null)
    const contentId = useId()
    const setOpen = (next: boolean) => {
      setOwn(next)
      onOpenChange?.(next)
    }
    return (
      <>
        {cloneElement(trigger, {
          ref: anchor,
          'aria-haspopup': 'dialog',
          'aria-expanded': open,
          'aria-controls': open ? contentId : undefined,
          onPointerEnter: warm,
          onFocus: warm,
          onClick: () => setOpen(!open),
        } as React.ComponentProps<'button'>)}
        {used && (
          <Suspense fallback={null}>
            <Loaded
              {...(panel as P)}
              open={open}
              onOpenChange={setOpen}
              anchor={anchor}
              contentId={contentId}
            >
              {children}
            </Loaded>
          </Suspense>
        )}
      </>
    )
  }
}
