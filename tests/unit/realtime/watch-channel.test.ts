import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js'
import { createChannelHealth } from '@/components/realtime/health'
import { rebuildDelay, watchChannel } from '@/components/realtime/watch-channel'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

/** A channel as realtime-js hands it over, driven by the test: its status and system messages. */
class FakeChannel {
  status: (status: string) => void = () => {}
  system: (message: Record<string, unknown>) => void = () => {}
  tornDown = false

  on(type: string, _filter: unknown, callback: (message: Record<string, unknown>) => void) {
    if (type === 'system') this.system = callback
    return this
  }

  subscribe(callback: (status: string) => void) {
    this.status = callback
    return this
  }

  teardown() {
    this.tornDown = true
  }
}

function setup(options: { changes?: boolean } = {}) {
  const made: FakeChannel[] = []
  const removed: FakeChannel[] = []
  const client = {
    removeChannel: async (channel: FakeChannel) => {
      removed.push(channel)
      return 'ok'
    },
  } as unknown as SupabaseClient
  const make = () => {
    const channel = new FakeChannel()
    made.push(channel)
    return channel as unknown as RealtimeChannel
  }
  const told: string[] = []
  const report = createChannelHealth(
    { paused: () => told.push('paused'), resumed: () => told.push('resumed') },
    4000,
  )
  let joins = 0
  const stop = watchChannel(client, make, 'topic', report, () => (joins += 1), options)
  return { made, removed, told, stop, joins: () => joins }
}

/** Past any back-off the watcher may be waiting out. */
const pastBackOff = () => vi.advanceTimersByTimeAsync(60_000)

describe('watchChannel: a channel the server closed is made again', () => {
  it('lets the closed channel go, makes a new one after a back-off and catches up when it joins', async () => {
    const { made, removed, joins } = setup()
    made[0].status('SUBSCRIBED')
    expect(joins()).toBe(1)
    made[0].status('CLOSED')
    expect(made[0].tornDown).toBe(true)
    // realtime-js already forgot it; leaving it again would drop the next one of its topic.
    expect(removed).toEqual([])
    expect(made).toHaveLength(1)
    await pastBackOff()
    expect(made).toHaveLength(2)
    made[1].status('SUBSCRIBED')
    expect(joins()).toBe(2)
  })

  it('tells "paused" while the channel is gone and "resumed" once the new one has joined', async () => {
    const { made, told } = setup()
    made[0].status('SUBSCRIBED')
    made[0].status('CLOSED')
    await pastBackOff()
    expect(told).toEqual(['paused'])
    made[1].status('SUBSCRIBED')
    expect(told).toEqual(['paused', 'resumed'])
  })

  it('keeps making channels while each one closes', async () => {
    const { made } = setup()
    for (let i = 0; i < 6; i++) {
      made[i].status('CLOSED')
      await pastBackOff()
    }
    expect(made).toHaveLength(7)
  })

  it('makes nothing more once the page lets the channel go, and tells no outage', async () => {
    const { made, told, stop } = setup()
    made[0].status('SUBSCRIBED')
    made[0].status('CLOSED')
    stop()
    await pastBackOff()
    expect(made).toHaveLength(1)
    expect(told).toEqual([])
  })

  it('ignores what the old channel reports after it was replaced', async () => {
    const { made, joins } = setup()
    made[0].status('CLOSED')
    await pastBackOff()
    made[0].status('SUBSCRIBED')
    made[0].status('CLOSED')
    await pastBackOff()
    expect(joins()).toBe(0)
    expect(made).toHaveLength(2)
  })

  it('leaves a channel the page removes', () => {
    const { made, removed, stop } = setup()
    made[0].status('SUBSCRIBED')
    stop()
    expect(removed).toEqual([made[0]])
  })
})

describe('watchChannel with postgres_changes: joined once the subscription exists', () => {
  const subscribedToPostgres = {
    extension: 'postgres_changes',
    status: 'ok',
    message: 'Subscribed to PostgreSQL',
    channel: 'topic',
  }

  it('catches up on "Subscribed to PostgreSQL", not on the join reply before it', () => {
    const { made, joins } = setup({ changes: true })
    made[0].status('SUBSCRIBED')
    expect(joins()).toBe(0)
    made[0].system({
      extension: 'system',
      status: 'ok',
      message: 'Replication connection established',
    })
    expect(joins()).toBe(0)
    made[0].system(subscribedToPostgres)
    expect(joins()).toBe(1)
  })

  it('counts a rejoined channel as down until its subscription exists again', async () => {
    const { made, told } = setup({ changes: true })
    made[0].status('SUBSCRIBED')
    made[0].system(subscribedToPostgres)
    made[0].status('CHANNEL_ERROR')
    made[0].status('SUBSCRIBED')
    await vi.advanceTimersByTimeAsync(5000)
    expect(told).toEqual(['paused'])
    made[0].system(subscribedToPostgres)
    expect(told).toEqual(['paused', 'resumed'])
  })

  it('leaves a channel whose subscription failed and subscribes a new one', async () => {
    const { made, removed, joins } = setup({ changes: true })
    made[0].status('SUBSCRIBED')
    made[0].system({ extension: 'postgres_changes', status: 'error', message: 'Unable to…' })
    expect(removed).toEqual([made[0]])
    // Leaving reports CLOSED; the channel is already being replaced, once.
    made[0].status('CLOSED')
    await pastBackOff()
    expect(made).toHaveLength(2)
    made[1].status('SUBSCRIBED')
    made[1].system(subscribedToPostgres)
    expect(joins()).toBe(1)
  })
})

describe('rebuildDelay', () => {
  it('grows with each try up to a ceiling, with at most a fifth added at random', () => {
    const delays = [1, 2, 3, 4, 5, 9].map((n) => rebuildDelay(n, () => 0))
    expect(delays).toEqual([...delays].sort((a, b) => a - b))
    expect(new Set(delays.slice(3)).size).toBe(1)
    expect(rebuildDelay(2, () => 0.999)).toBeLessThanOrEqual(rebuildDelay(2, () => 0) * 1.2)
  })
})
