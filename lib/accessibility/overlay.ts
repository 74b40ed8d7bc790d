/**
 * Fired on window to close the overlay on top (the Escape shortcut of the keyboard help, a
 * route change): each closable overlay that is open listens for it and closes.
 */
export const CLOSE_TOP_OVERLAY_EVENT = 'oppi:close-top-overlay'

export function closeTopOverlay() {
  window.dispatchEvent(new CustomEvent(CLOSE_TOP_OVERLAY_EVENT))
}

/** Fired on window to open the accessibility panel (Alt+/, the skip link, the palette). */
export const OPEN_ACCESSIBILITY_PANEL_EVENT = 'oppi:open-accessibility-panel'

export function openAccessibilityPanel() {
  window.dispatchEvent(new CustomEvent(OPEN_ACCESSIBILITY_PANEL_EVENT))
}
