import { describe, expect, it } from 'vitest'
import {
  createShortcutMatcher,
  isTypingTarget,
  SEQUENCE_WINDOW_MS,
  SHORTCUT_LIST,
  type KeyPress,
} from '@/lib/accessibility/shortcuts'

const key = (k: string, mods: Partial<KeyPress> = {}): KeyPress => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
})
const on = (now = 0) => ({ enabled: true, typing: false, now })

describe('single-press shortcuts', () => {
  it('maps each combination to its action', () => {
    const match = createShortcutMatcher()
    expect(match(key('k', { ctrlKey: true }), on())).toBe('openPalette')
    expect(match(key('K', { metaKey: true }), on())).toBe('openPalette')
    expect(match(key('b', { ctrlKey: true }), on())).toBe('toggleSidebar')
    expect(match(key('b', { metaKey: true }), on())).toBe('toggleSidebar')
    expect(match(key('?', { shiftKey: true, code: 'Slash' }), on())).toBe('openHelp')
    expect(match(key('?'), on())).toBe('openHelp')
    expect(match(key('/', { altKey: true, code: 'Slash' }), on())).toBe('openAccessibilityPanel')
    // Option+/ on a Mac types "÷": the key code still says which key it was.
    expect(match(key('÷', { altKey: true, code: 'Slash' }), on())).toBe('openAccessibilityPanel')
    expect(match(key('Escape'), on())).toBe('closeOverlay')
  })

  it('needs the exact modifiers', () => {
    const match = createShortcutMatcher()
    expect(match(key('k'), on())).toBeNull()
    expect(match(key('k', { ctrlKey: true, altKey: true }), on())).toBeNull()
    expect(match(key('k', { ctrlKey: true, shiftKey: true }), on())).toBeNull()
    expect(match(key('b'), on())).toBeNull()
    expect(match(key('/'), on())).toBeNull()
    expect(match(key('/', { ctrlKey: true, code: 'Slash' }), on())).toBeNull()
    expect(match(key('?', { ctrlKey: true }), on())).toBeNull()
    expect(match(key('Escape', { shiftKey: true }), on())).toBeNull()
    expect(match(key('x'), on())).toBeNull()
  })

  it('ignores a key pressed while an input method is composing text', () => {
    expect(createShortcutMatcher()(key('k', { ctrlKey: true, isComposing: true }), on())).toBeNull()
  })
})

describe('the g-then-d pair', () => {
  it('goes to the dashboard when d follows g within the window', () => {
    const match = createShortcutMatcher()
    expect(match(key('g'), on(1000))).toBeNull()
    expect(match(key('d'), on(1000 + SEQUENCE_WINDOW_MS))).toBe('goDashboard')
  })

  it('does nothing when d comes too late, and the late d does not start anything', () => {
    const match = createShortcutMatcher()
    match(key('g'), on(1000))
    expect(match(key('d'), on(1000 + SEQUENCE_WINDOW_MS + 1))).toBeNull()
    expect(match(key('d'), on(1000 + SEQUENCE_WINDOW_MS + 2))).toBeNull()
  })

  it('needs g first, and another key in between breaks the pair', () => {
    const match = createShortcutMatcher()
    expect(match(key('d'), on(0))).toBeNull()
    match(key('g'), on(10))
    match(key('x'), on(20))
    expect(match(key('d'), on(30))).toBeNull()
  })

  it('lets Shift alone pass without breaking the pair, but not a shifted D', () => {
    const match = createShortcutMatcher()
    match(key('g'), on(0))
    expect(match(key('Shift', { shiftKey: true }), on(10))).toBeNull()
    expect(match(key('d'), on(20))).toBe('goDashboard')
    match(key('g'), on(100))
    expect(match(key('D', { shiftKey: true }), on(110))).toBeNull()
  })

  it('restarts the window on each new g', () => {
    const match = createShortcutMatcher()
    match(key('g'), on(0))
    match(key('g'), on(SEQUENCE_WINDOW_MS))
    expect(match(key('d'), on(SEQUENCE_WINDOW_MS * 2 - 1))).toBe('goDashboard')
  })

  it('ignores a held-down g repeating', () => {
    const match = createShortcutMatcher()
    match(key('g'), on(0))
    match(key('g', { repeat: true }), on(500))
    expect(match(key('d'), on(SEQUENCE_WINDOW_MS + 100))).toBeNull()
  })

  it('does not use g or d with a modifier', () => {
    const match = createShortcutMatcher()
    match(key('g', { ctrlKey: true }), on(0))
    expect(match(key('d'), on(10))).toBeNull()
    match(key('g'), on(100))
    expect(match(key('d', { altKey: true }), on(110))).toBeNull()
  })
})

