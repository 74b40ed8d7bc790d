'use client'
import { ReadAloudControls } from '@/components/speech/read-aloud-controls'
import type { SpeechLanguage } from '@/lib/speech/settings'

/**
 * Reads a piece of an assignment (its instructions, or the teacher's feedback) aloud through the
 * page's speech service, with the reader's own speech settings and in the language of that
 * content (`lang`), not of the interface. `label` is the button's visible name ("Read the
 * feedback aloud"). Shown only to students whose accommodations or preferences ask for it.
 */
export function ReadAloud({
  text,
  title,
  lang,
  label,
}: {
  text: string
  title: string
  lang: SpeechLanguage
  label: string
}) {
  if (text.trim() === '') return null
  return <ReadAloudControls text={`${title}. ${text}`} lang={lang} about={title} label={label} />
}
