'use client'
import { useEffect } from 'react'

/** Room left between a focused control and a floating button, in px. */
const GAP = 8

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

/**
 * Keeps the control that has keyboard focus out from under the round floating buttons
 * ([data-floating]: the assistant, the accessibility settings), WCAG 2.4.11: when it lands
 * under one, the page scrolls up just enough to show it above them. The shell's main area ends
 * with a strip as tall as the buttons (app/shell.css), so there is always room to scroll. Only
 * keyboard focus moves the page: a scroll between a pointer's press and release would turn the
 * click into one on something else.
 */
export function FloatingClearance() {
  useEffect(() => {
    const onFocus = (e: FocusEvent) => {
      const target = e.target
      if (!(target instanceof Element) || target.closest('[data-floating]')) return
      if (!target.matches(':focus-visible')) return
      // After the browser's own scrolling into view, which comes after the focus event.
      requestAnimationFrame(() => {
        const rect = target.getBoundingClientRect()
        const covering = Array.from(document.querySelectorAll('[data-floating]'))
          .map((button) => button.getBoundingClientRect())
          .filter((button) => button.width > 0 && overlaps(rect, button))
        if (covering.length === 0) return
        const top = Math.min(...covering.map((button) => button.top))
        window.scrollBy({ top: rect.bottom - top + GAP, behavior: 'instant' })
      })
    }
    document.addEventListener('focusin', onFocus)
    return () => document.removeEventListener('focusin', onFocus)
  }, [])
  return null
}
