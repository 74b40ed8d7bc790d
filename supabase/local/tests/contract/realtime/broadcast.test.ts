import { beforeAll, describe, expect, it } from 'vitest'
import {
  ALICE,
  BOB,
  client,
  Inbox,
  sleep,
  subscribed,
  ownRealtimeServer,
  userToken,
} from './support'

type Received = { event: string; payload: Record<string, unknown>; type: string }

const rt = ownRealtimeServer()
let room = 0

beforeAll(async () => {
  // Alice may read and write room "team"; Bob may only read it.
  await rt.server.db.query(
    `insert into room_members (room, user_id, can_write) values ('team', $1, true), ('team', $2, false)`,
    [ALICE, BOB],
  )
})

async function join(
  name: string,
  opts: {
    self?: boolean
    ack?: boolean
    private?: boolean
    token?: string
    vsn?: '1.0.0' | '2.0.0'
  } = {},
) {
  const sb = await client(rt.server, { token: opts.token, vsn: opts.vsn })
  const inbox = new Inbox<Received>()
  const channel = sb
    .channel(name, {
      config: {
        broadcast: { self: opts.self ?? false, ack: opts.ack ?? false },
        private: opts.private ?? false,
      },
    })
    .on('broadcast', { event: 'cursor' }, inbox.push as never)
  return { sb, channel, inbox }
}

describe('broadcast', () => {
  for (const vsn of ['1.0.0', '2.0.0'] as const) {
    it(`reaches the other members of the topic, not the sender without self (vsn ${vsn})`, async () => {
      const name = `room-${room++}`
      const a = await join(name, { vsn })
      const b = await join(name, { vsn })
      const other = await join(`${name}-other`, { vsn })
      await subscribed(a.channel)
      await subscribed(b.channel)
      await subscribed(other.channel)
      expect(await a.channel.send({ type: 'broadcast', event: 'cursor', payload: { x: 1 } })).toBe(
        'ok',
      )
      const [got] = await b.inbox.count(1)
      expect(got).toMatchObject({ type: 'broadcast', event: 'cursor', payload: { x: 1 } })
      // b's reply travels the same way a's own copy would have: after it arrives, a would have its copy.
      await b.channel.send({ type: 'broadcast', event: 'cursor', payload: { x: 2 } })
      await a.inbox.count(1)
      expect(a.inbox.items.map((m) => m.payload)).toEqual([{ x: 2 }])
      expect(other.inbox.items).toEqual([])
    })
  }

  it('echoes to the sender with self: true', async () => {
    const me = await join(`room-${room++}`, { self: true })
    await subscribed(me.channel)
    await me.channel.send({ type: 'broadcast', event: 'cursor', payload: { x: 3 } })
    const [got] = await me.inbox.count(1)
    expect(got.payload).toEqual({ x: 3 })
  })

  it('acknowledges each message with ack: true', async () => {
    const name = `room-${room++}`
    const me = await join(name, { ack: true })
    const peer = await join(name)
    await subscribed(me.channel)
    await subscribed(peer.channel)
    const results = await Promise.all(
      [1, 2, 3].map((x) => me.channel.send({ type: 'broadcast', event: 'cursor', payload: { x } })),
    )
    expect(results).toEqual(['ok', 'ok', 'ok'])
    await peer.inbox.count(3)
  })

  it('carries binary payloads to vsn 2 members', async () => {
    const name = `room-${room++}`
    const a = await join(name)
    const b = await join(name)
    await subscribed(a.channel)
    await subscribed(b.channel)
    const bytes = new Uint8Array([1, 2, 3, 250]).buffer
    await a.channel.send({ type: 'broadcast', event: 'cursor', payload: bytes as never })
    const [got] = await b.inbox.count(1)
    expect(new Uint8Array(got.payload as unknown as ArrayBuffer)).toEqual(
      new Uint8Array([1, 2, 3, 250]),
    )
  })

  it('is sent through the REST endpoint by the service role, to joined members', async () => {
    const name = `room-${room++}`
    const member = await join(name)
    await subscribed(member.channel)
    const service = await client(rt.server, { key: rt.server.keys.serviceRoleKey })
    // Not subscribed: realtime-js posts to /realtime/v1/api/broadcast.
    const sender = service.channel(name)
    expect(
      await sender.send({ type: 'broadcast', event: 'cursor', payload: { via: 'rest' } }),
    ).toBe('ok')
    await sender.httpSend('cursor', { via: 'httpSend' })
    await member.inbox.count(2)
    expect(member.inbox.items.map((m) => m.payload)).toEqual([{ via: 'rest' }, { via: 'httpSend' }])
  })

  it('refuses REST broadcasts without a valid key', async () => {
    const res = await fetch(`${rt.server.url}/realtime/v1/api/broadcast`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        apikey: 'not-a-key',
        Authorization: 'Bearer not.a.jwt',
      },
      body: JSON.stringify({ messages: [{ topic: 'x', event: 'e', payload: {} }] }),
    })
    expect(res.status).toBe(401)
    const bad = await fetch(`${rt.server.url}/realtime/v1/api/broadcast`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: rt.server.keys.serviceRoleKey },
      body: JSON.stringify({ messages: [{ event: 'e' }] }),
    })
    expect(bad.status).toBe(422)
  })
})

