'use client'
import { useEffect, useState } from 'react'
import { useT } from '@/components/i18n/client-messages'
import { Button } from '@/components/ui/button'

/** The voice of each content language: Finnish text read by an English voice is useless. */
const VOICES = { fi: 'fi-FI', en: 'en-GB' } as const

/**
 * Reads a piece of content aloud with the browser's speech synthesis (rate 1, pitch 1, volume
 * 0.8), in the language of that content (`lang`), not of the interface. Shown only to students
 * whose accommodations or preferences ask for it; hidden where the browser cannot speak.
 * `label` is the visible name of the button ("Read the instructions aloud").
 */
export function ReadAloud({ text, title, lang, label }: { text: string; title: string; lang: 'fi' | 'en'; label: string }) {
  const t = useT('studentWork')
  const [supported, setSupported] = useState(false)
  const [speaking, setSpeaking] = useState(false)
  useEffect(() => {
    // speechSynthesis exists only in the browser; decide after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSupported(typeof window !== 'undefined' && 'speechSynthesis' in window)
    return () => {
      if ('speechSynthesis' in window) window.speechSynthesis.cancel()
    }
  }, [])
  if (!supported || text.trim() === '') return null
  const toggle = () => {
    const synth = window.speechSynthesis
    if (speaking) {
      synth.cancel()
      setSpeaking(false)
      return
    }
    const utterance = new SpeechSynthesisUtterance(`${title}. ${text}`)
    utterance.lang = VOICES[lang]
    utterance.rate = 1
    utterance.pitch = 1
    utterance.volume = 0.8
    utterance.onend = () => setSpeaking(false)
    utterance.onerror = () => setSpeaking(false)
    synth.cancel()
    synth.speak(utterance)
    setSpeaking(true)
  }
  return (
    <Button type="button" variant="outline" className="justify-self-start" onClick={toggle} aria-pressed={speaking} data-speech-lang={VOICES[lang]}>
      {speaking ? t('stopReading') : label}
    </Button>
  )
}
