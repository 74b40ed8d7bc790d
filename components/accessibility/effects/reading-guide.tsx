'use client'
import { useEffect, useRef } from 'react'

/**
 * The reading guide: a horizontal band across the screen that follows the pointer, and the
 * focused element when the keyboard moves, so the eye keeps its line. Purely visual (hidden from
 * assistive technology) and never in the way of a click.
 */
export default function ReadingGuide() {
  const band = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const moveTo = (y: number) => {
      const el = band.current
      if (!el) return
      el.style.transform = `translateY(${Math.max(0, y - el.offsetHeight / 2)}px)`
      el.hidden = false
    }
    const onPointer = (event: PointerEvent) => moveTo(event.clientY)
    const onFocus = (event: FocusEvent) => {
      if (!(event.target instanceof Element)) return
      const rect = event.target.getBoundingClientRect()
      moveTo(rect.top + rect.height / 2)
    }
    window.addEventListener('pointermove', onPointer, { passive: true })
    document.addEventListener('focusin', onFocus)
    return () => {
      window.removeEventListener('pointermove', onPointer)
      document.removeEventListener('focusin', onFocus)
    }
  }, [])

  return (
    <div
      ref={band}
      className="a11y-reading-guide"
      data-testid="reading-guide"
      aria-hidden="true"
      hidden
    />
  )
}
