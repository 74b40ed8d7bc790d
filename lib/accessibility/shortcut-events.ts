/** Fired on window by the header's keyboard-shortcuts button to open the shortcuts help. */
export const OPEN_SHORTCUTS_HELP_EVENT = 'oppi:open-shortcuts-help'

export function openShortcutsHelp() {
  window.dispatchEvent(new CustomEvent(OPEN_SHORTCUTS_HELP_EVENT))
}
