'use client'
import { useEffect, useId, useSyncExternalStore } from 'react'
import { useT } from '@/components/i18n/client-messages'
import { Button } from '@/components/ui/button'
import { announce } from '@/lib/accessibility/announce'
import { IDLE_SPEECH, pageSpeech } from '@/lib/speech/page-speech'
import type { SpeechLanguage } from '@/lib/speech/settings'

/** The page's speech state, for components that show it. */
export function useSpeechSnapshot() {
  const speech = pageSpeech()
  return useSyncExternalStore(speech.subscribe, speech.getSnapshot, () => IDLE_SPEECH)
}

/** The voice of each content language: Finnish text read by an English voice is useless. */
const VOICES = { fi: 'fi-FI', en: 'en-GB' } as const

/**
 * Read aloud, then pause / resume on the same button (so keyboard focus stays put) and a stop
 * button while reading. `lang` is the text's language (the page's when left out), and the
 * button says which voice it asks for (`data-speech-lang`); `label` replaces "Read aloud" where a
 * page has several things to read ("Read the feedback aloud"); `about` names what is read, for a
 * screen reader, after the visible label.
 */
export function ReadAloudControls({
  text,
  lang,
  about,
  label: idleLabel,
}: {
  text: string
  lang?: SpeechLanguage
  about?: string
  label?: string
}) {
  const t = useT('speech')
  const id = useId()
  const snapshot = useSpeechSnapshot()
  const speech = pageSpeech()
  const notice = useSyncExternalStore(speech.subscribe, speech.getProblem, () => null)
  // Why this button's reading stopped, when the reader can act on it (too long, too many at once).
  const problem =
    notice?.owner === id ? t(notice.problem === 'too_long' ? 'tooLong' : 'busy') : null
  useEffect(() => {
    if (problem) announce(problem)
  }, [problem, notice])
  const state = snapshot.owner === id ? snapshot.state : 'idle'
  const label =
    state === 'speaking'
      ? t('pause')
      : state === 'paused'
        ? t('resume')
        : (idleLabel ?? t('readAloud'))

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
      <Button
        type="button"
        variant="outline"
        onClick={press}
        aria-label={about ? `${label}: ${about}` : undefined}
        data-speech-lang={lang ? VOICES[lang] : undefined}
      >
        {label}
      </Button>
      {state !== 'idle' && (
        <Button
          type="button"
          variant="outline"
          onClick={() => pageSpeech().stop()}
          aria-label={about ? `${t('stop')}: ${about}` : undefined}
        >
          {t('stop')}
        </Button>
      )}
      {problem && <p className="basis-full text-sm text-muted-foreground">{problem}</p>}
    </div>
  )
}
