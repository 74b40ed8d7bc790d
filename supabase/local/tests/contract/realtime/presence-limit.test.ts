import { describe, expect, it } from 'vitest'
import { client, Inbox, subscribed, ownRealtimeServer, type RealtimeServer } from './support'
import { RawSocket } from './raw-socket'

let room = 0

/** A raw socket joined to `topic` with presence under `key`. */
async function joined(server: RealtimeServer, topic: string, key: string) {
  const raw = await RawSocket.open(server)
  await raw.reply(raw.push(topic, 'phx_join', { config: { presence: { key, enabled: true } } }))
  return raw
}

const presence = (event: string, payload: unknown = {}) => ({ type: 'presence', event, payload })

describe('presence messages per client and channel', () => {
  const rt = ownRealtimeServer()
  const server = () => rt.server

  it("answers five presence messages (track or untrack), then ends the channel with hosted Realtime's system error and phx_close", async () => {
    const name = `limited-${room++}`
    const topic = `realtime:${name}`
    const raw = await joined(server(), topic, 'busy')
    const events = ['track', 'track', 'untrack', 'track', 'track']
    for (const [i, event] of events.entries()) {
      const [, , , , reply] = await raw.reply(raw.push(topic, 'presence', presence(event, { i })))
      expect(reply, `message ${i + 1}`).toEqual({ status: 'ok', response: {} })
    }
    const sixth = raw.push(topic, 'presence', presence('track', { i: 5 }))
    await expect.poll(() => raw.frames.some((f) => f[3] === 'phx_close')).toBe(true)
    const after = raw.frames.filter((f) => f[2] === topic).slice(-2)
    expect(after.map((f) => [f[3], f[4]])).toEqual([
      [
        'system',
        {
          extension: 'system',
          status: 'error',
          message: 'Client presence rate limit exceeded',
          channel: name,
        },
      ],
      ['phx_close', {}],
    ])
    // The message that was one too many is never answered.
    expect(raw.frames.some((f) => f[1] === sixth)).toBe(false)
    raw.ws.close()
  })

  it('counts per channel: another channel of the same socket, and the same topic joined again, start afresh', async () => {
    const sb = await client(server())
    const name = `limited-${room++}`
    const system = new Inbox<Record<string, unknown>>()
    const statuses = new Inbox<string>()
    const channel = sb
      .channel(name, { config: { presence: { key: 'me' } } })
      .on('system', {}, system.push)
    channel.subscribe((status) => statuses.push(status))
    await statuses.until((s) => s.includes('SUBSCRIBED'))
    const neighbour = await subscribed(
      sb.channel(`neighbour-${room++}`, { config: { presence: { key: 'me' } } }),
    )
    for (let i = 0; i < 5; i++) expect(await channel.track({ i })).toBe('ok')
    void channel.track({ i: 5 })
    await statuses.until((s) => s.includes('CLOSED'))
    expect(system.items).toEqual([
      expect.objectContaining({ status: 'error', message: 'Client presence rate limit exceeded' }),
    ])
    // The neighbour on the same socket has a budget of its own.
    expect(await neighbour.track({ here: true })).toBe('ok')
    // A channel built again for the same topic (what the app does after a close) starts afresh.
    const again = await subscribed(sb.channel(name, { config: { presence: { key: 'me' } } }))
    expect(again).not.toBe(channel)
    for (let i = 0; i < 5; i++) expect(await again.track({ i })).toBe('ok')
  })
})

describe('presence limit window', () => {
  // The window is hosted Realtime's 30 s by default; a short one keeps this test quick.
  const rt = ownRealtimeServer({ SUPABASE_LOCAL_REALTIME_PRESENCE_WINDOW_MS: '1000' })

  it('opens a new window with the first message after the last one has passed', async () => {
    const name = `windowed-${room++}`
    const topic = `realtime:${name}`
    const raw = await joined(rt.server, topic, 'patient')
    const send = async (i: number) => {
      const [, , , , reply] = await raw.reply(raw.push(topic, 'presence', presence('track', { i })))
      return reply
    }
    for (let i = 0; i < 5; i++) expect(await send(i)).toEqual({ status: 'ok', response: {} })
    await new Promise((r) => setTimeout(r, 1200))
    for (let i = 5; i < 10; i++) expect(await send(i)).toEqual({ status: 'ok', response: {} })
    expect(raw.frames.some((f) => f[3] === 'phx_close')).toBe(false)
    raw.ws.close()
  })
})
