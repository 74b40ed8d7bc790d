// Request limits: message length, how much history is used, and a per-user rate limit kept in
// this worker's memory (each worker counts on its own; enough to stop a runaway client).

export const MAX_MESSAGE_LENGTH = 2000
/** Only the latest messages of the conversation are used as context. */
export const MAX_HISTORY = 8
/** Messages a minute per user; OPPI_CHAT_RATE_LIMIT changes it (a benchmark raises it). */
export const RATE_LIMIT = Number(Deno.env.get('OPPI_CHAT_RATE_LIMIT')) || 20
export const RATE_WINDOW_MS = 60_000

const recent = new Map<string, number[]>()

/** Records a request by `userId`; returns the seconds to wait when over the limit, else 0. */
export function rateLimited(userId: string, now = Date.now()): number {
  const times = (recent.get(userId) ?? []).filter((t) => t > now - RATE_WINDOW_MS)
  if (times.length >= RATE_LIMIT) {
    recent.set(userId, times)
    return Math.max(1, Math.ceil((times[0] + RATE_WINDOW_MS - now) / 1000))
  }
  times.push(now)
  recent.set(userId, times)
  // Forget users who have been quiet for a whole window, so the map does not grow forever.
  if (recent.size > 10_000) {
    for (const [id, ts] of recent) if (ts.every((t) => t <= now - RATE_WINDOW_MS)) recent.delete(id)
  }
  return 0
}
