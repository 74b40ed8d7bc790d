import { describe, expect, it } from 'vitest'
import type {
  RealtimePresenceJoinPayload,
  RealtimePresenceLeavePayload,
} from '@supabase/supabase-js'
import { client, Inbox, subscribed, ownRealtimeServer, type RealtimeServer } from './support'
import { HEARTBEAT_OK, RawSocket } from './raw-socket'

type Join = RealtimePresenceJoinPayload<Record<string, unknown>>
type Leave = RealtimePresenceLeavePayload<Record<string, unknown>>

let room = 0

async function member(server: RealtimeServer, name: string, key: string) {
  const sb = await client(server)
  const joins = new Inbox<Join>()
  const leaves = new Inbox<Leave>()
  const syncs = new Inbox<null>()
  const channel = sb
    .channel(name, { config: { presence: { key } } })
    .on('presence', { event: 'join' }, joins.push as never)
    .on('presence', { event: 'leave' }, leaves.push as never)
    .on('presence', { event: 'sync' }, () => syncs.push(null))
  await subscribed(channel)
  return { channel, joins, leaves, syncs }
}

const keys = (state: Record<string, unknown>) => Object.keys(state).sort()

describe('presence', () => {
  const rt = ownRealtimeServer()
  const server = () => rt.server

  it('syncs state, joins, re-tracks and leaves between members', async () => {
    const name = `lobby-${room++}`
    const a = await member(server(), name, 'alice')
    const b = await member(server(), name, 'bob')
    expect(await a.channel.track({ status: 'online' })).toBe('ok')
    await b.joins.until((j) => j.some((x) => x.key === 'alice'))
    expect(b.channel.presenceState().alice).toEqual([
      expect.objectContaining({ status: 'online', presence_ref: expect.any(String) }),
    ])

    expect(await b.channel.track({ status: 'away' })).toBe('ok')
    await a.joins.until((j) => j.some((x) => x.key === 'bob'))
    expect(keys(a.channel.presenceState())).toEqual(['alice', 'bob'])

    // A member joining later gets the whole state at once.
    const c = await member(server(), name, 'carol')
    await c.syncs.count(1)
    expect(keys(c.channel.presenceState())).toEqual(['alice', 'bob'])

    // Tracking again replaces the member's meta.
    await a.channel.track({ status: 'busy' })
    await b.joins.until((j) =>
      j.some((x) => x.key === 'alice' && x.newPresences[0]?.status === 'busy'),
    )
    expect(b.channel.presenceState().alice).toEqual([expect.objectContaining({ status: 'busy' })])

    // The re-track itself was a leave of the old meta; wait for the leave of the new one.
    expect(b.leaves.items.map((x) => [x.key, x.leftPresences[0]?.status])).toEqual([
      ['alice', 'online'],
    ])
    expect(await a.channel.untrack()).toBe('ok')
    await b.leaves.until((l) =>
      l.some((x) => x.key === 'alice' && x.leftPresences[0]?.status === 'busy'),
    )
    expect(keys(b.channel.presenceState())).toEqual(['bob'])
  })

  it('drops a member whose socket closes without leaving', async () => {
    const name = `lobby-${room++}`
    const watcher = await member(server(), name, 'watcher')
    const raw = await RawSocket.open(server())
    const topic = `realtime:${name}`
    await raw.reply(
      raw.push(topic, 'phx_join', { config: { presence: { key: 'ghost', enabled: true } } }),
    )
    await raw.reply(
      raw.push(topic, 'presence', { type: 'presence', event: 'track', payload: { n: 1 } }),
    )
    await watcher.joins.until((j) => j.some((x) => x.key === 'ghost'))
    raw.ws.terminate()
    await watcher.leaves.until((l) => l.some((x) => x.key === 'ghost'))
    expect(keys(watcher.channel.presenceState())).toEqual([])
  })
})

describe('presence of a socket that goes silent', () => {
  // Two missed heartbeats close a socket; here the window is short so the test is quick.
  const rt = ownRealtimeServer({ SUPABASE_LOCAL_REALTIME_IDLE_MS: '1500' })
  const server = () => rt.server

  it('leaves once the socket sends nothing for the idle window, while heartbeating sockets stay', async () => {
    const name = `lobby-${room++}`
    const topic = `realtime:${name}`
    const watcher = await RawSocket.open(server())
    await watcher.reply(
      watcher.push(topic, 'phx_join', { config: { presence: { key: 'watcher', enabled: true } } }),
    )
    const ghost = await RawSocket.open(server())
    await ghost.reply(
      ghost.push(topic, 'phx_join', { config: { presence: { key: 'ghost', enabled: true } } }),
    )
    await ghost.reply(
      ghost.push(topic, 'presence', { type: 'presence', event: 'track', payload: {} }),
    )
    // The ghost stops reading and writing but never closes its connection.
    ;(ghost.ws as unknown as { _socket: { pause(): void } })._socket.pause()
    const started = Date.now()
    const leftAt = await new Promise<number>((resolve, reject) => {
      const beat = setInterval(() => watcher.push('phoenix', 'heartbeat', {}, null), 300)
      const poll = setInterval(() => {
        const left = watcher.frames.some(
          (f) =>
            f[3] === 'presence_diff' &&
            Object.keys((f[4] as { leaves: object }).leaves).includes('ghost'),
        )
        if (left || Date.now() - started > 8000) {
          clearInterval(beat)
          clearInterval(poll)
          if (left) resolve(Date.now())
          else reject(new Error('the silent socket never left'))
        }
      }, 50)
    })
    expect(leftAt - started).toBeGreaterThanOrEqual(1000)
    // The watcher, which kept its heartbeat, is still served.
    expect(await watcher.heartbeat()).toEqual(HEARTBEAT_OK)
    ghost.ws.terminate()
    watcher.ws.close()
  })
})
