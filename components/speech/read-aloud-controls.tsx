'use client'
import { useId, useSyncExternalStore } from 'react'
import { useT } from '@/components/i18n/client-messages'
import { Button } from '@/components/ui/button'
import { announce } from '@/lib/a11y/announce'
import { IDLE_SPEECH, pageSpeech } from '@/lib/speech/page-speech'
import type { SpeechLanguage } from '@/lib/speech/settings'

/** The page's speech state, for components that show it. */
export function useSpeechSnapshot() {
  const speech = pageSpeech()
  return useSyncExternalStore(speech.subscribe, speech.getSnapshot, () => IDLE_SPEECH)
}

/**
 * Read aloud, then pause / resume on the same button (so keyboard focus stays put) and a stop
 * button while reading. `lang` is the text's language (the page's when left out); `about`
 * names what is read, for a screen reader where several buttons share a page.
 */
export function ReadAloudControls({ text, lang, about }: { text: string; lang?: SpeechLanguage; about?: string }) {
  const t = useT('speech')
  const id = useId()
  const snapshot = useSpeechSnapshot()
  const state = snapshot.owner === id ? snapshot.state : 'idle'
  const label = state === 'speaking' ? t('pause') : state === 'paused' ? t('resume') : t('readAloud')

  const press = () => {
    const speech = pageSpeech()
    if (state === 'speaking') return speech.pause()
    if (state === 'paused') return speech.resume()
    const language = lang ?? (document.documentElement.lang === 'fi' ? 'fi' : 'en')
    if (!speech.speak(id, text, language)) announce(t('off'))
  }

  if (text.trim() === '') return null
  return (
    <div className="flex flex-wrap gap-2" data-speech-state={state}>
      <Button type="button" variant="outline" onClick={press} aria-label={about ? `${label}: ${about}` : undefined}>
        {label}
      </Button>
      {state !== 'idle' && (
        <Button type="button" variant="outline" onClick={() => pageSpeech().stop()} aria-label={about ? `${t('stop')}: ${about}` : undefined}>
          {t('stop')}
        </Button>
      )}
    </div>
  )
}
