import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FunctionsHttpError } from '@supabase/supabase-js'
import { MPEGDecoder } from 'mpg123-decoder'
import { SignJWT, generateKeyPair } from 'jose'
import { loadConfig } from '../../../config'
import { PROJECT_CONFIG, REPO_ROOT } from '../../../server'
import { startTestServer } from '../../../testing/test-server'
import { call, client, FIXTURE_CONFIG } from './support'

/**
 * supabase/functions/tts-speak, the app's read-aloud: real MP3 from eSpeak NG in English and
 * Finnish, or the bytes of an OpenAI-compatible speech endpoint when one is configured; for
 * signed-in users only, within limits per user and for everybody (tts-speak/limits.ts).
 *
 * Served as the app's project serves it: users' tokens signed with an ES256 key, and the
 * function's own settings of supabase/config.toml (verify_jwt off, so the function's own check
 * of the caller is what stands between an attacker and its work).
 */
let dir: string
let keysDir: string
let server: Awaited<ReturnType<typeof startTestServer>>
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'oppi-tts-'))
  keysDir = mkdtempSync(path.join(os.tmpdir(), 'oppi-tts-keys-'))
  cpSync(path.join(REPO_ROOT, 'supabase/functions'), dir, { recursive: true })
  rmSync(path.join(dir, '.env'), { force: true })
  server = await startTestServer({
    configPath: FIXTURE_CONFIG,
    seed: false,
    functions: { dir },
    overrides: {
      auth: { signing_keys_path: path.join(keysDir, 'signing_keys.json') },
      functions: { 'tts-speak': loadConfig(PROJECT_CONFIG).functions['tts-speak'] },
    },
  })
})
afterAll(async () => {
  await server?.stop()
  rmSync(dir, { recursive: true, force: true })
  rmSync(keysDir, { recursive: true, force: true })
})

type Spoken = { audioContent: string; lang: string }

/** A new user's access token (each test reads as its own users, so limits do not carry over). */
async function signedInUser(): Promise<string> {
  const email = `reader-${crypto.randomUUID()}@example.test`
  const password = 'read-aloud-2026'
  const created = await client(server, server.keys.serviceRoleKey).auth.admin.createUser({
    email,
    password,
    email_confirm: true,
  })
  expect(created.error).toBeNull()
  const { data, error } = await client(server).auth.signInWithPassword({ email, password })
  expect(error).toBeNull()
  return data.session!.access_token
}

let reader: string
beforeAll(async () => {
  reader = await signedInUser()
})

async function speak(body: Record<string, unknown>, token = reader): Promise<Spoken> {
  const { data, error } = await client(server, server.keys.anonKey, token).functions.invoke<Spoken>(
    'tts-speak',
    { body },
  )
  expect(error).toBeNull()
  return data!
}

