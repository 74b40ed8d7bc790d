'use client'
import { useEffect } from 'react'
import dynamic from 'next/dynamic'
import { useAccessibilitySettings } from '@/components/accessibility/settings-context'

// Each behaviour is its own chunk, fetched only while its setting is on: a page for someone who
// uses none of them loads just this component.
const ReadingGuide = dynamic(() => import('./reading-guide'), { ssr: false })
const VisualAlerts = dynamic(() => import('./visual-alerts'), { ssr: false })
const VoiceInput = dynamic(() => import('./voice-input'), { ssr: false })
const MediaSettings = dynamic(() => import('./media-settings'), { ssr: false })
const ScreenReaderHints = dynamic(() => import('./screen-reader-hints'), { ssr: false })

/**
 * The behaviours behind the accessibility settings (the styles are in app/accessibility.css and
 * need no script). Mounted once, in the root layout, inside the settings provider.
 */
export function AccessibilityEffects() {
  const { settings } = useAccessibilitySettings()

  // The contrast level is a number the styles use directly; the server writes the first value
  // into <html>, and this keeps it in step when the setting changes.
  useEffect(() => {
    document.documentElement.style.setProperty(
      '--a11y-contrast',
      String(settings.contrastLevel / 100),
    )
  }, [settings.contrastLevel])

  return (
    <>
      {settings.readingAssistance && <ReadingGuide />}
      {settings.visualAlerts && <VisualAlerts />}
      {settings.voiceInput && <VoiceInput />}
      {(settings.autoplayDisabled || settings.captionsEnabled) && (
        <MediaSettings
          autoplayDisabled={settings.autoplayDisabled}
          captionsEnabled={settings.captionsEnabled}
        />
      )}
      {settings.screenReaderOptimized && <ScreenReaderHints />}
    </>
  )
}
