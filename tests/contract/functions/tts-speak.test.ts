import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FunctionsHttpError } from '@supabase/supabase-js'
import { MPEGDecoder } from 'mpg123-decoder'
import { REPO_ROOT } from '../../../supabase/local/server'
import { startTestServer } from '../../integration/support/local-server'
import { client, FIXTURE_CONFIG } from './support'

/**
 * supabase/functions/tts-speak, the app's read-aloud: real MP3 from eSpeak NG in English and
 * Finnish, or the bytes of an OpenAI-compatible speech endpoint when one is configured.
 */
let dir: string
let server: Awaited<ReturnType<typeof startTestServer>>
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'oppi-tts-'))
  cpSync(path.join(REPO_ROOT, 'supabase/functions'), dir, { recursive: true })
  rmSync(path.join(dir, '.env'), { force: true })
  server = await startTestServer({ configPath: FIXTURE_CONFIG, seed: false, functions: { dir } })
})
afterAll(async () => {
  await server?.stop()
  rmSync(dir, { recursive: true, force: true })
})

type Spoken = { audioContent: string; lang: string }

async function speak(body: Record<string, unknown>): Promise<Spoken> {
  const { data, error } = await client(server).functions.invoke<Spoken>('tts-speak', { body })
  expect(error).toBeNull()
  return data!
}

async function decode(base64: string) {
  const decoder = new MPEGDecoder()
  await decoder.ready
  try {
    const audio = decoder.decode(new Uint8Array(Buffer.from(base64, 'base64')))
    const samples = audio.channelData[0]
    let sum = 0
    for (const s of samples) sum += s * s
    return {
      errors: audio.errors.length,
      seconds: audio.samplesDecoded / audio.sampleRate,
      rms: Math.sqrt(sum / Math.max(1, samples.length)),
    }
  } finally {
    decoder.free()
  }
}

const ENGLISH_SHORT = 'Good morning.'
const ENGLISH_LONG = 'Good morning. Today we read the first chapter together, and then everyone writes a short summary of it.'
const FINNISH = 'Hyvää huomenta. Tänään luemme yhdessä ensimmäisen luvun, ja sen jälkeen jokainen kirjoittaa siitä lyhyen tiivistelmän.'

describe('tts-speak', () => {
  it('speaks English as MP3 whose length follows the text', { timeout: 180_000 }, async () => {
    const short = await speak({ text: ENGLISH_SHORT })
    const long = await speak({ text: ENGLISH_LONG })
    expect([short.lang, long.lang]).toEqual(['en', 'en'])
    const [a, b] = [await decode(short.audioContent), await decode(long.audioContent)]
    for (const audio of [a, b]) {
      expect(audio.errors).toBe(0)
      expect(audio.rms).toBeGreaterThan(0.01)
    }
    expect(a.seconds).toBeGreaterThan(0.4)
    // Eight times the text: several times the speech, not the same length nor wildly more.
    const ratio = b.seconds / a.seconds
    expect(ratio).toBeGreaterThan(3)
    expect(ratio).toBeLessThan(16)
  })

  it('speaks Finnish, detected from the text or asked for, with the Finnish voice', { timeout: 60_000 }, async () => {
    const detected = await speak({ text: FINNISH })
    expect(detected.lang).toBe('fi')
    const audio = await decode(detected.audioContent)
    expect(audio.errors).toBe(0)
    expect(audio.rms).toBeGreaterThan(0.01)
    expect(audio.seconds).toBeGreaterThan(4)

    const asked = await speak({ text: 'Anna', lang: 'fi' })
    const asEnglish = await speak({ text: 'Anna', lang: 'en' })
    expect([asked.lang, asEnglish.lang]).toEqual(['fi', 'en'])
    expect(asked.audioContent).not.toBe(asEnglish.audioContent)
  })

  it('refuses empty, too long and unsupported requests with 400, and other methods with 405', async () => {
    const failures: [Record<string, unknown> | undefined, string, number, string][] = [
      [{ text: '   ' }, 'POST', 400, 'text_required'],
      [{ text: 'x'.repeat(1001) }, 'POST', 400, 'text_too_long'],
      [{ text: 'Hej', lang: 'sv' }, 'POST', 400, 'unsupported_language'],
      [undefined, 'GET', 405, 'method_not_allowed'],
    ]
    for (const [body, method, status, code] of failures) {
      const { error } = await client(server).functions.invoke('tts-speak', { body, method: method as 'POST' | 'GET' })
      expect(error, code).toBeInstanceOf(FunctionsHttpError)
      const res = (error as FunctionsHttpError).context as Response
      expect(res.status, code).toBe(status)
      expect((await res.json()).error).toBe(code)
    }
  })

  it('uses an OpenAI-compatible speech endpoint when one is configured', { timeout: 60_000 }, async () => {
    const received: { auth?: string; body?: Record<string, unknown> }[] = []
    let failNext = false
    const audio = Buffer.from('ID3 not really an mp3, but exactly these bytes')
    const fake: Server = createServer((req, res) => {
      let raw = ''
      req.on('data', (c) => (raw += c))
      req.on('end', () => {
        received.push({ auth: req.headers.authorization, body: JSON.parse(raw) })
        if (req.url !== '/v1/audio/speech' || failNext) {
          res.writeHead(500).end('boom')
        } else res.writeHead(200, { 'Content-Type': 'audio/mpeg' }).end(audio)
      })
    })
    await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r))
    try {
      const port = (fake.address() as { port: number }).port
      writeFileSync(path.join(dir, '.env'), `OPPI_TTS_BASE_URL=http://127.0.0.1:${port}/v1/\nOPPI_TTS_API_KEY=test-key\n`)
      // The edited .env reaches the function from its next worker on.
      const until = Date.now() + 15_000
      let spoken: Spoken | null = null
      while (!spoken && Date.now() < until) {
        const { data } = await client(server).functions.invoke<Spoken>('tts-speak', { body: { text: 'Hello there' } })
        if (received.length) spoken = data
        else await new Promise((r) => setTimeout(r, 200))
      }
      expect(Buffer.from(spoken!.audioContent, 'base64').equals(audio)).toBe(true)
      expect(received.at(-1)).toEqual({
        auth: 'Bearer test-key',
        body: { model: 'tts-1', voice: 'alloy', input: 'Hello there', response_format: 'mp3' },
      })

      failNext = true
      const { error } = await client(server).functions.invoke('tts-speak', { body: { text: 'Hello there' } })
      expect(((error as FunctionsHttpError).context as Response).status).toBe(502)
    } finally {
      await new Promise((r) => fake.close(r))
    }
  })
})
