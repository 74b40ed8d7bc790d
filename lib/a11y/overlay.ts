/**
 * Fired on window to close the overlay on top (the Escape shortcut of the keyboard help, a
 * route change): each closable overlay that is open listens for it and closes.
 */
export const CLOSE_TOP_OVERLAY_EVENT = 'oppi:close-top-overlay'

export function closeTopOverlay() {
  window.dispatchEvent(new CustomEvent(CLOSE_TOP_OVERLAY_EVENT))
}
