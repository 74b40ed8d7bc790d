import type { Platform } from '../platform/types'
import type { CodeGuard } from './code-guard'
import type { Outbox } from './outbox-store'
import type { RateLimiter } from './ratelimit'

/** What every auth route family gets: the platform plus auth's own in-process state. */
export interface AuthContext {
  platform: Platform
  limiter: RateLimiter
  /** Wrong e-mail codes per address and per code (./code-guard.ts). */
  codeGuard: CodeGuard
  outbox: Outbox
}
