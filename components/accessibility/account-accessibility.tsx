'use client'

import { useEffect, useRef, useState } from 'react'
import { applyAdaptiveSupportAction } from '@/lib/actions/accessibility'
import { applySupport, type SupportKind } from '@/lib/accessibility/adaptive'
import { sameSettings, type AccessibilitySettings } from '@/lib/accessibility/settings'
import {
  readSpeechSettings,
  sameSpeechSettings,
  writeSpeechSettings,
  type SpeechSettings,
} from '@/lib/speech/settings'
import { useAccessibilitySettings } from './settings-context'
import { AdaptiveBanner } from './adaptive-banner'

/**
 * The signed-in shell's side of the settings. On the first page of a visit the account is the
 * record: when this browser's copy (the cookie the page was painted with) disagrees, the
 * account's settings are put on the page and in the cookie. A student whose recorded needs call
 * for support gets it turned on once, stored with the account, and a banner that says so.
 */
export function AccountAccessibility({
  account,
  pendingSupport,
  bannerSupport,
  bannerDismissed,
  speech,
}: {
  account: AccessibilitySettings | null
  /** The read-aloud settings kept with the account (null: never changed, the browser's stand). */
  speech: SpeechSettings | null
  /** Support kinds to turn on now (the first time); empty once applied. */
  pendingSupport: SupportKind[]
  /** The support kinds the banner names. */
  bannerSupport: SupportKind[]
  bannerDismissed: boolean
}) {
  const { settings, update } = useAccessibilitySettings()
  const done = useRef(false)
  const [showBanner, setShowBanner] = useState(!bannerDismissed && bannerSupport.length > 0)

  useEffect(() => {
    // Once per visit: a later server render (after a save, a refresh) must not undo a change
    // the person has just made while its save was still on the way.
    if (done.current) return
    done.current = true
    const base = account ?? settings
    if (pendingSupport.length > 0) {
      const next = applySupport(base, pendingSupport)
      update(next, { save: false })
      void applyAdaptiveSupportAction({ settings: next, support: pendingSupport })
    } else if (account && !sameSettings(account, settings)) {
      update(account, { save: false })
    }
    if (speech && !sameSpeechSettings(speech, readSpeechSettings())) writeSpeechSettings(speech)
  }, [account, pendingSupport, settings, update, speech])

  return showBanner ? (
    <AdaptiveBanner support={bannerSupport} onDismissed={() => setShowBanner(false)} />
  ) : null
}
