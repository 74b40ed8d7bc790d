/**
 * Visual alerts: for people who do not hear the screen reader or the page's sounds, every
 * announcement and toast is also shown. A banner stays 5 s (the hearing-support notice, which
 * tells the person what was turned on for them, 8 s so it can be read in full) and pulses for
 * its first second unless motion is reduced.
 */
export const VISUAL_ALERT_EVENT = 'oppi:visual-alert'
export const VISUAL_ALERT_MS = 5000
export const HEARING_NOTICE_MS = 8000
export const VISUAL_ALERT_PULSE_MS = 1000

export type VisualAlertKind = 'status' | 'alert' | 'hearing-notice'

export interface VisualAlertDetail {
  message: string
  kind: VisualAlertKind
}

export const visualAlertDuration = (kind: VisualAlertKind) =>
  kind === 'hearing-notice' ? HEARING_NOTICE_MS : VISUAL_ALERT_MS

/** Shows a message as a visual alert (only when the person has visual alerts on; otherwise nothing). */
export function showVisualAlert(message: string, kind: VisualAlertKind = 'status') {
  if (typeof window === 'undefined' || !message.trim()) return
  window.dispatchEvent(
    new CustomEvent<VisualAlertDetail>(VISUAL_ALERT_EVENT, { detail: { message, kind } }),
  )
}
