/**
 * The app's keyboard shortcuts as pure logic: which key press (or pair of presses) means which
 * action, when presses must be ignored, and the list the help dialog shows. The browser side
 * (components/accessibility/shortcuts) feeds it key events and the clock and carries out the
 * action, so every rule here can be tested without a browser.
 *
 * None of them collides with screen-reader keys: screen readers use Insert or Caps Lock as
 * their modifier and single letters only in their browse mode, where the page never sees the
 * press; our only unmodified keys (`?` and the g-then-d pair) are off while typing.
 */

export type ShortcutAction =
  | 'openPalette'
  | 'openHelp'
  | 'openAccessibilityPanel'
  | 'goDashboard'
  | 'closeOverlay'
  | 'toggleSidebar'

/** The parts of a KeyboardEvent the matching needs. */
export type KeyPress = {
  key: string
  code?: string
  ctrlKey: boolean
  metaKey: boolean
  altKey: boolean
  shiftKey: boolean
  repeat?: boolean
  isComposing?: boolean
}

/** The g-then-d pair must be completed within this many milliseconds. */
export const SEQUENCE_WINDOW_MS = 600

/** The parts of an element that tell whether the person is typing into it. */
export type FocusTarget = {
  tagName?: string
  isContentEditable?: boolean
  getAttribute?: (name: string) => string | null
  type?: string
} | null

// Input types that take no typed text: a shortcut pressed on a checkbox is still a shortcut.
const NON_TEXT_INPUTS = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
])
const TEXT_ROLES = new Set(['textbox', 'searchbox', 'combobox', 'spinbutton'])

/** Whether key presses on this element are someone typing (an input, textarea, select, an editable or textbox element). */
export function isTypingTarget(target: FocusTarget): boolean {
  if (!target) return false
  const tag = (target.tagName ?? '').toUpperCase()
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true
  if (tag === 'INPUT') return !NON_TEXT_INPUTS.has((target.type ?? 'text').toLowerCase())
  if (target.isContentEditable) return true
  const role = target.getAttribute?.('role')
  return role ? TEXT_ROLES.has(role) : false
}

const plain = (e: KeyPress) => !e.ctrlKey && !e.metaKey && !e.altKey
const isSlash = (e: KeyPress) => e.code === 'Slash' || e.key === '/'

/** The single-press shortcuts (no sequence). Order matters only where two could match; none do. */
function matchSingle(e: KeyPress): ShortcutAction | null {
  const command = (e.ctrlKey || e.metaKey) && !e.altKey
  const lower = e.key.toLowerCase()
  if (command && lower === 'k' && !e.shiftKey) return 'openPalette'
  if (command && lower === 'b' && !e.shiftKey) return 'toggleSidebar'
  // Alt+/ (Option+/ types "÷" on a Mac, hence the key code).
  if (e.altKey && !e.ctrlKey && !e.metaKey && isSlash(e)) return 'openAccessibilityPanel'
  // "?" on any layout, and Shift+/ where the layout's "/" key gives something else with Shift.
  if (plain(e) && (e.key === '?' || (e.shiftKey && e.code === 'Slash'))) return 'openHelp'
  return null
}

export type ShortcutContext = {
  /** The person's "enhanced keyboard navigation" setting: off means no shortcut at all. */
  enabled: boolean
  /** Focus is in a field that takes typing. */
  typing: boolean
  /** Milliseconds on any steady clock (event.timeStamp, performance.now()). */
  now: number
}

/**
 * A matcher with the memory the g-then-d pair needs. Each call is one keydown; it returns the
 * action to carry out, or null. Escape is the one key that works while typing.
 */
export function createShortcutMatcher(windowMs = SEQUENCE_WINDOW_MS) {
  let pendingG: number | null = null

  return function match(
    e: KeyPress,
    { enabled, typing, now }: ShortcutContext,
  ): ShortcutAction | null {
    if (!enabled || e.isComposing) {
      pendingG = null
      return null
    }
    if (e.key === 'Escape') {
      pendingG = null
      return plain(e) && !e.shiftKey ? 'closeOverlay' : null
    }
    if (typing) {
      pendingG = null
      return null
    }
    // A modifier on its own (pressing Shift to type "?") neither starts nor breaks the pair.
    if (['Shift', 'Control', 'Alt', 'Meta'].includes(e.key)) return null
    const lower = e.key.toLowerCase()
    const simple = plain(e) && !e.shiftKey
    if (simple && lower === 'd' && pendingG !== null) {
      const inTime = now - pendingG <= windowMs
      pendingG = null
      if (inTime) return 'goDashboard'
    }
    if (simple && lower === 'g' && !e.repeat) {
      pendingG = now
      return null
    }
    pendingG = null
    return matchSingle(e)
  }
}

/** What the help dialog lists: each action with its key combinations (`mod` is Ctrl, or ⌘ on a Mac). */
export const SHORTCUT_LIST: readonly {
  action: ShortcutAction
  keys: readonly (readonly string[])[]
  sequence?: boolean
}[] = [
  { action: 'openPalette', keys: [['mod', 'K']] },
  { action: 'openHelp', keys: [['?'], ['Shift', '/']] },
  { action: 'openAccessibilityPanel', keys: [['Alt', '/']] },
  { action: 'goDashboard', keys: [['G', 'D']], sequence: true },
  { action: 'closeOverlay', keys: [['Esc']] },
  { action: 'toggleSidebar', keys: [['mod', 'B']] },
]
