import { describe, expect, it } from 'vitest'
import { SignJWT, generateKeyPair } from 'jose'
import WebSocket from 'ws'
import { ALICE, client, Inbox, sleep, subscribed, ownRealtimeServer, userToken } from './support'

const rt = ownRealtimeServer()
let room = 0

const now = () => Math.floor(Date.now() / 1000)
const claims = () => ({
  sub: ALICE,
  role: 'authenticated',
  aud: 'authenticated',
  iat: now(),
  exp: now() + 600,
})

async function joinWith(token: string) {
  const sb = await client(rt.server, { token })
  const channel = sb.channel(`auth-${room++}`)
  return subscribed(channel)
}

describe('access tokens at join', () => {
  it('accepts a token signed by the rt.server', async () => {
    await expect(joinWith(await userToken(rt.server, ALICE))).resolves.toBeTruthy()
  })

  it('refuses an expired token', async () => {
    const token = await rt.server.keys.sign({ ...claims(), iat: now() - 120, exp: now() - 60 })
    await expect(joinWith(token)).rejects.toThrow(
      /^InvalidJWTToken: Token has expired \d+ seconds ago$/,
    )
  })

  it('refuses a token signed with another secret or another key', async () => {
    const otherSecret = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('not-the-secret-of-this-rt.server-at-all'))
    await expect(joinWith(otherSecret)).rejects.toThrow(
      'JwtSignatureError: Failed to validate JWT signature',
    )
    const { privateKey } = await generateKeyPair('ES256')
    const otherKey = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'ES256', kid: 'someone-else' })
      .sign(privateKey)
    await expect(joinWith(otherKey)).rejects.toThrow(
      'JwtSignatureError: Failed to validate JWT signature',
    )
  })

  it('refuses a token without role or exp, and one that is no JWT', async () => {
    const { exp: _exp, ...noExp } = claims()
    await expect(joinWith(await rt.server.keys.sign(noExp))).rejects.toThrow(
      'InvalidJWTToken: Fields `role` and `exp` are required in JWT',
    )
    await expect(joinWith('garbage')).rejects.toThrow(
      'MalformedJWT: The token provided is not a valid JWT',
    )
  })

  it('refuses the socket itself when its apikey is not a key of this rt.server', async () => {
    const forged = await new SignJWT({ role: 'anon', exp: now() + 600 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('x'.repeat(40)))
    const status = await new Promise<number>((resolve) => {
      const ws = new WebSocket(
        `${rt.server.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${forged}&vsn=2.0.0`,
      )
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0))
      ws.on('open', () => resolve(101))
      ws.on('error', () => undefined)
    })
    expect(status).toBe(403)
  })
})

/**
 * Alice's client on a token that expires in two seconds, and a channel (not yet subscribed)
 * that collects its system messages and the broadcasts of event `e`.
 */
async function channelOfShortToken(prefix: string) {
  const sb = await client(rt.server, { token: await userToken(rt.server, ALICE, 2) })
  const system = new Inbox<Record<string, unknown>>()
  const got = new Inbox<unknown>()
  const name = `${prefix}-${room++}`
  const channel = sb
    .channel(name)
    .on('system', {}, system.push)
    .on('broadcast', { event: 'e' }, got.push)
  return { sb, channel, name, system, got }
}

describe('a token that expires while joined', () => {
  it('ends the channel with a system error and delivers nothing more', async () => {
    const { channel, name, system, got } = await channelOfShortToken('expiring')
    const statuses = new Inbox<string>()
    channel.subscribe((s) => statuses.push(s))
    await statuses.until((s) => s.includes('SUBSCRIBED'))
    const [msg] = await system.until((m) => m.some((x) => x.status === 'error'), 6000)
    expect(msg).toMatchObject({ extension: 'system', status: 'error', channel: name })
    expect(String(msg.message)).toMatch(/^Token has expired \d+ seconds ago$/)
    await statuses.until((s) => s.includes('CLOSED'))
    // A broadcast to the topic no longer reaches the closed channel.
    const sender = await client(rt.server, { key: rt.server.keys.serviceRoleKey })
    expect(await sender.channel(name).httpSend('e', {})).toEqual({ success: true })
    await sleep(300)
    expect(got.items).toEqual([])
  })

  it('keeps the channel when the client refreshes the token in time', async () => {
    const { sb, channel, name, system, got } = await channelOfShortToken('refreshed')
    await subscribed(channel)
    // What supabase-js does on TOKEN_REFRESHED: an access_token message on every joined channel.
    await sb.realtime.setAuth(await userToken(rt.server, ALICE, 600))
    await sleep(3000)
    const sender = await client(rt.server, { key: rt.server.keys.serviceRoleKey })
    await sender.channel(name).httpSend('e', { still: 'here' })
    await got.count(1)
    expect(system.items.filter((m) => m.status === 'error')).toEqual([])
  })

  it('ends the channel when the refreshed token is forged', async () => {
    const sb = await client(rt.server, { token: await userToken(rt.server, ALICE) })
    const system = new Inbox<Record<string, unknown>>()
    const channel = sb.channel(`forged-refresh-${room++}`).on('system', {}, system.push)
    await subscribed(channel)
    const forged = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('y'.repeat(40)))
    await sb.realtime.setAuth(forged)
    const [msg] = await system.until((m) => m.some((x) => x.status === 'error'))
    expect(msg).toMatchObject({
      extension: 'system',
      status: 'error',
      message: 'Failed to validate JWT signature',
    })
  })
})
