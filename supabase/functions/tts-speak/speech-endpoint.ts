/**
 * An OpenAI-compatible speech endpoint (`POST <base>/audio/speech`), used instead of the
 * built-in synthesizer when OPPI_TTS_BASE_URL is set: OPPI_TTS_API_KEY, OPPI_TTS_MODEL
 * (default tts-1) and OPPI_TTS_VOICE (default alloy) go with it.
 */
export interface SpeechEndpoint {
  url: string
  apiKey: string | null
  model: string
  voice: string
}

export function speechEndpoint(): SpeechEndpoint | null {
  const base = Deno.env.get('OPPI_TTS_BASE_URL')
  if (!base) return null
  return {
    url: `${base.replace(/\/+$/, '')}/audio/speech`,
    apiKey: Deno.env.get('OPPI_TTS_API_KEY') || null,
    model: Deno.env.get('OPPI_TTS_MODEL') || 'tts-1',
    voice: Deno.env.get('OPPI_TTS_VOICE') || 'alloy',
  }
}

export class SpeechEndpointError extends Error {}

/** MP3 of `text` from the endpoint. */
export async function speakWithEndpoint(
  endpoint: SpeechEndpoint,
  text: string,
): Promise<Uint8Array> {
  const res = await fetch(endpoint.url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(endpoint.apiKey ? { Authorization: `Bearer ${endpoint.apiKey}` } : {}),
    },
    body: JSON.stringify({
      model: endpoint.model,
      voice: endpoint.voice,
      input: text,
      response_format: 'mp3',
    }),
  })
  if (!res.ok) {
    throw new SpeechEndpointError(
      `speech endpoint answered ${res.status}: ${(await res.text()).slice(0, 200)}`,
    )
  }
  return new Uint8Array(await res.arrayBuffer())
}
