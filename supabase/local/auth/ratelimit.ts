import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import { AuthError } from './errors'

const WINDOW_MS = 5 * 60 * 1000

/** Per-IP sliding windows of five minutes, one per bucket, as config.toml's [auth.rate_limit]. */
export class RateLimiter {
  private hits = new Map<string, number[]>()

  /** Records one request; throws 429 over_request_rate_limit once `limit` is exceeded. */
  hit(bucket: string, ip: string, limit: number) {
    const key = `${bucket}:${ip}`
    const now = Date.now()
    const list = (this.hits.get(key) ?? []).filter((t) => t > now - WINDOW_MS)
    if (list.length >= limit) {
      this.hits.set(key, list)
      throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached')
    }
    list.push(now)
    this.hits.set(key, list)
    if (this.hits.size > 10_000) this.prune(now)
  }

  private prune(now: number) {
    for (const [k, v] of this.hits) if (!v.some((t) => t > now - WINDOW_MS)) this.hits.delete(k)
  }
}

export function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown'
  }
}
