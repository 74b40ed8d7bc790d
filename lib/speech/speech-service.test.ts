import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SPEECH_DEFAULTS, type SpeechSettings } from './settings'
import { SpeechService } from './speech-service'

/** A stand-in for the one <audio> element (Node has no DOM); it records what was played. */
class FakeAudio {
  id = ''
  hidden = false
  paused = true
  volume = 1
  playbackRate = 1
  error = null
  onended: (() => void) | null = null
  onerror: (() => void) | null = null
  private attrs = new Map<string, string>()
  set src(value: string) {
    this.attrs.set('src', value)
  }
  getAttribute(name: string) {
    return this.attrs.get(name) ?? null
  }
  removeAttribute(name: string) {
    this.attrs.delete(name)
  }
  load() {}
  play() {
    this.paused = false
    return Promise.resolve()
  }
  pause() {
    this.paused = true
  }
}

let audio: FakeAudio
beforeEach(() => {
  audio = new FakeAudio()
  vi.stubGlobal('document', {
    getElementById: (id: string) => (audio.id === id ? audio : null),
    createElement: () => audio,
    body: { append: () => {} },
  })
})
afterEach(() => vi.unstubAllGlobals())

function service(settings: Partial<SpeechSettings> = {}, synthesize = vi.fn(async () => 'QUJD')) {
  return { speech: new SpeechService(synthesize, () => ({ ...SPEECH_DEFAULTS, ...settings })), synthesize }
}
const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('SpeechService (server voice)', () => {
  it('speaks, pauses, resumes and stops, with the reader\'s volume and speed', async () => {
    const { speech, synthesize } = service({ volume: 0.5, rate: 1.5 })
    expect(speech.speak('a', 'Hello there.', 'en')).toBe(true)
    expect(speech.getSnapshot()).toEqual({ state: 'speaking', owner: 'a' })
    await tick()
    expect(synthesize).toHaveBeenCalledWith('Hello there.', 'en')
    expect(audio.getAttribute('src')).toBe('data:audio/mpeg;base64,QUJD')
    expect([audio.paused, audio.volume, audio.playbackRate]).toEqual([false, 0.5, 1.5])
    speech.pause()
    expect([speech.getSnapshot().state, audio.paused]).toEqual(['paused', true])
    speech.resume()
    expect([speech.getSnapshot().state, audio.paused]).toEqual(['speaking', false])
    speech.stop()
    expect(speech.getSnapshot()).toEqual({ state: 'idle', owner: null })
    expect([audio.paused, audio.getAttribute('src')]).toEqual([true, null])
  })

  it('does nothing when speech is off or the text is blank', () => {
    expect(service({ enabled: false }).speech.speak('a', 'Hello', 'en')).toBe(false)
    const { speech, synthesize } = service()
    expect(speech.speak('a', '   ', 'en')).toBe(false)
    expect(speech.getSnapshot().state).toBe('idle')
    expect(synthesize).not.toHaveBeenCalled()
  })

  it('goes back to idle when the reading ends', async () => {
    const { speech } = service()
    speech.speak('a', 'Hello', 'fi')
    await tick()
    audio.onended!()
    expect(speech.getSnapshot().state).toBe('idle')
  })

  it('only logs a failure, and drops the audio of a reading that was stopped meanwhile', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const failing = service({}, vi.fn(async () => Promise.reject(new Error('no speech'))))
    failing.speech.speak('a', 'Hello', 'en')
    await tick()
    expect(failing.speech.getSnapshot().state).toBe('idle')
    expect(error).toHaveBeenCalled()

    let answer: (audio: string) => void = () => {}
    const slow = service({}, vi.fn(() => new Promise<string>((resolve) => (answer = resolve))))
    slow.speech.speak('a', 'Hello', 'en')
    slow.speech.stop()
    answer('QUJD')
    await tick()
    expect(audio.getAttribute('src')).toBeNull()
    expect(slow.speech.getSnapshot().state).toBe('idle')
    error.mockRestore()
  })

  it('tells its listeners about each change of state', async () => {
    const { speech } = service()
    const seen: string[] = []
    const unsubscribe = speech.subscribe(() => seen.push(speech.getSnapshot().state))
    speech.speak('a', 'Hello', 'en')
    speech.pause()
    speech.resume()
    speech.stop()
    unsubscribe()
    speech.speak('a', 'Hello', 'en')
    expect(seen).toEqual(['speaking', 'paused', 'speaking', 'idle'])
  })
})
