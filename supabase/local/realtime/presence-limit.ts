/** How many presence messages one client may send on a channel, and over how long. */
export interface PresenceLimits {
  maxCalls: number
  windowMs: number
}

/**
 * Hosted Realtime's defaults (`CLIENT_PRESENCE_MAX_CALLS`, `CLIENT_PRESENCE_WINDOW_MS` in its
 * config/runtime.exs): five presence messages per 30 seconds.
 */
export const HOSTED_PRESENCE_LIMITS: PresenceLimits = { maxCalls: 5, windowMs: 30_000 }

/**
 * One channel's count of its client's presence messages (track or untrack), as hosted
 * Realtime keeps it (`limit_client_presence_event`): a window opens with the first message and
 * lasts `windowMs`; within it `maxCalls` messages pass, and the one after them ends the
 * channel. The first message after the window has passed opens the next one.
 */
export class PresenceCounter {
  private count = 0
  private resetAt: number | null = null

  constructor(private readonly limits: PresenceLimits) {}

  /** Counts one message; false when it is one too many for the current window. */
  take(now = performance.now()): boolean {
    if (this.resetAt === null || now > this.resetAt) {
      this.count = 1
      this.resetAt = now + this.limits.windowMs
      return true
    }
    if (this.count >= this.limits.maxCalls) return false
    this.count += 1
    return true
  }
}
