import { connect } from 'node:net'
import { describe, expect, it } from 'vitest'
import { sendFirstClient, sendFirstFetch } from '../send-first-fetch'
import { restServerForFile } from './support'

/**
 * A body over the front door's 1 MiB limit gets a 413 that the client can read: the server
 * answers at once, then reads the rest of the body away (within bounds) before it closes, so a
 * client that is still sending (here: one that sends its whole body before reading, as on a slow
 * link) does not meet a reset and report "fetch failed" instead. Nothing of such a request is
 * kept, and the server goes on answering.
 */
const server = restServerForFile()
const OVER = 8 * 1024 * 1024

/** A body of undeclared length (sent chunked). */
const stream = (bytes: number) =>
  new ReadableStream<Uint8Array>({
    start(c) {
      for (let sent = 0; sent < bytes; sent += 64 * 1024)
        c.enqueue(new TextEncoder().encode('x'.repeat(64 * 1024)))
      c.close()
    },
  })

const authorCount = async () =>
  (await server().db.query<{ n: number }>('select count(*)::int as n from public.authors')).rows[0]
    .n

async function stillServes() {
  const health = await fetch(`${server().url}/auth/v1/health`, { headers: { connection: 'close' } })
  expect(health.status).toBe(200)
  const read = await sendFirstClient(server(), server().keys.serviceRoleKey)
    .from('authors')
    .select('id')
    .limit(1)
  expect(read.error).toBeNull()
}

describe('a JSON body over the limit, through supabase-js', () => {
  it('rest/v1: insert() gets a 413 error object, not a network error, and nothing is written', async () => {
    const before = await authorCount()
    const db = sendFirstClient(server(), server().keys.serviceRoleKey)
    const r = await db.from('authors').insert({ name: 'x'.repeat(OVER) })
    expect(r.status).toBe(413)
    expect(r.error).toMatchObject({
      code: 'request_too_large',
      message: 'Request body is larger than the 1048576 byte limit',
    })
    expect(await authorCount()).toBe(before)
    await stillServes()
  })

  it('auth/v1: signUp() gets an AuthApiError with status 413, and no user is made', async () => {
    const auth = sendFirstClient(server(), server().keys.anonKey).auth
    const r = await auth.signUp({
      email: 'big@example.com',
      password: 'secret-password',
      options: { data: { note: 'x'.repeat(OVER) } },
    })
    expect(r.error).toMatchObject({ name: 'AuthApiError', status: 413, code: 'request_too_large' })
    const users = await server().db.query(
      `select 1 from auth.users where email = 'big@example.com'`,
    )
    expect(users.rows).toEqual([])
    await stillServes()
  })
})

describe('a body over the limit, with plain fetch', () => {
  it.each(['/rest/v1/authors', '/auth/v1/signup'])(
    '%s: a declared length gets its 413 before and after the body is sent',
    async (p) => {
      const init = () => ({
        method: 'POST',
        headers: { apikey: server().keys.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'x'.repeat(OVER) }),
      })
      for (const f of [fetch, sendFirstFetch]) {
        const res = await f(`${server().url}${p}`, init())
        expect(res.status).toBe(413)
        expect(res.headers.get('connection')).toBe('close')
        expect(await res.json()).toMatchObject({ code: 'request_too_large' })
      }
      await stillServes()
    },
  )

  it.each(['/rest/v1/authors', '/auth/v1/signup'])(
    '%s: a chunked body is counted as it comes and gets its 413',
    async (p) => {
      const before = await authorCount()
      for (const f of [fetch, sendFirstFetch]) {
        const res = await f(`${server().url}${p}`, {
          method: 'POST',
          headers: {
            apikey: server().keys.serviceRoleKey,
            authorization: `Bearer ${server().keys.serviceRoleKey}`,
            'content-type': 'application/json',
          },
          body: stream(OVER),
          duplex: 'half',
        } as RequestInit)
        expect(res.status).toBe(413)
        expect(await res.json()).toMatchObject({ code: 'request_too_large' })
      }
      expect(await authorCount()).toBe(before)
      await stillServes()
    },
  )

  it('a chunked body within the limit is still read whole', async () => {
    const name = 'y'.repeat(200 * 1024)
    const body = JSON.stringify({ name })
    const res = await sendFirstFetch(`${server().url}/rest/v1/authors`, {
      method: 'POST',
      headers: {
        apikey: server().keys.serviceRoleKey,
        authorization: `Bearer ${server().keys.serviceRoleKey}`,
        'content-type': 'application/json',
        prefer: 'return=representation',
      },
      body: new ReadableStream({
        start: (c) => (c.enqueue(new TextEncoder().encode(body)), c.close()),
      }),
      duplex: 'half',
    } as RequestInit)
    expect(res.status).toBe(201)
    expect((await res.json())[0].name).toBe(name)
  })
})

describe('the bound on reading a refused body', () => {
  it('a body far past the limit is cut off after the answer, not read to its end', async () => {
    const { port } = server()
    const socket = connect(port, '127.0.0.1')
    await new Promise((resolve) => socket.once('connect', resolve))
    let answer = ''
    socket.on('data', (c: Buffer) => (answer += c.toString('latin1')))
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()))
    socket.on('error', () => undefined)
    socket.write(
      `POST /rest/v1/authors HTTP/1.1\r\nhost: x\r\napikey: ${server().keys.anonKey}\r\ncontent-type: application/json\r\ntransfer-encoding: chunked\r\n\r\n`,
    )
    // 1 GiB, far past what the server reads away after refusing it (64 MiB).
    const piece = Buffer.concat([
      Buffer.from(`100000\r\n`),
      Buffer.alloc(0x100000, 'x'),
      Buffer.from('\r\n'),
    ])
    let sent = 0
    while (sent < 1024 && !socket.destroyed) {
      if (!socket.write(piece))
        await Promise.race([new Promise((r) => socket.once('drain', r)), closed])
      sent++
    }
    await closed
    expect(sent).toBeLessThan(1024)
    expect(answer).toMatch(/^HTTP\/1\.1 413 /)
    await stillServes()
  })
})