describe('while typing', () => {
  const typing = (now = 0) => ({ enabled: true, typing: true, now })

  it('ignores every shortcut except Escape', () => {
    const match = createShortcutMatcher()
    expect(match(key('k', { ctrlKey: true }), typing())).toBeNull()
    expect(match(key('b', { ctrlKey: true }), typing())).toBeNull()
    expect(match(key('?'), typing())).toBeNull()
    expect(match(key('/', { altKey: true, code: 'Slash' }), typing())).toBeNull()
    expect(match(key('Escape'), typing())).toBe('closeOverlay')
  })

  it('does not let a g typed into a field pair with a d typed outside it', () => {
    const match = createShortcutMatcher()
    match(key('g'), typing(0))
    expect(match(key('d'), on(10))).toBeNull()
    match(key('g'), on(20))
    match(key('d'), typing(30))
    expect(match(key('d'), on(40))).toBeNull()
  })
})

describe('with enhanced keyboard navigation off', () => {
  it('ignores everything, Escape included, and forgets a started pair', () => {
    const match = createShortcutMatcher()
    const off = (now = 0) => ({ enabled: false, typing: false, now })
    for (const press of [
      key('k', { ctrlKey: true }),
      key('?'),
      key('/', { altKey: true, code: 'Slash' }),
      key('b', { metaKey: true }),
      key('Escape'),
    ]) {
      expect(match(press, off())).toBeNull()
    }
    match(key('g'), on(0))
    match(key('x'), off(10))
    expect(match(key('d'), on(20))).toBeNull()
    match(key('g'), off(100))
    expect(match(key('d'), on(110))).toBeNull()
  })
})

describe('isTypingTarget', () => {
  const el = (
    tagName: string,
    extra: { type?: string; role?: string; isContentEditable?: boolean } = {},
  ) => ({
    tagName,
    type: extra.type,
    isContentEditable: extra.isContentEditable ?? false,
    getAttribute: (name: string) => (name === 'role' ? (extra.role ?? null) : null),
  })

  it('counts text fields, selects, editables and textbox roles as typing', () => {
    expect(isTypingTarget(el('INPUT', { type: 'text' }))).toBe(true)
    expect(isTypingTarget(el('input', { type: 'search' }))).toBe(true)
    expect(isTypingTarget(el('INPUT', { type: 'email' }))).toBe(true)
    expect(isTypingTarget(el('INPUT'))).toBe(true)
    expect(isTypingTarget(el('TEXTAREA'))).toBe(true)
    expect(isTypingTarget(el('SELECT'))).toBe(true)
    expect(isTypingTarget(el('DIV', { isContentEditable: true }))).toBe(true)
    expect(isTypingTarget(el('DIV', { role: 'textbox' }))).toBe(true)
    expect(isTypingTarget(el('DIV', { role: 'combobox' }))).toBe(true)
  })

  it('does not count buttons, links, checkboxes or the page itself', () => {
    expect(isTypingTarget(el('BUTTON'))).toBe(false)
    expect(isTypingTarget(el('A'))).toBe(false)
    expect(isTypingTarget(el('INPUT', { type: 'checkbox' }))).toBe(false)
    expect(isTypingTarget(el('INPUT', { type: 'submit' }))).toBe(false)
    expect(isTypingTarget(el('BODY'))).toBe(false)
    expect(isTypingTarget(el('DIV', { role: 'dialog' }))).toBe(false)
    expect(isTypingTarget(null)).toBe(false)
  })
})

describe('the help list', () => {
  it('lists every action exactly once', () => {
    const actions = SHORTCUT_LIST.map((s) => s.action)
    expect(new Set(actions).size).toBe(actions.length)
    expect([...actions].sort()).toEqual([
      'closeOverlay',
      'goDashboard',
      'openAccessibilityPanel',
      'openHelp',
      'openPalette',
      'toggleSidebar',
    ])
  })
})
