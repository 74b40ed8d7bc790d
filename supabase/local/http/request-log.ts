import type { Logger } from '../platform/types'

export interface LoggedRequest {
  method: string
  path: string
  status: number
  ms: number
  at: string
}

/** One line per request to the log, and the most recent requests kept for /__local/requests. */
export class RequestLog {
  private entries: LoggedRequest[] = []

  constructor(
    private readonly log: Logger | null,
    private readonly keep = 5000,
  ) {}

  record(method: string, path: string, status: number, ms: number) {
    const entry = { method, path, status, ms: Math.round(ms * 10) / 10, at: new Date().toISOString() }
    this.entries.push(entry)
    if (this.entries.length > this.keep) this.entries.splice(0, this.entries.length - this.keep)
    this.log?.info(`${method} ${path} ${status} ${entry.ms}ms`)
  }

  snapshot(): LoggedRequest[] {
    return [...this.entries]
  }

  clear() {
    this.entries = []
  }
}
