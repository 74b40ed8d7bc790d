// Bounds on the work one worker does at once, fair between users: each user may have a few
// requests running or waiting, everybody together a few more, and a short queue takes the rest
// for a moment. A user already at their own bound is refused at once rather than queued, and a
// freed slot goes to the waiting user with the least work running, so one user's flood never
// stands in front of somebody else's request. Kept in this worker's memory, like RateLimit.
// (No imports: the unit tests run this file in Node as well.)

export interface SlotLimits {
  /** Requests one user may have running or waiting at once; keep it below `total`. */
  perUser: number
  /** Requests running at once, all users together. */
  total: number
  /** Requests that may wait for a slot when all are taken. */
  queue: number
  /** How long a request waits for a slot before it is refused. */
  waitMs: number
}

export interface Slot {
  /** Gives the slot back (once; later calls do nothing). */
  release(): void
}

/** Why no slot was given: `too_many_at_once` (this user's bound) or `busy` (everybody's). */
export interface SlotRefusal {
  refused: 'too_many_at_once' | 'busy'
  /** Seconds after which asking again is worth it. */
  retryAfter: number
}

interface Waiter {
  userId: string
  start: () => void
  timer: ReturnType<typeof setTimeout>
}

/** Seconds to wait when the user's own requests fill their bound: they are about to finish. */
const OWN_WORK_RETRY_SECONDS = 2

export class WorkSlots {
  private running = 0
  /** Per user: requests running or waiting. */
  private held = new Map<string, number>()
  /** Per user: requests running. */
  private runningOf = new Map<string, number>()
  private waiting: Waiter[] = []

  constructor(readonly limits: SlotLimits) {}

  /** A slot for `userId`'s request, now or after a short wait, or the refusal. */
  acquire(userId: string): Promise<Slot | SlotRefusal> {
    if ((this.held.get(userId) ?? 0) >= this.limits.perUser) {
      return Promise.resolve({ refused: 'too_many_at_once', retryAfter: OWN_WORK_RETRY_SECONDS })
    }
    const busy: SlotRefusal = {
      refused: 'busy',
      retryAfter: Math.max(1, Math.ceil(this.limits.waitMs / 1000)),
    }
    if (this.running >= this.limits.total && this.waiting.length >= this.limits.queue)
      return Promise.resolve(busy)

    add(this.held, userId, 1)
    if (this.running < this.limits.total) return Promise.resolve(this.start(userId))
    return new Promise((resolve) => {
      const waiter: Waiter = {
        userId,
        start: () => resolve(this.start(userId)),
        timer: setTimeout(() => {
          this.waiting = this.waiting.filter((w) => w !== waiter)
          add(this.held, userId, -1)
          resolve(busy)
        }, this.limits.waitMs),
      }
      this.waiting.push(waiter)
    })
  }

  private start(userId: string): Slot {
    this.running++
    add(this.runningOf, userId, 1)
    let released = false
    return {
      release: () => {
        if (released) return
        released = true
        this.running--
        add(this.runningOf, userId, -1)
        add(this.held, userId, -1)
        this.next()
      },
    }
  }

  /** Starts waiting requests while slots are free: first those whose user has the least work running. */
  private next() {
    while (this.running < this.limits.total && this.waiting.length) {
      let pick = 0
      for (let i = 1; i < this.waiting.length; i++) {
        const load = (w: Waiter) => this.runningOf.get(w.userId) ?? 0
        if (load(this.waiting[i]) < load(this.waiting[pick])) pick = i
      }
      const [waiter] = this.waiting.splice(pick, 1)
      clearTimeout(waiter.timer)
      waiter.start()
    }
  }
}

/** Adds `delta` to a user's count, forgetting users at zero so the maps stay small. */
function add(counts: Map<string, number>, userId: string, delta: number) {
  const value = (counts.get(userId) ?? 0) + delta
  if (value > 0) counts.set(userId, value)
  else counts.delete(userId)
}

/** Whether `acquire` refused. */
export const isRefusal = (slot: Slot | SlotRefusal): slot is SlotRefusal => 'refused' in slot
