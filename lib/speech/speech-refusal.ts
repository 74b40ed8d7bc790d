// tts-speak's refusals the reader can act on, from its stable error codes: a text too long for
// one request, or too many requests at once or in a minute (the function's limits: see
// supabase/functions/tts-speak/limits.ts). Anything else is a plain failure.

/** `too_long`: the text cannot be read in one request; `busy`: try again in a moment. */
export type SpeechProblem = 'too_long' | 'busy'

const PROBLEMS: Record<string, SpeechProblem> = {
  text_too_long: 'too_long',
  too_many_at_once: 'busy',
  busy: 'busy',
  rate_limited: 'busy',
}

/** The problem an answer of tts-speak reports (its status and JSON `error` code), or null. */
export function speechProblemOf(status: number, code: unknown): SpeechProblem | null {
  if (status !== 400 && status !== 429) return null
  return typeof code === 'string' ? (PROBLEMS[code] ?? null) : null
}

/** Thrown by the page's synthesize when tts-speak refuses with one of these problems. */
export class SpeechRefusedError extends Error {
  constructor(readonly problem: SpeechProblem) {
    super(`tts-speak refused: ${problem}`)
    this.name = 'SpeechRefusedError'
  }
}
