import { CLOSE_TOP_OVERLAY_EVENT, closeTopOverlay } from './overlay'

/**
 * The open overlays (dialogs, sheets, popovers, drawers, the palette), in the order they
 * opened, so the close-top-overlay event closes exactly one: the newest. Each overlay joins
 * while it is open (`useOverlayLayer`) and leaves when it closes, however it closed.
 */
type Layer = { close: () => void }

const layers: Layer[] = []
let listening = false

function closeTop() {
  layers.at(-1)?.close()
}

/** Adds an open overlay on top; the returned function removes it (call it when it closes). */
export function pushOverlay(close: () => void): () => void {
  if (!listening && typeof window !== 'undefined') {
    window.addEventListener(CLOSE_TOP_OVERLAY_EVENT, closeTop)
    listening = true
  }
  const layer: Layer = { close }
  layers.push(layer)
  return () => {
    const index = layers.indexOf(layer)
    if (index >= 0) layers.splice(index, 1)
  }
}

/** How many overlays are open. */
export const openOverlayCount = () => layers.length

/**
 * Escape inside a Radix overlay: instead of closing itself, the overlay fires the one
 * close-top-overlay event, which closes the newest overlay (itself, unless something opened
 * after it and is still open). With no overlay in the stack Radix keeps its own behaviour.
 */
export function escapeThroughStack(event: KeyboardEvent) {
  if (event.defaultPrevented || layers.length === 0) return
  event.preventDefault()
  closeTopOverlay()
}
