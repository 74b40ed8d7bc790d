'use client'
import { useEffect, useRef } from 'react'
import { usePathname } from 'next/navigation'
import { useT } from '@/components/i18n/client-messages'
import { announce } from '@/lib/accessibility/announce'
import { ANNOUNCEMENT_LEVELS, type AnnouncementLevel } from '@/lib/accessibility/settings'
import {
  announcementTexts,
  routeAnnouncement,
  type AnnouncementTexts,
  type PageOutline,
} from '@/lib/accessibility/announcement-text'

const GIVE_UP_MS = 10_000
const LANDMARK_ROLES = [
  'banner',
  'navigation',
  'main',
  'complementary',
  'contentinfo',
  'search',
  'region',
  'form',
] as const
const LANDMARK_SELECTOR = [
  'header:not(main header, article header, aside header, section header)',
  'nav',
  'main',
  'aside',
  'footer:not(main footer, article footer, aside footer, section footer)',
  'search',
  'section[aria-label], section[aria-labelledby]',
  'form[aria-label], form[aria-labelledby]',
  ...LANDMARK_ROLES.map((role) => `[role="${role}"]`),
].join(', ')
const IMPLICIT_ROLE: Record<string, string> = {
  HEADER: 'banner',
  NAV: 'navigation',
  MAIN: 'main',
  ASIDE: 'complementary',
  FOOTER: 'contentinfo',
  SEARCH: 'search',
  SECTION: 'region',
  FORM: 'form',
}

/** The level as the page carries it now (the settings keep <html> up to date), medium if unknown. */
function currentLevel(): AnnouncementLevel {
  const value = document.documentElement.getAttribute('data-a11y-announcement-level')
  return (ANNOUNCEMENT_LEVELS as readonly (string | null)[]).includes(value)
    ? (value as AnnouncementLevel)
    : 'medium'
}

/** The page as a screen reader would outline it: title, headings in the main content, landmarks. */
function readOutline(main: HTMLElement, title: string): PageOutline {
  const visible = (el: Element) => !el.closest('[hidden], [aria-hidden="true"]')
  const headings = [...main.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6')]
    .filter(visible)
    .map((h) => ({ level: Number(h.tagName[1]), text: h.textContent?.trim() ?? '' }))
  const landmarks = [...document.querySelectorAll<HTMLElement>(LANDMARK_SELECTOR)]
    .filter(visible)
    .map((el) => el.getAttribute('role') ?? IMPLICIT_ROLE[el.tagName] ?? '')
    .filter(Boolean)
  return { title, headings, landmarks }
}

/**
 * After a client-side navigation: move focus to the new page's main heading (so keyboard
 * and screen-reader users start at the content) and announce the page as the person's
 * announcement level asks (title only, title and headings, or the whole structure). The page
 * may still be streaming behind its loading state, so this waits for the heading to appear.
 */
export function RouteAnnouncer({ template }: { template: string }) {
  const pathname = usePathname()
  const first = useRef(true)
  const t = useT('accessibilityPanel')

  // The texts follow the latest render; only a change of page moves the focus. (A refresh of
  // the same page brings new message objects, and must not pull the focus to the heading.)
  const texts = useRef<AnnouncementTexts | null>(null)
  useEffect(() => {
    texts.current = announcementTexts(t, template, LANDMARK_ROLES)
  }, [template, t])

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
      const message = routeAnnouncement(
        readOutline(main, heading.textContent?.trim() || document.title),
        currentLevel(),
        texts.current!,
      )
      if (message) announce(message)
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
  }, [pathname])

  return null
}
