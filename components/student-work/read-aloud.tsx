'use client'
import { ReadAloudControls } from '@/components/speech/read-aloud-controls'
import type { SpeechLanguage } from '@/lib/speech/settings'

/**
 * Reads an assignment's title and instructions aloud through the page's speech service, with
 * the reader's own speech settings. Shown only to students whose accommodations or
 * preferences ask for it.
 */
export function ReadAloud({ text, title, lang }: { text: string; title: string; lang?: SpeechLanguage }) {
  if (text.trim() === '') return null
  return <ReadAloudControls text={`${title}. ${text}`} lang={lang} about={title} />
}