describe('private channels (row-level security on realtime.messages)', () => {
  it('lets a member join, read and write; a reader reads but cannot send', async () => {
    const alice = await join('team', {
      private: true,
      token: await userToken(rt.server, ALICE),
      ack: true,
    })
    const bob = await join('team', {
      private: true,
      token: await userToken(rt.server, BOB),
      ack: true,
    })
    await subscribed(alice.channel)
    await subscribed(bob.channel)
    expect(
      await alice.channel.send({ type: 'broadcast', event: 'cursor', payload: { from: 'alice' } }),
    ).toBe('ok')
    await bob.inbox.count(1)
    // Bob may not write: his message is dropped without an acknowledgement.
    const bobSend = await bob.channel.send(
      { type: 'broadcast', event: 'cursor', payload: { from: 'bob' } },
      { timeout: 1000 } as never,
    )
    expect(bobSend).toBe('timed out')
    await alice.channel.send({
      type: 'broadcast',
      event: 'cursor',
      payload: { from: 'alice again' },
    })
    await bob.inbox.count(2)
    await sleep(100)
    expect(alice.inbox.items).toEqual([])
    expect(bob.inbox.items.map((m) => m.payload)).toEqual([
      { from: 'alice' },
      { from: 'alice again' },
    ])
  })

  it('refuses a join by a user the policies do not let read the topic, and anon', async () => {
    const stranger = await join('team', {
      private: true,
      token: await userToken(rt.server, crypto.randomUUID()),
    })
    await expect(subscribed(stranger.channel)).rejects.toThrow(
      'Unauthorized: You do not have permissions to read from this Channel topic: team',
    )
    const anon = await join('team', { private: true })
    await expect(subscribed(anon.channel)).rejects.toThrow(/Unauthorized/)
  })

  it('keeps private and public channels of the same name apart', async () => {
    const priv = await join('team', { private: true, token: await userToken(rt.server, BOB) })
    const pub = await join('team')
    const pubSender = await join('team', { ack: true })
    await subscribed(priv.channel)
    await subscribed(pub.channel)
    await subscribed(pubSender.channel)
    await pubSender.channel.send({ type: 'broadcast', event: 'cursor', payload: { public: true } })
    await pub.inbox.count(1)
    await sleep(100)
    expect(priv.inbox.items).toEqual([])
  })

  it('sends private REST broadcasts only for callers allowed to write', async () => {
    const bob = await join('team', { private: true, token: await userToken(rt.server, BOB) })
    await subscribed(bob.channel)
    const post = (token: string, payload: unknown) =>
      fetch(`${rt.server.url}/realtime/v1/api/broadcast`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          apikey: rt.server.keys.anonKey,
          Authorization: `Bearer ${token}`,
        },
        body: JSON.stringify({
          messages: [{ topic: 'team', event: 'cursor', payload, private: true }],
        }),
      })
    expect((await post(await userToken(rt.server, BOB), { from: 'bob' })).status).toBe(202)
    expect((await post(rt.server.keys.serviceRoleKey, { from: 'service' })).status).toBe(202)
    await bob.inbox.count(1)
    await sleep(100)
    expect(bob.inbox.items.map((m) => m.payload)).toEqual([{ from: 'service' }])
  })
})
