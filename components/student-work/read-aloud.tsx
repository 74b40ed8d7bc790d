'use client'
import { useEffect, useState } from 'react'
import { useT } from '@/components/i18n/client-messages'
import { Button } from '@/components/ui/button'

/**
 * Reads assignment instructions aloud with the browser's speech synthesis (spec: rate 1,
 * pitch 1, volume 0.8). Shown only to students whose accommodations or preferences ask
 * for it; hidden where the browser cannot speak.
 */
export function ReadAloud({ text, title }: { text: string; title: string }) {
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
    // The page language (html lang) picks the voice: Finnish text read by an English voice is useless.
    utterance.lang = document.documentElement.lang === 'fi' ? 'fi-FI' : 'en-GB'
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
    <Button type="button" variant="outline" onClick={toggle} aria-pressed={speaking}>
      {speaking ? t('stopReading') : t('readAloud')}
    </Button>
  )
}
