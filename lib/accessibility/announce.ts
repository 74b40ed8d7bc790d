export const STATUS_REGION_ID = 'a11y-status'
export const ALERT_REGION_ID = 'a11y-alert'

/**
 * Whether the live regions may speak, from the <html> attributes the accessibility settings
 * put there: not when spoken updates (ARIA live) are off, nor at announcement level "none".
 * A page painted without the settings' attributes speaks as before.
 */
export function announcementsAllowed(html: {
  hasAttribute(name: string): boolean
  getAttribute(name: string): string | null
}): boolean {
  const level = html.getAttribute('data-a11y-announcement-level')
  if (level === null) return true
  return level !== 'none' && html.hasAttribute('data-a11y-aria-live')
}

/**
 * Speaks a message through the page's hidden live regions. The region is emptied first
 * and filled on the next frame so the same message twice is still announced. Says nothing
 * when the person has turned announcements off.
 */
export function announce(message: string, politeness: 'polite' | 'assertive' = 'polite') {
  if (typeof document === 'undefined') return
  if (!announcementsAllowed(document.documentElement)) return
  const region = document.getElementById(
    politeness === 'assertive' ? ALERT_REGION_ID : STATUS_REGION_ID,
  )
  if (!region) return
  region.textContent = ''
  requestAnimationFrame(() => {
    region.textContent = message
  })
}
