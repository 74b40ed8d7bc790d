import { browserSupabase } from '@/lib/supabase/browser-backend'
import type { SpeechLanguage } from './settings'
import { SpeechService, type SpeechSnapshot } from './speech-service'

/** tts-speak reads at most this many characters; a longer text is read up to its last whole sentence or word before it. */
export const SERVER_TEXT_LIMIT = 1000

export function forServer(text: string): string {
  const trimmed = text.trim()
  if (trimmed.length <= SERVER_TEXT_LIMIT) return trimmed
  const head = trimmed.slice(0, SERVER_TEXT_LIMIT)
  const sentence = Math.max(head.lastIndexOf('. '), head.lastIndexOf('! '), head.lastIndexOf('? '), head.lastIndexOf('\n'))
  if (sentence > SERVER_TEXT_LIMIT / 2) return head.slice(0, sentence + 1).trim()
  const word = head.lastIndexOf(' ')
  return word > 0 ? head.slice(0, word) : head
}

async function synthesize(text: string, lang: SpeechLanguage): Promise<string> {
  const supabase = await browserSupabase()
  const { data, error } = await supabase.functions.invoke<{ audioContent?: string }>('tts-speak', { body: { text: forServer(text), lang } })
  if (error) throw error
  if (!data?.audioContent) throw new Error('tts-speak answered without audio')
  return data.audioContent
}

let service: SpeechService | null = null

/** The page's one speech service (created on first use). */
export function pageSpeech(): SpeechService {
  service ??= new SpeechService(synthesize)
  return service
}

export const IDLE_SPEECH: SpeechSnapshot = { state: 'idle', owner: null }
