'use client'
import { useSyncExternalStore } from 'react'

/**
 * Whether this browser shows its user on others' pages: a local setting (the key below), on
 * unless turned off in /settings. Presence itself is never stored, so the choice is not either;
 * it applies to the browser where it was made.
 */
const KEY = 'oppi:presence'
const EVENT = 'oppi:presence-changed'

function read(): boolean {
  try {
    return localStorage.getItem(KEY) !== 'off'
  } catch {
    return true
  }
}

function subscribe(onChange: () => void) {
  window.addEventListener(EVENT, onChange)
  window.addEventListener('storage', onChange)
  return () => {
    window.removeEventListener(EVENT, onChange)
    window.removeEventListener('storage', onChange)
  }
}

export function setPresenceShown(shown: boolean) {
  try {
    if (shown) localStorage.removeItem(KEY)
    else localStorage.setItem(KEY, 'off')
  } finally {
    window.dispatchEvent(new Event(EVENT))
  }
}

/** The setting, live: a change in /settings (or another tab) applies at once. */
export function usePresenceShown(): boolean {
  return useSyncExternalStore(subscribe, read, () => true)
}
