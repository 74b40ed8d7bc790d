'use client'

import { createContext, useContext, useMemo } from 'react'
import {
  DEFAULT_ACCESSIBILITY_SETTINGS,
  type AccessibilitySettings,
} from '@/lib/accessibility/settings'

/**
 * The current person's accessibility settings, for any client component that must follow them
 * (shortcuts obey `keyboardNavigation`, announcements obey `ariaLive` and `announcementLevel`).
 * The provider sits in the root layout with the settings the server read for the first paint;
 * `update` changes some of them, applies them at once and stores them. Without a provider (a
 * component rendered on its own) the defaults apply and `update` does nothing.
 */
export interface UpdateOptions {
  /** false: apply and keep on this device only (the account already holds these settings). */
  save?: boolean
}

export interface AccessibilitySettingsValue {
  settings: AccessibilitySettings
  update: (changes: Partial<AccessibilitySettings>, options?: UpdateOptions) => void
}

const noop = () => {}
export const AccessibilitySettingsContext = createContext<AccessibilitySettingsValue>({
  settings: DEFAULT_ACCESSIBILITY_SETTINGS,
  update: noop,
})

export function useAccessibilitySettings(): AccessibilitySettingsValue {
  return useContext(AccessibilitySettingsContext)
}

/** A provider with fixed settings and a given `update`; the stored, live one builds on it. */
export function StaticAccessibilitySettings({
  settings,
  update = noop,
  children,
}: {
  settings: AccessibilitySettings
  update?: AccessibilitySettingsValue['update']
  children: React.ReactNode
}) {
  const value = useMemo(() => ({ settings, update }), [settings, update])
  return <AccessibilitySettingsContext value={value}>{children}</AccessibilitySettingsContext>
}
