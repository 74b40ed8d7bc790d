// Text to speech for the app's read-aloud button: POST { text, lang? } answers
// { audioContent: <base64 MP3>, lang }. Speech comes from an OpenAI-compatible endpoint when
// one is configured, otherwise from eSpeak NG in this worker.
import { Buffer } from 'node:buffer'
import { corsHeaders, json } from '../_shared/cors.ts'
import { synthesize } from './espeak.ts'
import { detectLanguage, LANGUAGES, type Language } from '../_shared/language.ts'
import { encodeMp3 } from './mp3.ts'
import { speakWithEndpoint, speechEndpoint, SpeechEndpointError } from './speech-endpoint.ts'

/** Longest text spoken in one request: a few paragraphs, about a minute of speech. */
export const MAX_TEXT_LENGTH = 1000

Deno.serve(async (req) => {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders })
  if (req.method !== 'POST') return json(405, { error: 'method_not_allowed' })

  let input: { text?: unknown; lang?: unknown }
  try {
    input = await req.json()
  } catch {
    return json(400, { error: 'invalid_json' })
  }
  const text = typeof input?.text === 'string' ? input.text.trim() : ''
  if (!text) return json(400, { error: 'text_required' })
  if (text.length > MAX_TEXT_LENGTH) return json(400, { error: 'text_too_long', max: MAX_TEXT_LENGTH })
  if (input.lang !== undefined && !LANGUAGES.includes(input.lang as Language)) {
    return json(400, { error: 'unsupported_language', supported: LANGUAGES })
  }
  const lang = (input.lang as Language | undefined) ?? detectLanguage(text)

  const endpoint = speechEndpoint()
  try {
    const mp3 = endpoint ? await speakWithEndpoint(endpoint, text) : encodeMp3(await synthesize(text, lang))
    return json(200, { audioContent: Buffer.from(mp3).toString('base64'), lang })
  } catch (e) {
    console.error(e)
    if (e instanceof SpeechEndpointError) return json(502, { error: 'speech_service_failed' })
    return json(500, { error: 'speech_failed' })
  }
})
