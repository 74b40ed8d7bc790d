// The bound on concurrent work that Edge Functions share (supabase/functions/_shared/work-slots.ts):
// per user, for everybody, a short queue, and fairness between users.
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  isRefusal,
  WorkSlots,
  type Slot,
  type SlotRefusal,
} from '../../../supabase/functions/_shared/work-slots'

const slotOf = (answer: Slot | SlotRefusal) => {
  if (isRefusal(answer)) throw new Error(`refused: ${answer.refused}`)
  return answer
}

afterEach(() => vi.useRealTimers())

describe('WorkSlots', () => {
  it('gives a user their few slots and refuses the next at once, without queueing it', async () => {
    const slots = new WorkSlots({ perUser: 2, total: 3, queue: 8, waitMs: 10_000 })
    const first = slotOf(await slots.acquire('flooder'))
    slotOf(await slots.acquire('flooder'))
    expect(await slots.acquire('flooder')).toEqual({ refused: 'too_many_at_once', retryAfter: 2 })
    // Somebody else still finds a free slot.
    slotOf(await slots.acquire('reader'))
    first.release()
    first.release()
    slotOf(await slots.acquire('flooder'))
  })

  it('queues past the bound for everybody, and gives a freed slot to the user with the least work running', async () => {
    const slots = new WorkSlots({ perUser: 2, total: 2, queue: 8, waitMs: 10_000 })
    const a1 = slotOf(await slots.acquire('a'))
    slotOf(await slots.acquire('a'))
    const started: string[] = []
    const b = slots.acquire('b').then((s) => (started.push('b'), slotOf(s)))
    const c = slots.acquire('c').then((s) => (started.push('c'), slotOf(s)))
    await Promise.resolve()
    expect(started).toEqual([])
    a1.release()
    const bSlot = await b
    expect(started).toEqual(['b'])
    bSlot.release()
    await c
    expect(started).toEqual(['b', 'c'])
  })

  it('lets a later user with no work running go before a busier one that waited longer', async () => {
    const slots = new WorkSlots({ perUser: 2, total: 2, queue: 8, waitMs: 10_000 })
    slotOf(await slots.acquire('a'))
    const b1 = slotOf(await slots.acquire('b'))
    const order: string[] = []
    // a still has one running when b's ends: a's second waits behind c, who has none.
    void slots.acquire('a').then(() => order.push('a'))
    void slots.acquire('c').then(() => order.push('c'))
    b1.release()
    await new Promise((r) => setTimeout(r, 0))
    expect(order).toEqual(['c'])
  })

  it('refuses with busy when the queue is full, and when the wait runs out', async () => {
    vi.useFakeTimers()
    const slots = new WorkSlots({ perUser: 1, total: 1, queue: 1, waitMs: 5000 })
    const a = slotOf(await slots.acquire('a'))
    const waiting = slots.acquire('b')
    expect(await slots.acquire('c')).toEqual({ refused: 'busy', retryAfter: 5 })
    vi.advanceTimersByTime(5000)
    expect(await waiting).toEqual({ refused: 'busy', retryAfter: 5 })
    // The user who gave up waiting may ask again, and gets the slot once it is free.
    a.release()
    expect(isRefusal(await slots.acquire('b'))).toBe(false)
  })
})
