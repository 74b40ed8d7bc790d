// Request limits: message length, how much history is used, and a per-user rate limit
// (_shared/rate-limit.ts: counted in this worker's memory, enough to stop a runaway client).
import { RateLimit } from '../_shared/rate-limit.ts'

export const MAX_MESSAGE_LENGTH = 2000
/** Only the latest messages of the conversation are used as context. */
export const MAX_HISTORY = 8
/** Messages a minute per user; OPPI_CHAT_RATE_LIMIT changes it (a benchmark raises it). */
export const RATE_LIMIT = Number(Deno.env.get('OPPI_CHAT_RATE_LIMIT')) || 20
export const RATE_WINDOW_MS = 60_000

export const chatRate = new RateLimit(RATE_LIMIT, RATE_WINDOW_MS)
