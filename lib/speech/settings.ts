// The reader's speech settings, kept in this browser (localStorage) so that read-aloud works the
// same on every page without a round trip; the speech section of /settings edits them. A
// signed-in person's settings are also kept with their account, which is the record: the shell
// puts the account's copy into the browser on the first page of a visit.

export type SpeechLanguage = 'en' | 'fi'

export interface SpeechSettings {
  /** Off: read-aloud buttons do nothing (and say so). */
  enabled: boolean
  /** 0.5–2, 1 is normal speed. */
  rate: number
  /** 0–2, 1 is the voice's own pitch (the server voice ignores it). */
  pitch: number
  /** 0–1. */
  volume: number
  /** A browser voice's voiceURI, SERVER_VOICE, or null for the default choice. */
  voice: string | null
}

/** The voice synthesised by the tts-speak function instead of the browser. */
export const SERVER_VOICE = 'server'
export const SPEECH_SETTINGS_KEY = 'oppi-speech-settings'
/** Fired on window when the settings change in this tab (other tabs get the storage event). */
export const SPEECH_SETTINGS_EVENT = 'oppi:speech-settings'

export const SPEECH_DEFAULTS: SpeechSettings = {
  enabled: true,
  rate: 1,
  pitch: 1,
  volume: 0.8,
  voice: null,
}
export const RATE_RANGE = { min: 0.5, max: 2, step: 0.25 } as const
export const PITCH_RANGE = { min: 0, max: 2, step: 0.25 } as const
export const VOLUME_RANGE = { min: 0, max: 1, step: 0.1 } as const

function clamped(value: unknown, range: { min: number; max: number }, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value)
    ? Math.min(range.max, Math.max(range.min, value))
    : fallback
}

/** Settings from their stored JSON; anything missing, malformed or out of range falls back to the defaults. */
export function parseSpeechSettings(raw: string | null): SpeechSettings {
  try {
    return speechSettingsFrom(raw ? JSON.parse(raw) : {})
  } catch {
    // A damaged value is the same as none.
    return SPEECH_DEFAULTS
  }
}

/** Settings from a stored object (the browser's JSON, or the account's column), as forgiving as above. */
export function speechSettingsFrom(value: unknown): SpeechSettings {
  const stored: Partial<Record<keyof SpeechSettings, unknown>> =
    value && typeof value === 'object' && !Array.isArray(value) ? value : {}
  return {
    enabled: typeof stored.enabled === 'boolean' ? stored.enabled : SPEECH_DEFAULTS.enabled,
    rate: clamped(stored.rate, RATE_RANGE, SPEECH_DEFAULTS.rate),
    pitch: clamped(stored.pitch, PITCH_RANGE, SPEECH_DEFAULTS.pitch),
    volume: clamped(stored.volume, VOLUME_RANGE, SPEECH_DEFAULTS.volume),
    voice: typeof stored.voice === 'string' && stored.voice !== '' ? stored.voice : null,
  }
}

/** Every setting equal (the defaults name them all, so a setting added later is compared too). */
export const sameSpeechSettings = (a: SpeechSettings, b: SpeechSettings) =>
  (Object.keys(SPEECH_DEFAULTS) as (keyof SpeechSettings)[]).every((key) => a[key] === b[key])

export function readSpeechSettings(): SpeechSettings {
  try {
    return parseSpeechSettings(window.localStorage.getItem(SPEECH_SETTINGS_KEY))
  } catch {
    // Storage can be blocked (private modes, policies): the defaults still read aloud.
    return SPEECH_DEFAULTS
  }
}

export function writeSpeechSettings(settings: SpeechSettings) {
  try {
    window.localStorage.setItem(SPEECH_SETTINGS_KEY, JSON.stringify(settings))
  } catch {
    // Not kept, but the change still applies until the page is left.
  }
  window.dispatchEvent(new CustomEvent(SPEECH_SETTINGS_EVENT))
}

/** The part of a browser voice the choice needs (SpeechSynthesisVoice has these). */
export interface VoiceInfo {
  voiceURI: string
  name: string
  lang: string
}

/**
 * The browser voice that reads a text in `lang`, or null when the server voice should:
 * a chosen voice is used when it exists and speaks the text's language; otherwise the first
 * voice of that language. Without one (no voices, or no Finnish voice) the server speaks,
 * since a Finnish text read by an English voice cannot be understood.
 */
export function chooseVoice<V extends VoiceInfo>(
  voices: readonly V[],
  setting: string | null,
  lang: SpeechLanguage,
): V | null {
  if (setting === SERVER_VOICE) return null
  const speaks = (v: V) => v.lang.toLowerCase().replace('_', '-').split('-')[0] === lang
  const chosen = setting ? voices.find((v) => v.voiceURI === setting) : undefined
  if (chosen && speaks(chosen)) return chosen
  return voices.find(speaks) ?? null
}
