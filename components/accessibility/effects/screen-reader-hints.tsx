'use client'
import { useEffect } from 'react'
import { useT } from '@/components/i18n/client-messages'

const HINT_CLASS = 'a11y-sr-hint'

/**
 * Screen-reader optimised: removes what a screen reader would read as noise and adds what only
 * the eye would get. Icons without a name of their own are hidden (they sit beside words that
 * already say it); table headers say whether they head a column or a row; a link that opens a
 * new tab says so. Kept up as the page changes, undone when the setting goes off.
 */
export default function ScreenReaderHints() {
  const t = useT('accessibilityEffects')
  const newTab = t('newTab')

  useEffect(() => {
    const touched: Element[] = []
    const apply = () => {
      for (const icon of document.querySelectorAll(
        'svg:not([aria-hidden], [role="img"], [aria-label], [aria-labelledby])',
      )) {
        icon.setAttribute('aria-hidden', 'true')
        icon.setAttribute('focusable', 'false')
        touched.push(icon)
      }
      for (const th of document.querySelectorAll('th:not([scope])')) {
        th.setAttribute('scope', th.closest('thead') ? 'col' : 'row')
        touched.push(th)
      }
      for (const link of document.querySelectorAll('a[target="_blank"]')) {
        if (link.querySelector(`.${HINT_CLASS}`)) continue
        const hint = document.createElement('span')
        hint.className = `${HINT_CLASS} sr-only`
        hint.textContent = ` ${newTab}`
        link.append(hint)
      }
    }
    let frame = 0
    const observer = new MutationObserver(() => {
      if (frame) return
      frame = requestAnimationFrame(() => {
        frame = 0
        observer.disconnect()
        apply()
        observer.observe(document.body, { childList: true, subtree: true })
      })
    })
    apply()
    observer.observe(document.body, { childList: true, subtree: true })
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
      for (const hint of document.querySelectorAll(`.${HINT_CLASS}`)) hint.remove()
      for (const el of touched) {
        el.removeAttribute(el.tagName.toLowerCase() === 'th' ? 'scope' : 'aria-hidden')
        el.removeAttribute('focusable')
      }
    }
  }, [newTab])
  return null
}
