import { describe, expect, it } from 'vitest'
import { chooseVoice, parseSpeechSettings, SERVER_VOICE, SPEECH_DEFAULTS } from './settings'
import { forServer, SERVER_TEXT_LIMIT } from './page-speech'

describe('parseSpeechSettings', () => {
  it('gives the defaults for nothing stored or a damaged value', () => {
    expect(parseSpeechSettings(null)).toEqual({ enabled: true, rate: 1, pitch: 1, volume: 0.8, voice: null })
    expect(parseSpeechSettings('{not json')).toEqual(SPEECH_DEFAULTS)
    expect(parseSpeechSettings('[1,2]')).toEqual(SPEECH_DEFAULTS)
  })

  it('keeps stored values and clamps numbers to their ranges', () => {
    expect(parseSpeechSettings(JSON.stringify({ enabled: false, rate: 9, pitch: -1, volume: 0.5, voice: 'server' })))
      .toEqual({ enabled: false, rate: 2, pitch: 0, volume: 0.5, voice: 'server' })
    expect(parseSpeechSettings(JSON.stringify({ rate: 'fast', enabled: 'yes', voice: '' })))
      .toEqual(SPEECH_DEFAULTS)
  })
})

describe('chooseVoice', () => {
  const voices = [
    { voiceURI: 'de', name: 'Anna', lang: 'de-DE' },
    { voiceURI: 'en-us', name: 'Sam', lang: 'en-US' },
    { voiceURI: 'en-gb', name: 'Kate', lang: 'en_GB' },
  ]

  it('takes the first voice of the text\'s language by default', () => {
    expect(chooseVoice(voices, null, 'en')?.voiceURI).toBe('en-us')
  })

  it('takes the chosen voice when it speaks the text\'s language', () => {
    expect(chooseVoice(voices, 'en-gb', 'en')?.voiceURI).toBe('en-gb')
    expect(chooseVoice(voices, 'de', 'en')?.voiceURI).toBe('en-us')
  })

  it('leaves a text no browser voice speaks, and the server voice, to the server', () => {
    expect(chooseVoice(voices, null, 'fi')).toBeNull()
    expect(chooseVoice([], null, 'en')).toBeNull()
    expect(chooseVoice(voices, SERVER_VOICE, 'en')).toBeNull()
  })
})

describe('forServer', () => {
  it('sends a short text whole and a long one up to a sentence end within the limit', () => {
    expect(forServer('  Hello.  ')).toBe('Hello.')
    const sentence = 'This is one sentence of the instructions. '
    const long = sentence.repeat(40)
    const sent = forServer(long)
    expect(sent.length).toBeLessThanOrEqual(SERVER_TEXT_LIMIT)
    expect(sent.endsWith('instructions.')).toBe(true)
    expect(forServer('word '.repeat(300)).length).toBeLessThanOrEqual(SERVER_TEXT_LIMIT)
  })
})
