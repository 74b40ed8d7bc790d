// A per-user rate limit: at most `limit` requests in any `windowMs`, counted in this worker's
// memory. Each worker (a hosted isolate, or supabase/local's process) counts on its own and
// forgets when it is recycled, so this stops a runaway client, not a determined one.
import { corsHeaders } from './cors.ts'

export class RateLimit {
  private recent = new Map<string, number[]>()

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** Seconds `userId` must wait before their next request is allowed, or 0 when it is. Records nothing. */
  wait(userId: string, now = Date.now()): number {
    const times = this.times(userId, now)
    if (times.length < this.limit) return 0
    return Math.max(1, Math.ceil((times[0] + this.windowMs - now) / 1000))
  }

  /** Counts a request by `userId`. */
  record(userId: string, now = Date.now()) {
    this.recent.set(userId, [...this.times(userId, now), now])
    // Forget users who have been quiet for a whole window, so the map does not grow forever.
    if (this.recent.size > 10_000) {
      for (const [id, ts] of this.recent)
        if (ts.every((t) => t <= now - this.windowMs)) this.recent.delete(id)
    }
  }

  /** Records a request by `userId` when allowed: the seconds to wait when over the limit, else 0. */
  take(userId: string, now = Date.now()): number {
    const wait = this.wait(userId, now)
    if (!wait) this.record(userId, now)
    return wait
  }

  private times(userId: string, now: number) {
    return (this.recent.get(userId) ?? []).filter((t) => t > now - this.windowMs)
  }
}

/** A 429 refusal with the stable `error` code the app translates and the seconds to wait (also as Retry-After). */
export function tooManyRequests(error: string, retryAfter: number): Response {
  return Response.json(
    { error, retryAfter },
    {
      status: 429,
      headers: { ...corsHeaders, 'Retry-After': String(retryAfter) },
    },
  )
}
