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
  /** The id of the overlay's panel, for the button's aria-controls. */
  contentId: string
  children?: ReactNode
}

/**
 * A component whose code is fetched when it first renders, or before that by `preload` (e.g.
 * when the pointer or focus reaches the button that will show it). Rendered, it suspends until
 * its code is there, so it belongs inside an overlay's panel, which waits for it.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Part = lazy(() =>
    load().then((Component) => ({ default: Component })),
  ) as unknown as ComponentType<P>
  return Object.assign(Part, { preload: () => void load() })
}

/**
 * The loaded half of an overlay, mounted from its first opening (by its button or by its
 * owner's `open`) and kept mounted after, so Radix closes it as usual and hands the focus back.
 * Until its code (and that of any lazy part inside it) has arrived nothing is drawn, and the
 * opening is not lost: the panel opens as soon as the code is there. `preload` fetches the
 * code beforehand.
 */
export function lazyPanel<P extends object>(
  load: () => Promise<{ default: ComponentType<P & AnchoredProps> }>,
) {
  const Loaded = lazyPart<P & AnchoredProps>(() => load().then((module) => module.default))
  function LazyPanel(props: P & AnchoredProps) {
    const [used, setUsed] = useState(props.open)
    if (props.open && !used) setUsed(true)
    if (!used) return null
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    )
  }
  return Object.assign(LazyPanel, { preload: Loaded.preload })
}

type LazyProps<P> = P & {
  /** The button, e.g. `<Button aria-label=…>`; its ref and ARIA state are set here. */
  trigger: ReactElement<React.ComponentProps<'button'>>
  open?: boolean
  onOpenChange?: (open: boolean) => void
  /** Fetches the code of what the panel shows (a form loaded with `lazyPart`) with the panel's. */
  preload?: () => void
  children?: ReactNode
}

/**
 * An overlay (popover, dialog) opened from a button, whose code loads only when it is wanted:
 * the button is drawn with the page and stays the same element once the code has arrived, so
 * focus never jumps; it says it opens a dialog, whether it is open and which panel it
 * controls. The code starts loading when the pointer or focus first comes to the button, or
 * on the first click at the latest, and a click made while it loads opens the overlay when it
 * has arrived.
 */
export function lazyOverlay<P extends object>(
  load: () => Promise<{ default: ComponentType<P & AnchoredProps> }>,
) {
  const Panel = lazyPanel<P>(load)

  return function LazyOverlay({
    trigger,
    open: controlled,
    onOpenChange,
    preload,
    children,
    ...panel
  }: LazyProps<P>) {
    const [own, setOwn] = useState(false)
    const open = controlled ?? own
    const anchor = useRef<HTMLButtonElement>(null)
    const contentId = useId()
    const warm = () => {
      Panel.preload()
      preload?.()
    }
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
        <Panel
          {...(panel as P)}
          open={open}
          onOpenChange={setOpen}
          anchor={anchor}
          contentId={contentId}
        >
          {children}
        </Panel>
      </>
    )
  }
}
