// What one user may ask of read-aloud, and how much speech one worker makes at once. Speech is
// the heaviest work of the app's functions (eSpeak NG holds the worker's CPU for the whole
// synthesis), so without bounds one student's 30 long texts made everybody else wait for
// minutes. Counted in this worker's memory (_shared/rate-limit.ts, _shared/work-slots.ts):
// every hosted isolate and supabase/local's process counts on its own.
import { RateLimit } from '../_shared/rate-limit.ts'
import { WorkSlots } from '../_shared/work-slots.ts'

/** Longest text spoken in one request: a few paragraphs, about a minute of speech (lib/speech cuts longer ones). */
export const MAX_TEXT_LENGTH = 1000

const setting = (name: string, fallback: number) =>
  Math.floor(Number(Deno.env.get(name))) || fallback

/**
 * Texts a minute per user: a long reading is several requests of up to MAX_TEXT_LENGTH, so a
 * student reading page after page stays well within it. OPPI_TTS_RATE_LIMIT changes it.
 */
export const speechRate = new RateLimit(setting('OPPI_TTS_RATE_LIMIT', 30), 60_000)

/**
 * Two texts per user at a time (the app fetches the next part while one plays, and a reading
 * stopped for another may still be on its way), three for everybody, and up to eight more
 * waiting at most ten seconds. OPPI_TTS_USER_CONCURRENCY changes the first (a benchmark
 * raises it, and `total` with it so that one user still cannot fill every slot).
 */
const perUser = setting('OPPI_TTS_USER_CONCURRENCY', 2)
export const speechSlots = new WorkSlots({ perUser, total: perUser + 1, queue: 8, waitMs: 10_000 })
