export const STATUS_REGION_ID = 'a11y-status'
export const ALERT_REGION_ID = 'a11y-alert'

/**
 * Speaks a message through the page's hidden live regions. The region is emptied first
 * and filled on the next frame so the same message twice is still announced.
 */
export function announce(message: string, politeness: 'polite' | 'assertive' = 'polite') {
  if (typeof document === 'undefined') return
  const region = document.getElementById(politeness === 'assertive' ? ALERT_REGION_ID : STATUS_REGION_ID)
  if (!region) return
  region.textContent = ''
  requestAnimationFrame(() => {
    region.textContent = message
  })
}
