import { browserSupabase } from '@/lib/supabase/browser-backend'
import type { SpeechLanguage } from './settings'
import { SpeechService, type SpeechSnapshot } from './speech-service'

async function synthesize(text: string, lang: SpeechLanguage): Promise<string> {
  const supabase = await browserSupabase()
  const { data, error } = await supabase.functions.invoke<{ audioContent?: string }>('tts-speak', { body: { text, lang } })
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
