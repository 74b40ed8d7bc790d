import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPresencePacer } from '@/components/realtime/presence-pacer'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

/**
 * Hosted Realtime's count of one client's presence messages on a channel
 * (`limit_client_presence_event`, defaults 5 per 30 000 ms): a window opens at the first
 * message; a message beyond the fifth within it closes the channel.
 */
function hostedLimit(maxCalls = 5, windowMs = 30_000) {
  let count = 0
  let resetAt: number | null = null
  let exceeded = false
  return {
    receive(now: number) {
      if (resetAt === null || now > resetAt) {
        count = 1
        resetAt = now + windowMs
      } else if (count >= maxCalls) exceeded = true
      else count += 1
    },
    get exceeded() {
      return exceeded
    },
  }
}

function setup() {
  const sent: string[] = []
  const hosted = hostedLimit()
  const pacer = createPresencePacer<string>((value) => {
    sent.push(value)
    hosted.receive(Date.now())
  })
  return { sent, hosted, pacer }
}

describe("presence pacer: within hosted Realtime's presence limit, always ending on the latest", () => {
  it('sends a burst of changes as one message, the latest', async () => {
    const { sent, pacer } = setup()
    for (const route of ['/a', '/b', '/c']) pacer.push(route)
    await vi.runAllTimersAsync()
    expect(sent).toEqual(['/c'])
  })

  it('never closes the channel however often the page navigates, and ends on the last route', async () => {
    const { sent, hosted, pacer } = setup()
    // Two minutes of a navigation every 1.5 s: 80 routes.
    for (let i = 0; i < 80; i++) {
      pacer.push(`/page/${i}`)
      await vi.advanceTimersByTimeAsync(1500)
    }
    await vi.runAllTimersAsync()
    expect(hosted.exceeded).toBe(false)
    expect(sent.at(-1)).toBe('/page/79')
    expect(sent.length).toBeLessThan(80)
  })

  it('stays within the limit when the network delays some messages and not others', async () => {
    const times: number[] = []
    const pacer = createPresencePacer<number>(() => times.push(Date.now()))
    // Two minutes of a change every 0.7 s.
    for (let i = 0; i < 170; i++) {
      pacer.push(i)
      await vi.advanceTimersByTimeAsync(700)
    }
    await vi.runAllTimersAsync()
    // Every fourth message is held up almost a second on the way, bunching it with the next.
    const arrivals = times.map((t, i) => t + (i % 4 === 0 ? 900 : 0)).sort((a, b) => a - b)
    const hosted = hostedLimit()
    arrivals.forEach((t) => hosted.receive(t))
    expect(times.length).toBeGreaterThan(10)
    expect(hosted.exceeded).toBe(false)
  })

  it('does not send again what went out last', async () => {
    const { sent, pacer } = setup()
    pacer.push('/a')
    await vi.runAllTimersAsync()
    pacer.push('/b')
    pacer.push('/a')
    await vi.runAllTimersAsync()
    expect(sent).toEqual(['/a'])
  })

  it('sends nothing that was waiting when stopped, and works again afterwards', async () => {
    const { sent, pacer } = setup()
    pacer.push('/a')
    pacer.stop()
    await vi.runAllTimersAsync()
    expect(sent).toEqual([])
    pacer.push('/b')
    await vi.runAllTimersAsync()
    expect(sent).toEqual(['/b'])
  })
})