/** POST functions/v1/tts-speak with fetch, as `token`: the status, the JSON answer and Retry-After. */
async function post(token: string, body: Record<string, unknown>) {
  const res = await call(server, 'tts-speak', {
    method: 'POST',
    headers: {
      apikey: server.keys.anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  })
  const answer = (await res.json()) as Partial<Spoken> & { error?: string; retryAfter?: number }
  return { status: res.status, answer, retryAfter: Number(res.headers.get('retry-after')) }
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
const ENGLISH_LONG =
  'Good morning. Today we read the first chapter together, and then everyone writes a short summary of it.'
/** Four times ENGLISH_LONG: long for a reading (kept well below the limit; eSpeak is slow on a shared machine). */
const LONG_TEXT = Array.from({ length: 4 }, () => ENGLISH_LONG).join(' ')
const FINNISH =
  'Hyvää huomenta. Tänään luemme yhdessä ensimmäisen luvun, ja sen jälkeen jokainen kirjoittaa siitä lyhyen tiivistelmän.'

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

  it(
    'speaks Finnish, detected from the text or asked for, with the Finnish voice',
    { timeout: 60_000 },
    async () => {
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
    },
  )

  it('refuses a signed-in user’s empty, too long and unsupported requests with 400, and other methods with 405', async () => {
    const failures: [Record<string, unknown> | undefined, string, number, string][] = [
      [{ text: '   ' }, 'POST', 400, 'text_required'],
      [{ text: 'x'.repeat(1001) }, 'POST', 400, 'text_too_long'],
      [{ text: 'Hej', lang: 'sv' }, 'POST', 400, 'unsupported_language'],
      [undefined, 'GET', 405, 'method_not_allowed'],
    ]
    for (const [body, method, status, code] of failures) {
      const { error } = await client(server, server.keys.anonKey, reader).functions.invoke(
        'tts-speak',
        { body, method: method as 'POST' | 'GET' },
      )
      expect(error, code).toBeInstanceOf(FunctionsHttpError)
      const res = (error as FunctionsHttpError).context as Response
      expect(res.status, code).toBe(status)
      expect((await res.json()).error).toBe(code)
    }
  })

  it('signs users’ tokens with ES256 and serves tts-speak with verify_jwt off, as the app’s project', async () => {
    const [head] = reader.split('.')
    expect(JSON.parse(Buffer.from(head, 'base64url').toString()).alg).toBe('ES256')
    expect(loadConfig(PROJECT_CONFIG).functions['tts-speak']?.verify_jwt).toBe(false)
  })

  it('answers only signed-in users: a missing, anonymous, forged, expired or ended token gets 401', async () => {
    // As an attacker holding only the public anon key would call it: straight to functions/v1.
    const [head, payload, signature] = reader.split('.')
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
    const now = Math.floor(Date.now() / 1000)
    const otherKey = (await generateKeyPair('ES256')).privateKey
    const { kid } = JSON.parse(Buffer.from(head, 'base64url').toString())
    const bearerOf = (token: string) => ({
      apikey: server.keys.anonKey,
      authorization: `Bearer ${token}`,
    })
    const refused: [string, Record<string, string>][] = [
      ['no token', { apikey: server.keys.anonKey }],
      ['the anon key', bearerOf(server.keys.anonKey)],
      ['the service role key (not a user)', bearerOf(server.keys.serviceRoleKey)],
      [
        'a token signed with another key under the project key’s kid',
        bearerOf(
          await new SignJWT(claims)
            .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
            .sign(otherKey),
        ),
      ],
      [
        'a real token whose payload was changed',
        bearerOf(
          `${head}.${Buffer.from(JSON.stringify({ ...claims, exp: now + 86_400 })).toString('base64url')}.${signature}`,
        ),
      ],
      [
        'an expired token signed with the project’s key',
        bearerOf(await server.keys.sign({ ...claims, iat: now - 7200, exp: now - 3600 })),
      ],
      [
        'an anonymous sign-in’s token',
        bearerOf(await server.keys.sign({ ...claims, is_anonymous: true })),
      ],
      [
        'a token of the anon role signed with the project’s key',
        bearerOf(await server.keys.sign({ ...claims, role: 'anon' })),
      ],
      [
        'a valid token whose session no longer exists (signed out everywhere)',
        bearerOf(await server.keys.sign({ ...claims, session_id: crypto.randomUUID() })),
      ],
      ['not a JWT', bearerOf('not-a-jwt')],
    ]
    for (const [what, headers] of refused) {
      const res = await call(server, 'tts-speak', {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ text: ENGLISH_SHORT }),
      })
      expect({ status: res.status, body: await res.json() }, what).toEqual({
        status: 401,
        body: { error: 'sign_in_required' },
      })
    }
    expect((await post(reader, { text: ENGLISH_SHORT })).status).toBe(200)
  })

  it(
    'keeps answering another user while one floods it with long texts; the flood gets 429s',
    { timeout: 180_000 },
    async () => {
      const [flooder, other] = await Promise.all([signedInUser(), signedInUser()])
      const flood = Array.from({ length: 30 }, () => post(flooder, { text: LONG_TEXT, lang: 'en' }))
      const mine = await post(other, { text: ENGLISH_SHORT })
      expect(mine.status).toBe(200)
      const audio = await decode(mine.answer.audioContent!)
      expect(audio.errors).toBe(0)
      expect(audio.rms).toBeGreaterThan(0.01)

      const answers = await Promise.all(flood)
      const refused = answers.filter((a) => a.status === 429)
      expect(refused.length).toBeGreaterThan(0)
      expect(answers.filter((a) => a.status === 200).length).toBe(answers.length - refused.length)
      for (const { answer, retryAfter } of refused) {
        expect(['too_many_at_once', 'rate_limited']).toContain(answer.error)
        expect(retryAfter).toBeGreaterThan(0)
        expect(answer.retryAfter).toBe(retryAfter)
      }
      // A text over the limit gets its own error and is not spoken.
      expect(await post(other, { text: 'x'.repeat(1001) })).toMatchObject({
        status: 400,
        answer: { error: 'text_too_long', max: 1000 },
      })
    },
  )
})

