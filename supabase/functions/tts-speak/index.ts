// Text to speech for the app's read-aloud button: POST { text, lang? } answers
// { audioContent: <base64 MP3>, lang }. Speech comes from an OpenAI-compatible endpoint when
// one is configured, otherwise from eSpeak NG in this worker. Signed-in users only, within
// the limits of limits.ts.
import { Buffer } from 'node:buffer'
import { signedInUserId, signInRequired } from '../_shared/caller.ts'
import { json } from '../_shared/cors.ts'
import { tooManyRequests } from '../_shared/rate-limit.ts'
import { readUserTextRequest } from '../_shared/request.ts'
import { isRefusal } from '../_shared/work-slots.ts'
import { synthesize } from './espeak.ts'
import { MAX_TEXT_LENGTH, speechRate, speechSlots } from './limits.ts'
import { encodeMp3 } from './mp3.ts'
import { speakWithEndpoint, speechEndpoint, SpeechEndpointError } from './speech-endpoint.ts'

Deno.serve(async (req) => {
  // The token's signature first (no network): a slot or a rate count is only ever taken in the
  // name of a user whose token this project signed, so forged tokens cannot fill anybody's.
  const request = await readUserTextRequest(req, 'text', MAX_TEXT_LENGTH)
  if (request instanceof Response) return request
  const { text, lang, userId } = request

  // The request counts against its user from the moment it arrives: eSpeak holds this worker's
  // CPU while it speaks, so a flood waiting on the auth server below would otherwise reach the
  // bound one request at a time, each after the last had finished, and never be refused.
  const early = speechRate.wait(userId)
  if (early) return tooManyRequests('rate_limited', early)
  const slot = await speechSlots.acquire(userId)
  if (isRefusal(slot)) return tooManyRequests(slot.refused, slot.retryAfter)

  try {
    // A valid token whose user has been deleted or whose session has ended (signed out
    // everywhere) is refused too: only the auth server knows that (_shared/caller.ts).
    if ((await signedInUserId(req)) !== userId) return signInRequired()
    // The rate counts only texts that get a slot: a request refused for being one too many at
    // once does not use up the minute's allowance. It is checked before the slot too, so that
    // a request over the rate does not queue for nothing.
    const wait = speechRate.take(userId)
    if (wait) return tooManyRequests('rate_limited', wait)

    const endpoint = speechEndpoint()
    const mp3 = endpoint
      ? await speakWithEndpoint(endpoint, text)
      : encodeMp3(await synthesize(text, lang))
    return json(200, { audioContent: Buffer.from(mp3).toString('base64'), lang })
  } catch (e) {
    console.error(e)
    if (e instanceof SpeechEndpointError) return json(502, { error: 'speech_service_failed' })
    return json(500, { error: 'speech_failed' })
  } finally {
    slot.release()
  }
})
