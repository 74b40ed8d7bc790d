import { browserSupabase } from '@/lib/supabase/browser-backend'
import type { SpeechLanguage } from './settings'
import { SpeechRefusedError, speechProblemOf } from './speech-refusal'
import { SpeechService, type SpeechSnapshot } from './speech-service'

/** The refusal the reader can act on (too long, too many at once) in a failed call, else the error itself. */
async function refusalOf(error: unknown): Promise<unknown> {
  // supabase-js hands a function's own non-2xx answer back as the error's `context`.
  const answer = (error as { context?: unknown } | null)?.context
  if (!(answer instanceof Response)) return error
  const body = await answer.json().catch(() => null)
  const problem = speechProblemOf(answer.status, body?.error)
  return problem ? new SpeechRefusedError(problem) : error
}

async function synthesize(text: string, lang: SpeechLanguage): Promise<string> {
  const supabase = await browserSupabase()
  const { data, error } = await supabase.functions.invoke<{ audioContent?: string }>('tts-speak', {
    body: { text, lang },
  })
  if (error) throw await refusalOf(error)
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
