'use client'
import { useEffect, useId, useRef, useState } from 'react'
import { usePathname } from 'next/navigation'
import { Ellipsis } from 'lucide'
import { HeaderIconButton } from './header-icon-button'

/** A click or tap inside one of these came from a layer the panel opened, not from outside. */
const OWN_LAYERS = '[data-radix-popper-content-wrapper], [role="dialog"], [role="alertdialog"]'

/**
 * The header's secondary controls. Where the header is wide they stand in its row and the
 * button is not drawn; where it is narrow (a phone, 200 % text) they wait in a panel under the
 * header that this disclosure button opens (app/shell.css), so the header stays one row. The
 * controls are rendered once, whichever way they are shown: a second copy would join the
 * presence channel twice. Escape or a click elsewhere closes the panel, and so does a
 * navigation; Escape gives focus back to the button.
 */
export function HeaderMore({ label, children }: { label: string; children: React.ReactNode }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const panel = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLDivElement>(null)
  const pathname = usePathname()
  const [shownAt, setShownAt] = useState(pathname)
  if (shownAt !== pathname) {
    setShownAt(pathname)
    setOpen(false)
  }

  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || !panel.current?.contains(document.activeElement)) return
      setOpen(false)
      button.current?.querySelector('button')?.focus()
    }
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Element
      if (panel.current?.contains(target) || button.current?.contains(target)) return
      if (target.closest(OWN_LAYERS)) return
      setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open])

  return (
    <>
      <div ref={button} data-slot="header-more-button">
        <HeaderIconButton
          icon={Ellipsis}
          label={label}
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((value) => !value)}
        />
      </div>
      <div ref={panel} id={id} data-slot="header-more" data-open={open ? '' : undefined}>
        {children}
      </div>
    </>
  )
}