describe('tts-speak with a speech endpoint', () => {
  const received: { auth?: string; body?: Record<string, unknown> }[] = []
  let failNext = false
  /** Answers the endpoint keeps back until the test lets them go (texts starting "Hold"). */
  const held: (() => void)[] = []
  const audio = Buffer.from('ID3 not really an mp3, but exactly these bytes')
  const fake: Server = createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', () => {
      const body = JSON.parse(raw)
      received.push({ auth: req.headers.authorization, body })
      if (req.url !== '/v1/audio/speech' || failNext) return void res.writeHead(500).end('boom')
      const answer = () => void res.writeHead(200, { 'Content-Type': 'audio/mpeg' }).end(audio)
      if (String(body.input).startsWith('Hold')) held.push(answer)
      else answer()
    })
  })
  beforeAll(async () => {
    await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r))
  })
  afterAll(async () => {
    held.splice(0).forEach((answer) => answer())
    await new Promise((r) => fake.close(r))
  })

  it(
    'uses an OpenAI-compatible speech endpoint when one is configured',
    { timeout: 60_000 },
    async () => {
      const port = (fake.address() as { port: number }).port
      writeFileSync(
        path.join(dir, '.env'),
        `OPPI_TTS_BASE_URL=http://127.0.0.1:${port}/v1/\nOPPI_TTS_API_KEY=test-key\n`,
      )
      // The edited .env reaches the function from its next worker on.
      const until = Date.now() + 15_000
      let spoken: Spoken | null = null
      while (!spoken && Date.now() < until) {
        const { data } = await client(server, server.keys.anonKey, reader).functions.invoke<Spoken>(
          'tts-speak',
          { body: { text: 'Hello there' } },
        )
        if (received.length) spoken = data
        else await new Promise((r) => setTimeout(r, 200))
      }
      expect(Buffer.from(spoken!.audioContent, 'base64').equals(audio)).toBe(true)
      expect(received.at(-1)).toEqual({
        auth: 'Bearer test-key',
        body: { model: 'tts-1', voice: 'alloy', input: 'Hello there', response_format: 'mp3' },
      })

      failNext = true
      try {
        const { error } = await client(server, server.keys.anonKey, reader).functions.invoke(
          'tts-speak',
          { body: { text: 'Hello there' } },
        )
        expect(((error as FunctionsHttpError).context as Response).status).toBe(502)
      } finally {
        failNext = false
      }
    },
  )

  it(
    'speaks two texts of one user at a time, refuses the rest at once with 429, and answers another user meanwhile',
    { timeout: 60_000 },
    async () => {
      const [flooder, other] = await Promise.all([signedInUser(), signedInUser()])
      const finished: Awaited<ReturnType<typeof post>>[] = []
      const flood = Array.from({ length: 30 }, (_, i) =>
        post(flooder, { text: `Hold ${i}`, lang: 'en' }).then((a) => (finished.push(a), a)),
      )
      // The endpoint keeps two of them; every other one is refused without waiting for those.
      while (finished.length < 28) await new Promise((r) => setTimeout(r, 20))
      for (const { status, answer, retryAfter } of finished) {
        expect(status).toBe(429)
        expect(answer.error).toBe('too_many_at_once')
        expect(retryAfter).toBeGreaterThan(0)
      }
      const mine = await post(other, { text: 'Hello from another reader' })
      expect(mine.status).toBe(200)
      expect(Buffer.from(mine.answer.audioContent!, 'base64').equals(audio)).toBe(true)
      expect(finished.length).toBe(28)

      while (held.length < 2) await new Promise((r) => setTimeout(r, 20))
      held.splice(0).forEach((answer) => answer())
      expect((await Promise.all(flood)).filter((a) => a.status === 200).length).toBe(2)
      // Their texts done, the flooder may ask again.
      expect((await post(flooder, { text: 'Hello again' })).status).toBe(200)
    },
  )

  it(
    'refuses a token forged in a busy user’s name with 401, before it reaches that user’s slots',
    { timeout: 60_000 },
    async () => {
      const victim = await signedInUser()
      const [head, payload] = victim.split('.')
      const { kid } = JSON.parse(Buffer.from(head, 'base64url').toString())
      const forged = await new SignJWT(JSON.parse(Buffer.from(payload, 'base64url').toString()))
        .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
        .sign((await generateKeyPair('ES256')).privateKey)
      // The victim's two texts hold both of their slots at the endpoint.
      const reading = [post(victim, { text: 'Hold one' }), post(victim, { text: 'Hold two' })]
      while (held.length < 2) await new Promise((r) => setTimeout(r, 20))
      // A request that reached the victim's slots would be refused as one too many at once.
      for (let i = 0; i < 5; i++) {
        const { status, answer } = await post(forged, { text: 'Hold on' })
        expect({ status, error: answer.error }).toEqual({ status: 401, error: 'sign_in_required' })
      }
      expect((await post(victim, { text: 'A third' })).answer.error).toBe('too_many_at_once')
      held.splice(0).forEach((answer) => answer())
      expect((await Promise.all(reading)).map((a) => a.status)).toEqual([200, 200])
    },
  )

  it(
    'speaks at most 30 texts a minute for one user, then 429 rate_limited with Retry-After; others go on',
    { timeout: 60_000 },
    async () => {
      const [busy, other] = await Promise.all([signedInUser(), signedInUser()])
      for (let i = 0; i < 30; i++)
        expect((await post(busy, { text: `Part ${i}` })).status).toBe(200)
      const over = await post(busy, { text: 'One more part' })
      expect(over.status).toBe(429)
      expect(over.answer.error).toBe('rate_limited')
      expect(over.retryAfter).toBeGreaterThan(0)
      expect(over.retryAfter).toBeLessThanOrEqual(60)
      expect((await post(other, { text: 'Hello' })).status).toBe(200)
    },
  )
})
