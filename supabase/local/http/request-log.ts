import type { Logger } from '../platform/types'

export interface LoggedRequest {
  method: string
  path: string
  status: number
  ms: number
  at: string
}

/**
 * One line per request to the log, and the most recent requests kept for /__local/requests.
 * A ring buffer: recording stays O(1) however long the server runs.
 */
export class RequestLog {
  private entries: LoggedRequest[] = []
  private next = 0

  constructor(
    private readonly log: Logger | null,
    private readonly keep = 5000,
  ) {}

  record(method: string, path: string, status: number, ms: number) {
    const entry = {
      method,
      path,
      status,
      ms: Math.round(ms * 10) / 10,
      at: new Date().toISOString(),
    }
    if (this.entries.length < this.keep) this.entries.push(entry)
    else this.entries[this.next] = entry
    this.next = (this.next + 1) % this.keep
    this.log?.info(`${method} ${path} ${status} ${entry.ms}ms`)
  }

  /** Oldest first. */
  snapshot(): LoggedRequest[] {
    if (this.entries.length < this.keep) return [...this.entries]
    return [...this.entries.slice(this.next), ...this.entries.slice(0, this.next)]
  }

  clear() {
    this.entries = []
    this.next = 0
  }
}
