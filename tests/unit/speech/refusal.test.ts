import { describe, expect, it } from 'vitest'
import { speechProblemOf } from '@/lib/speech/speech-refusal'

describe('speechProblemOf', () => {
  it("reads tts-speak's refusals the reader can act on", () => {
    expect(speechProblemOf(400, 'text_too_long')).toBe('too_long')
    expect(speechProblemOf(429, 'too_many_at_once')).toBe('busy')
    expect(speechProblemOf(429, 'busy')).toBe('busy')
    expect(speechProblemOf(429, 'rate_limited')).toBe('busy')
  })

  it('leaves every other answer a plain failure', () => {
    expect(speechProblemOf(400, 'text_required')).toBeNull()
    expect(speechProblemOf(500, 'speech_failed')).toBeNull()
    expect(speechProblemOf(429, undefined)).toBeNull()
    expect(speechProblemOf(502, 'too_many_at_once')).toBeNull()
  })
})
