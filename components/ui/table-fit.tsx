'use client'
import { useEffect, useRef } from 'react'

/**
 * Stacks a table's rows as cards wherever its columns do not fit its box: not only on a phone
 * (the CSS rule below 36rem) but at any width and text size where a table of many columns
 * would otherwise be cut off or scroll sideways (eight columns at 200 % text, a long title).
 * It sits in the table's box and marks it `data-stacked`. The width the table needed is kept
 * from the last time it was drawn as a table, so it turns back into one only when the box has
 * that much room again, never flipping back and forth at one width.
 */
export function TableFit() {
  const marker = useRef<HTMLSpanElement>(null)
  useEffect(() => {
    const box = marker.current?.parentElement
    const table = box?.querySelector('table')
    if (!box || !table) return
    let needed = 0
    const fit = () => {
      const stacked = box.hasAttribute('data-stacked')
      if (!stacked) {
        if (getComputedStyle(table).display !== 'table') return
        needed = table.scrollWidth
        if (needed > box.clientWidth + 1) box.setAttribute('data-stacked', '')
      } else if (box.clientWidth >= needed) {
        box.removeAttribute('data-stacked')
      }
    }
    fit()
    const observer = new ResizeObserver(fit)
    observer.observe(box)
    // The text size can change the width the table needs without changing its box.
    observer.observe(table)
    return () => observer.disconnect()
  }, [])
  return <span ref={marker} hidden />
}
