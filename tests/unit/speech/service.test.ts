import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest'
import { SPEECH_DEFAULTS, type SpeechSettings } from '@/lib/speech/settings'
import { SpeechRefusedError } from '@/lib/speech/speech-refusal'
import { SpeechService, type Synthesize } from '@/lib/speech/speech-service'

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

function service(
  settings: Partial<SpeechSettings> = {},
  synthesize: Mock<Synthesize> = vi.fn<Synthesize>(async () => 'QUJD'),
) {
  return {
    speech: new SpeechService(synthesize, () => ({ ...SPEECH_DEFAULTS, ...settings })),
    synthesize,
  }
}
const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('SpeechService (server voice)', () => {
  it("speaks, pauses, resumes and stops, with the reader's volume and speed", async () => {
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
    await tick()
    expect(speech.getSnapshot().state).toBe('idle')
  })

  it('only logs a failure, and drops the audio of a reading that was stopped meanwhile', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const failing = service(
      {},
      vi.fn(async () => Promise.reject(new Error('no speech'))),
    )
    failing.speech.speak('a', 'Hello', 'en')
    await tick()
    expect(failing.speech.getSnapshot().state).toBe('idle')
    expect(error).toHaveBeenCalled()

    let answer: (audio: string) => void = () => {}
    const slow = service(
      {},
      vi.fn(() => new Promise<string>((resolve) => (answer = resolve))),
    )
    slow.speech.speak('a', 'Hello', 'en')
    slow.speech.stop()
    answer('QUJD')
    await tick()
    expect(audio.getAttribute('src')).toBeNull()
    expect(slow.speech.getSnapshot().state).toBe('idle')
    error.mockRestore()
  })

  it('keeps a refusal the reader can act on as the problem of the reading, until the next one starts', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { speech } = service(
      {},
      vi.fn(async () => Promise.reject(new SpeechRefusedError('busy'))),
    )
    const heard = vi.fn()
    speech.subscribe(heard)
    speech.speak('a', 'Hello', 'en')
    await tick()
    expect(speech.getSnapshot()).toEqual({ state: 'idle', owner: null })
    expect(speech.getProblem()).toEqual({ owner: 'a', problem: 'busy' })
    expect(heard).toHaveBeenCalled()
    speech.speak('b', 'Hello', 'en')
    expect(speech.getProblem()).toBeNull()

    // A plain failure has no problem to tell.
    const failing = service(
      {},
      vi.fn(async () => Promise.reject(new Error('no speech'))),
    ).speech
    failing.speak('a', 'Hello', 'en')
    await tick()
    expect(failing.getProblem()).toBeNull()
    error.mockRestore()
  })

  it('reads a long text part by part, fetching the next while one plays, to the end', async () => {
    const long = 'One sentence of a long text to read. '.repeat(70)
    let made = 0
    const { speech, synthesize } = service(
      {},
      vi.fn<Synthesize>(async () => btoa(`part ${++made}`)),
    )
    const playing = () => atob(audio.getAttribute('src')!.replace('data:audio/mpeg;base64,', ''))
    speech.speak('a', long, 'en')
    await tick()
    expect([playing(), synthesize.mock.calls.length]).toEqual(['part 1', 2])
    audio.onended!()
    await tick()
    expect([playing(), synthesize.mock.calls.length, speech.getSnapshot().state]).toEqual([
      'part 2',
      3,
      'speaking',
    ])
    audio.onended!()
    await tick()
    expect([playing(), synthesize.mock.calls.length]).toEqual(['part 3', 3])
    audio.onended!()
    await tick()
    expect(speech.getSnapshot().state).toBe('idle')
    expect(synthesize.mock.calls.map(([text]) => text).join(' ')).toBe(long.trim())
  })

  it('stops between parts: nothing more is fetched or played', async () => {
    const { speech, synthesize } = service()
    speech.speak('a', 'One sentence of a long text to read. '.repeat(70), 'en')
    await tick()
    speech.stop()
    await tick()
    expect(synthesize).toHaveBeenCalledTimes(2)
    expect(audio.getAttribute('src')).toBeNull()
    expect(speech.getSnapshot().state).toBe('idle')
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
