import type { IncomingMessage } from 'node:http'

/**
 * One request at a time writes to (or ends) an upload. A client that lost its connection
 * comes back with a new request while the server may not yet have noticed the old one is
 * dead; the new request wins: the old one is cut off and its bytes so far are kept, as
 * TUS servers do when a lock is asked for.
 */
export class UploadSessions {
  private active = new Map<string, { req: IncomingMessage; done: Promise<void> }>()

  isBusy = (version: string) => this.active.has(version)

  /** Waits until `req` alone works on the upload; the returned function ends its turn. */
  async take(version: string, req: IncomingMessage): Promise<() => void> {
    for (let current = this.active.get(version); current; current = this.active.get(version)) {
      current.req.destroy()
      await current.done
    }
    let release!: () => void
    const done = new Promise<void>((resolve) => (release = resolve))
    const mine = { req, done }
    this.active.set(version, mine)
    return () => {
      if (this.active.get(version) === mine) this.active.delete(version)
      release()
    }
  }
}
