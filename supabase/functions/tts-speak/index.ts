// Text to speech for the app's read-aloud button: POST { text, lang? } answers
// { audioContent: <base64 MP3>, lang }. Speech comes from an OpenAI-compatible endpoint when
// one is configured, otherwise from eSpeak NG in this worker.
import { Buffer } from 'node:buffer'
import { json } from '../_shared/cors.ts'
import { readTextRequest } from '../_shared/request.ts'
import { synthesize } from './espeak.ts'
import { encodeMp3 } from './mp3.ts'
import { speakWithEndpoint, speechEndpoint, SpeechEndpointError } from './speech-endpoint.ts'

/** Longest text spoken in one request: a few paragraphs, about a minute of speech. */
export const MAX_TEXT_LENGTH = 1000

Deno.serve(async (req) => {
  const request = await readTextRequest(req, 'text', MAX_TEXT_LENGTH)
  if (request instanceof Response) return request
  const { text, lang } = request

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
