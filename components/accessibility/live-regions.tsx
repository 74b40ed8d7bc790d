import { ALERT_REGION_ID, STATUS_REGION_ID } from '@/lib/accessibility/announce'

/** Hidden live regions for status messages and alerts (WCAG 4.1.3); see lib/accessibility/announce. */
export function LiveRegions() {
  return (
    <>
      <div
        id={STATUS_REGION_ID}
        role="status"
        aria-live="polite"
        aria-atomic="true"
        className="sr-only"
      />
      <div
        id={ALERT_REGION_ID}
        role="alert"
        aria-live="assertive"
        aria-atomic="true"
        className="sr-only"
      />
    </>
  )
}
