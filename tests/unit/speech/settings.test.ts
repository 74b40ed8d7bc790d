import { describe, expect, it } from 'vitest'
import { speechSettingsSchema } from '@/lib/validation/speech'
import {
  chooseVoice,
  parseSpeechSettings,
  sameSpeechSettings,
  SERVER_VOICE,
  SPEECH_DEFAULTS,
  speechSettingsFrom,
} from '@/lib/speech/settings'
import { SERVER_TEXT_LIMIT, serverParts } from '@/lib/speech/server-parts'

describe('parseSpeechSettings', () => {
  it('gives the defaults for nothing stored or a damaged value', () => {
    expect(parseSpeechSettings(null)).toEqual({
      enabled: true,
      rate: 1,
      pitch: 1,
      volume: 0.8,
      voice: null,
    })
    expect(parseSpeechSettings('{not json')).toEqual(SPEECH_DEFAULTS)
    expect(parseSpeechSettings('[1,2]')).toEqual(SPEECH_DEFAULTS)
  })

  it('keeps stored values and clamps numbers to their ranges', () => {
    expect(
      parseSpeechSettings(
        JSON.stringify({ enabled: false, rate: 9, pitch: -1, volume: 0.5, voice: 'server' }),
      ),
    ).toEqual({ enabled: false, rate: 2, pitch: 0, volume: 0.5, voice: 'server' })
    expect(
      parseSpeechSettings(JSON.stringify({ rate: 'fast', enabled: 'yes', voice: '' })),
    ).toEqual(SPEECH_DEFAULTS)
  })
})

describe("the account's copy", () => {
  it("reads a stored object as forgivingly as the browser's JSON", () => {
    expect(
      speechSettingsFrom({ enabled: false, rate: 1.5, pitch: 1, volume: 0.3, voice: 'server' }),
    ).toEqual({ enabled: false, rate: 1.5, pitch: 1, volume: 0.3, voice: 'server' })
    expect(speechSettingsFrom(null)).toEqual(SPEECH_DEFAULTS)
    expect(speechSettingsFrom(['x'])).toEqual(SPEECH_DEFAULTS)
    expect(speechSettingsFrom({ rate: 40 }).rate).toBe(2)
  })

  it('compares every setting', () => {
    expect(sameSpeechSettings(SPEECH_DEFAULTS, { ...SPEECH_DEFAULTS })).toBe(true)
    for (const change of [
      { enabled: false },
      { rate: 1.25 },
      { pitch: 0.5 },
      { volume: 0.2 },
      { voice: 'server' },
    ]) {
      expect(
        sameSpeechSettings(SPEECH_DEFAULTS, { ...SPEECH_DEFAULTS, ...change }),
        JSON.stringify(change),
      ).toBe(false)
    }
  })

  it('is saved only whole and in range: a tampered value is refused, not clamped', () => {
    expect(speechSettingsSchema.safeParse({ ...SPEECH_DEFAULTS, voice: 'server' }).success).toBe(
      true,
    )
    expect(speechSettingsSchema.safeParse(SPEECH_DEFAULTS).success).toBe(true)
    for (const bad of [
      { rate: 3 },
      { pitch: -0.5 },
      { volume: 1.5 },
      { enabled: 'yes' },
      { voice: '' },
      { voice: 'x'.repeat(501) },
    ]) {
      expect(
        speechSettingsSchema.safeParse({ ...SPEECH_DEFAULTS, ...bad }).success,
        JSON.stringify(bad).slice(0, 40),
      ).toBe(false)
    }
    expect(speechSettingsSchema.safeParse({ enabled: true }).success).toBe(false)
  })
})

describe('chooseVoice', () => {
  const voices = [
    { voiceURI: 'de', name: 'Anna', lang: 'de-DE' },
    { voiceURI: 'en-us', name: 'Sam', lang: 'en-US' },
    { voiceURI: 'en-gb', name: 'Kate', lang: 'en_GB' },
  ]

  it("takes the first voice of the text's language by default", () => {
    expect(chooseVoice(voices, null, 'en')?.voiceURI).toBe('en-us')
  })

  it("takes the chosen voice when it speaks the text's language", () => {
    expect(chooseVoice(voices, 'en-gb', 'en')?.voiceURI).toBe('en-gb')
    expect(chooseVoice(voices, 'de', 'en')?.voiceURI).toBe('en-us')
  })

  it('leaves a text no browser voice speaks, and the server voice, to the server', () => {
    expect(chooseVoice(voices, null, 'fi')).toBeNull()
    expect(chooseVoice([], null, 'en')).toBeNull()
    expect(chooseVoice(voices, SERVER_VOICE, 'en')).toBeNull()
  })
})

describe('serverParts', () => {
  it('sends a short text whole, trimmed', () => {
    expect(serverParts('  Hello.  ')).toEqual(['Hello.'])
    expect(serverParts('   ')).toEqual([])
  })

  it('cuts a long text at sentence ends within the limit, and the parts read the whole text', () => {
    const long = 'This is one sentence of the instructions. '.repeat(60) + 'The last one!'
    const parts = serverParts(long)
    expect(parts.length).toBe(3)
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(SERVER_TEXT_LIMIT)
    for (const part of parts.slice(0, -1)) expect(part.endsWith('instructions.')).toBe(true)
    expect(parts.join(' ')).toBe(long.trim())
  })

  it('cuts between words when no sentence ends in time, and inside a word only when there is no space', () => {
    const words = 'word '.repeat(450).trim()
    const parts = serverParts(words)
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(SERVER_TEXT_LIMIT)
    expect(parts.every((part) => part.startsWith('word') && part.endsWith('word'))).toBe(true)
    expect(parts.join(' ')).toBe(words)
    const unbroken = 'x'.repeat(2500)
    expect(serverParts(unbroken).map((p) => p.length)).toEqual([1000, 1000, 500])
  })
})
