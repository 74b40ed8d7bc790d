'use client'
import { useEffect, useRef } from 'react'
import { usePathname } from 'next/navigation'
import { announce } from '@/lib/a11y/announce'

const GIVE_UP_MS = 10_000

/**
 * After a client-side navigation: move focus to the new page's main heading (so keyboard
 * and screen-reader users start at the content) and announce the page by name. The page
 * may still be streaming behind its loading state, so this waits for the heading to appear.
 */
export function RouteAnnouncer({ template }: { template: string }) {
  const pathname = usePathname()
  const first = useRef(true)

  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    const main = document.getElementById('main-content')
    if (!main) return
    let done = false
    const settle = () => {
      const heading = main.querySelector<HTMLElement>('h1')
      if (done || !heading) return
      done = true
      observer.disconnect()
      window.clearTimeout(timer)
      heading.setAttribute('tabindex', '-1')
      heading.focus()
      announce(template.replace('{title}', heading.textContent?.trim() || document.title))
    }
    const observer = new MutationObserver(settle)
    observer.observe(main, { childList: true, subtree: true })
    const timer = window.setTimeout(() => observer.disconnect(), GIVE_UP_MS)
    const frame = requestAnimationFrame(settle)
    return () => {
      done = true
      observer.disconnect()
      window.clearTimeout(timer)
      cancelAnimationFrame(frame)
    }
  }, [pathname, template])

  return null
}
