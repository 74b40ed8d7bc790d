'use client'
import { useEffect, useRef } from 'react'
import { usePathname } from 'next/navigation'
import { announce } from '@/lib/a11y/announce'

/**
 * After a client-side navigation: move focus to the new page's main heading (so keyboard
 * and screen-reader users start at the content) and announce the page by name.
 */
export function RouteAnnouncer({ template }: { template: string }) {
  const pathname = usePathname()
  const first = useRef(true)

  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    const frame = requestAnimationFrame(() => {
      const heading = document.querySelector<HTMLElement>('#main-content h1')
      const title = heading?.textContent?.trim() || document.title
      if (heading) {
        heading.setAttribute('tabindex', '-1')
        heading.focus({ preventScroll: false })
      }
      announce(template.replace('{title}', title))
    })
    return () => cancelAnimationFrame(frame)
  }, [pathname, template])

  return null
}
