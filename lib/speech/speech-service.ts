// One speech service for the whole page: read-aloud buttons and the assistant's messages all
// speak through it, so starting one reading stops the other. States: idle, speaking, paused.
// A browser voice speaks through speechSynthesis; otherwise the tts-speak function's MP3
// plays in one shared <audio> element, a part of the text at a time (the function reads a
// limited length; the next part is fetched while one plays). A speech failure is only logged: the text is still on
// the screen, and an error message would interrupt a screen reader for nothing. Only a refusal
// the reader can act on (the text is too long, or too many readings at once: try again in a
// moment) is kept as the reading's problem, for the controls that started it to say.
import { serverParts } from './server-parts'
import { SpeechRefusedError, type SpeechProblem } from './speech-refusal'
import {
  chooseVoice,
  readSpeechSettings,
  type SpeechLanguage,
  type SpeechSettings,
} from './settings'

export type SpeechState = 'idle' | 'speaking' | 'paused'

export interface SpeechSnapshot {
  state: SpeechState
  /** Which control started the current reading (each read-aloud button has its own id). */
  owner: string | null
}

/** Why the last reading of `owner` stopped, when the reader can do something about it. */
export interface SpeechProblemNotice {
  owner: string
  problem: SpeechProblem
}

/** Base64 MP3 of `text` (one of its server parts) spoken in `lang` (the tts-speak function). */
export type Synthesize = (text: string, lang: SpeechLanguage) => Promise<string>

export const SPEECH_AUDIO_ID = 'oppi-speech-audio'
const IDLE: SpeechSnapshot = { state: 'idle', owner: null }

export class SpeechService {
  private snapshot: SpeechSnapshot = IDLE
  private problem: SpeechProblemNotice | null = null
  private listeners = new Set<() => void>()
  /** Counts readings, so a late answer from the server for a stopped reading is dropped. */
  private reading = 0
  private engine: 'browser' | 'server' | null = null
  /** Ends the wait for the playing part when the reading is stopped. */
  private interrupt: (() => void) | null = null

  constructor(
    private readonly synthesize: Synthesize,
    private readonly settings: () => SpeechSettings = readSpeechSettings,
  ) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }

  getSnapshot = () => this.snapshot

  /** The problem that ended the last reading, until the next one starts (null when none). */
  getProblem = () => this.problem

  /** Reads `text` aloud for `owner`, stopping any other reading. False when speech is off or the text is blank. */
  speak(owner: string, text: string, lang: SpeechLanguage): boolean {
    const settings = this.settings()
    if (!settings.enabled || text.trim() === '') return false
    this.stop()
    this.setProblem(null)
    const reading = ++this.reading
    const voices = typeof speechSynthesis === 'undefined' ? [] : speechSynthesis.getVoices()
    const voice = chooseVoice(voices, settings.voice, lang)
    this.set({ state: 'speaking', owner })
    if (voice) this.speakInBrowser(reading, text, voice, settings)
    else void this.speakFromServer(reading, text, lang, settings)
    return true
  }

  pause() {
    if (this.snapshot.state !== 'speaking') return
    if (this.engine === 'browser') speechSynthesis.pause()
    else this.audio().pause()
    this.set({ ...this.snapshot, state: 'paused' })
  }

  resume() {
    if (this.snapshot.state !== 'paused') return
    this.set({ ...this.snapshot, state: 'speaking' })
    if (this.engine === 'browser') speechSynthesis.resume()
    // Resumed before the server's audio arrived: it starts playing when it does.
    else if (this.engine === 'server' && this.audio().getAttribute('src')) {
      this.audio()
        .play()
        .catch((e) => this.fail(this.reading, e))
    }
  }

  stop() {
    this.reading++
    this.interrupt?.()
    if (this.engine === 'browser') speechSynthesis.cancel()
    if (this.engine === 'server') {
      const audio = this.audio()
      audio.pause()
      audio.removeAttribute('src')
      audio.load()
    }
    this.engine = null
    this.set(IDLE)
  }

  private speakInBrowser(
    reading: number,
    text: string,
    voice: SpeechSynthesisVoice,
    settings: SpeechSettings,
  ) {
    const utterance = new SpeechSynthesisUtterance(text)
    utterance.voice = voice
    utterance.lang = voice.lang
    utterance.rate = settings.rate
    utterance.pitch = settings.pitch
    utterance.volume = settings.volume
    utterance.onend = () => this.finish(reading)
    utterance.onerror = (e) => {
      // Cancelling a reading reports an "interrupted" or "canceled" error: not a failure.
      if (e.error !== 'interrupted' && e.error !== 'canceled') this.fail(reading, e.error)
    }
    this.engine = 'browser'
    speechSynthesis.speak(utterance)
  }

  private async speakFromServer(
    reading: number,
    text: string,
    lang: SpeechLanguage,
    settings: SpeechSettings,
  ) {
    this.engine = 'server'
    const parts = serverParts(text)
    let next = this.synthesize(parts[0], lang)
    for (let i = 0; i < parts.length; i++) {
      try {
        const audioContent = await next
        if (reading !== this.reading) return
        if (i + 1 < parts.length) {
          next = this.synthesize(parts[i + 1], lang)
          // A stopped reading never awaits it: its failure is not an unhandled one.
          next.catch(() => {})
        }
        if (!(await this.play(reading, audioContent, settings))) return
      } catch (e) {
        this.fail(reading, e)
        return
      }
    }
    this.finish(reading)
  }

  /** Plays one part; true when it has played to its end, false when it failed or was stopped. */
  private play(reading: number, audioContent: string, settings: SpeechSettings): Promise<boolean> {
    return new Promise((resolve) => {
      const audio = this.audio()
      this.interrupt = () => resolve(false)
      audio.volume = settings.volume
      audio.onended = () => resolve(true)
      audio.onerror = () => {
        this.fail(reading, audio.error?.message ?? 'audio error')
        resolve(false)
      }
      audio.src = `data:audio/mpeg;base64,${audioContent}`
      audio.playbackRate = settings.rate
      // Paused while the audio was on its way: it starts when resumed.
      if (this.snapshot.state === 'speaking') {
        audio.play().catch((e) => {
          this.fail(reading, e)
          resolve(false)
        })
      }
    })
  }

  /** The one <audio> element server speech plays in (hidden; the buttons control it). */
  private audio(): HTMLAudioElement {
    let audio = document.getElementById(SPEECH_AUDIO_ID) as HTMLAudioElement | null
    if (!audio) {
      audio = document.createElement('audio')
      audio.id = SPEECH_AUDIO_ID
      audio.hidden = true
      document.body.append(audio)
    }
    return audio
  }

  private finish(reading: number) {
    if (reading !== this.reading) return
    this.engine = null
    this.set(IDLE)
  }

  private fail(reading: number, error: unknown) {
    if (reading !== this.reading) return
    console.error('Speech failed:', error)
    const owner = this.snapshot.owner
    if (error instanceof SpeechRefusedError && owner)
      this.setProblem({ owner, problem: error.problem })
    this.finish(reading)
  }

  private setProblem(problem: SpeechProblemNotice | null) {
    if (problem === this.problem) return
    this.problem = problem
    this.listeners.forEach((listener) => listener())
  }

  private set(next: SpeechSnapshot) {
    if (next.state === this.snapshot.state && next.owner === this.snapshot.owner) return
    this.snapshot = next
    this.listeners.forEach((listener) => listener())
  }
}
