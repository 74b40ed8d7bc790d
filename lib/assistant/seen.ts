/** Kept in this browser once the assistant has opened by itself, so it does so only on the first visit. */
export const ASSISTANT_SEEN_KEY = 'oppi-assistant-seen'

/** True the first time it is called in this browser (and marks the assistant seen). */
export function takeFirstVisit(): boolean {
  try {
    if (window.localStorage.getItem(ASSISTANT_SEEN_KEY)) return false
    window.localStorage.setItem(ASSISTANT_SEEN_KEY, '1')
    return true
  } catch {
    // Without storage every visit would be a first one: better never to open by itself.
    return false
  }
}
