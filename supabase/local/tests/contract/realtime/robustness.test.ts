import { describe, expect, it } from 'vitest'
import { client, Inbox, subscribed, ownRealtimeServer } from './support'
import { HEARTBEAT_OK, RawSocket } from './raw-socket'

const rt = ownRealtimeServer()

/** 500 frames that are not what a client sends: broken JSON, wrong shapes, odd payloads, bad binary. */
function malformed(i: number): string | Buffer {
  const topic = 'realtime:junk'
  const shapes: (string | Buffer)[] = [
    '{not json',
    '',
    'null',
    '42',
    '"text"',
    '[]',
    '[1,2,3]',
    JSON.stringify([null, null, 7, 'phx_join', {}]),
    JSON.stringify(['1', '1', topic, 'phx_join', null]),
    JSON.stringify(['1', '1', topic, 'phx_join', { config: 'x', access_token: 12 }]),
    JSON.stringify([
      '1',
      '1',
      topic,
      'phx_join',
      { config: { postgres_changes: [{ event: 'NOPE' }, null, 3], presence: [] } },
    ]),
    JSON.stringify([
      '1',
      '1',
      topic,
      'presence',
      { type: 'presence', event: 'track', payload: 'nope' },
    ]),
    JSON.stringify(['1', '1', topic, 'broadcast', { type: 'broadcast', event: { no: 1 } }]),
    JSON.stringify(['1', '1', topic, 'access_token', { access_token: ['x'] }]),
    JSON.stringify(['1', '1', 'elsewhere', 'phx_leave', {}]),
    JSON.stringify({ topic, event: 'phx_join' }),
    Buffer.from([3, 255, 255, 255, 255, 255, 1]),
    Buffer.from([3, 1, 1, 1, 1, 0, 1, 0x31, 0x31, 0x78, 0x65, 0x7b]),
    Buffer.from([9, 9, 9]),
    Buffer.alloc(0),
    Buffer.from('\u0000\u0001\u00ff'),
  ]
  return shapes[i % shapes.length]
}

describe('malformed frames', () => {
  it('leave the rt.server serving after a burst of 500, on the same socket and for new clients', async () => {
    const raw = await RawSocket.open(rt.server)
    for (let i = 0; i < 500; i++) {
      const f = malformed(i)
      raw.ws.send(f, { binary: Buffer.isBuffer(f) })
    }
    // The socket still answers, in order, after everything it was sent.
    expect(await raw.heartbeat()).toEqual(HEARTBEAT_OK)
    raw.ws.close()

    // And the rt.server still does its work for a well-behaved client.
    const sb = await client(rt.server)
    const inbox = new Inbox<{ id: number }>()
    const channel = sb
      .channel('after-burst')
      .on('postgres_changes' as never, { event: 'INSERT', schema: 'public', table: 'items' }, ((c: {
        new: { id: number }
      }) => inbox.push(c.new)) as never)
    await subscribed(channel)
    await rt.server.db.query(`insert into items (id, label) values (424242, 'still here')`)
    const [row] = await inbox.count(1)
    expect(row.id).toBe(424242)
    const res = await fetch(`${rt.server.url}/rest/v1/items?id=eq.424242&select=id`, {
      headers: { apikey: rt.server.keys.anonKey },
    })
    expect(await res.json()).toEqual([{ id: 424242 }])
  })

  it('answers events for a topic the socket has not joined with an error', async () => {
    const raw = await RawSocket.open(rt.server)
    const [, , , , payload] = await raw.reply(
      raw.push('realtime:never-joined', 'broadcast', {
        type: 'broadcast',
        event: 'x',
        payload: {},
      }),
    )
    expect(payload).toEqual({ status: 'error', response: { reason: 'unmatched topic' } })
    raw.ws.close()
  })
})
