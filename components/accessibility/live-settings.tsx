'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import { useT } from '@/components/i18n/client-messages'
import { saveAccessibilitySettingsAction } from '@/lib/actions/accessibility'
import { announce } from '@/lib/accessibility/announce'
import {
  applySettingsToDocument,
  readLocalSettings,
  writeLocalSettings,
  writeSettingsCookie,
} from '@/lib/accessibility/document'
import {
  isValidSettingValue,
  parseAccessibilitySettings,
  sameSettings,
  type AccessibilitySettingKey,
  type AccessibilitySettings,
} from '@/lib/accessibility/settings'
import { notify } from '@/lib/notify'
import { StaticAccessibilitySettings, type UpdateOptions } from './settings-context'

/**
 * The live settings provider of the root layout. A change is on the page at once (the same
 * <html> attributes the server paints), then kept: in the cookie (the next page's first
 * paint), in local storage (a visitor's record), and for a signed-in person with their
 * account, through a server action. A change the server refuses is taken back and said.
 */
export function LiveAccessibilitySettings({
  initial,
  signedIn,
  children,
}: {
  initial: AccessibilitySettings
  signedIn: boolean
  children: React.ReactNode
}) {
  const t = useT('accessibilityPanel')
  const [settings, setSettings] = useState(initial)
  const current = useRef(initial)
  // Saves run one after another, so the account ends with the last change, not the slowest.
  const saving = useRef<Promise<unknown>>(Promise.resolve())

  const apply = useCallback((next: AccessibilitySettings) => {
    current.current = next
    applySettingsToDocument(next)
    writeSettingsCookie(next)
    writeLocalSettings(next)
    setSettings(next)
  }, [])

  useEffect(() => {
    // A visitor's record is local storage: when the cookie is gone (expired, cleared), the
    // settings come back from there.
    if (signedIn) return
    const stored = readLocalSettings()
    if (stored === null) return
    const local = parseAccessibilitySettings(stored)
    if (!sameSettings(local, current.current)) apply(local)
  }, [signedIn, apply])

  const update = useCallback(
    (changes: Partial<AccessibilitySettings>, options?: UpdateOptions) => {
      const previous = current.current
      const next = { ...previous, ...changes }
      const valid = (Object.keys(changes) as AccessibilitySettingKey[]).every((key) =>
        isValidSettingValue(key, next[key]),
      )
      if (!valid) {
        notify('error', t('errors.title'), t('errors.invalid'))
        announce(t('errors.invalid'), 'assertive')
        return
      }
      if (sameSettings(next, previous)) return
      apply(next)
      if (!signedIn || options?.save === false) return
      saving.current = saving.current.then(async () => {
        const result = await saveAccessibilitySettingsAction(next).catch(() => ({
          ok: false as const,
          error: undefined,
        }))
        if (result.ok) return
        if (sameSettings(current.current, next)) apply(previous)
        const message = ('error' in result && result.error) || t('errors.invalid')
        notify('error', t('errors.notSaved'), message)
        announce(`${t('errors.notSaved')} ${message}`, 'assertive')
      })
    },
    [apply, signedIn, t],
  )

  return (
    <StaticAccessibilitySettings settings={settings} update={update}>
      {children}
    </StaticAccessibilitySettings>
  )
}
