import { Mp3Encoder } from 'npm:@breezystack/lamejs@1.2.7'
import type { Pcm } from './espeak.ts'

const KBPS = 48
const BLOCK = 1152

/** MPEG audio (MP3) of mono samples, at a bit rate plenty for speech. */
export function encodeMp3({ samples, sampleRate }: Pcm): Uint8Array {
  const encoder = new Mp3Encoder(1, sampleRate, KBPS)
  const parts: Uint8Array[] = []
  for (let i = 0; i < samples.length; i += BLOCK) {
    const chunk = encoder.encodeBuffer(samples.subarray(i, i + BLOCK))
    if (chunk.length) parts.push(chunk)
  }
  const tail = encoder.flush()
  if (tail.length) parts.push(tail)
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const p of parts) {
    out.set(p, at)
    at += p.length
  }
  return out
}
