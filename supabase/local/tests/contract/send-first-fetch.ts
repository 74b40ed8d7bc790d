import { connect, type Socket } from 'node:net'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import ws from 'ws'

/**
 * A fetch for supabase-js that behaves like a client on a slow link: it sends the whole request
 * body before it reads a byte of the answer (undici on loopback reads the answer while still
 * sending, which hides a server that closes mid-body). A server that answers early and then
 * closes makes the rest of the body meet a reset, and this fetch fails as a browser's does:
 * `TypeError: fetch failed`. A body without a declared length (a stream) goes chunked.
 */
export async function sendFirstFetch(
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<Response> {
  const request = new Request(input, init)
  const url = new URL(request.url)
  const body = request.body ? Buffer.from(await request.arrayBuffer()) : null
  const chunked = body !== null && isStream(init?.body)
  const headers = new Headers(request.headers)
  headers.set('host', url.host)
  headers.set('connection', 'close')
  if (body && chunked) headers.set('transfer-encoding', 'chunked')
  else if (body) headers.set('content-length', String(body.length))
  let head = `${request.method} ${url.pathname}${url.search} HTTP/1.1\r\n`
  headers.forEach((value, name) => (head += `${name}: ${value}\r\n`))
  head += '\r\n'

  const socket = connect(Number(url.port), url.hostname)
  socket.pause()
  try {
    await new Promise<void>((resolve, reject) =>
      socket.once('connect', resolve).once('error', reject),
    )
    await write(socket, Buffer.from(head))
    if (body) await sendBody(socket, body, chunked)
    return await readAnswer(socket)
  } catch (e) {
    throw new TypeError('fetch failed', { cause: e })
  } finally {
    socket.destroy()
  }
}

const isStream = (b: unknown) =>
  b instanceof ReadableStream || (typeof b === 'object' && b !== null && 'pipe' in b)

const PIECE = 64 * 1024

async function sendBody(socket: Socket, body: Buffer, chunked: boolean) {
  for (let at = 0; at < body.length; at += PIECE) {
    const piece = body.subarray(at, at + PIECE)
    await write(
      socket,
      chunked
        ? Buffer.concat([
            Buffer.from(`${piece.length.toString(16)}\r\n`),
            piece,
            Buffer.from('\r\n'),
          ])
        : piece,
    )
  }
  if (chunked) await write(socket, Buffer.from('0\r\n\r\n'))
}

function write(socket: Socket, bytes: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    if (socket.destroyed) return reject(new Error('the connection was closed'))
    const fail = (e: Error) => reject(e)
    socket.once('error', fail)
    socket.write(bytes, (e) => {
      socket.off('error', fail)
      if (e) reject(e)
      else resolve()
    })
  })
}

/** The answer, once all of it has arrived (by its Content-Length, chunks, or the close). */
function readAnswer(socket: Socket): Promise<Response> {
  return new Promise((resolve, reject) => {
    let data = Buffer.alloc(0)
    const done = (closed: boolean) => {
      const answer = parse(data, closed)
      if (!answer) {
        if (closed) reject(new Error('the connection closed before the answer'))
        return
      }
      socket.removeAllListeners('data')
      resolve(answer)
    }
    socket.on('data', (chunk: Buffer) => {
      data = Buffer.concat([data, chunk])
      done(false)
    })
    socket.once('end', () => done(true))
    socket.once('error', reject)
    socket.resume()
  })
}

function parse(data: Buffer, closed: boolean): Response | null {
  const end = data.indexOf('\r\n\r\n')
  if (end < 0) return null
  const [statusLine, ...lines] = data.subarray(0, end).toString('latin1').split('\r\n')
  const status = Number(statusLine.split(' ')[1])
  const headers = new Headers()
  for (const line of lines) {
    const colon = line.indexOf(':')
    headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim())
  }
  const rest = data.subarray(end + 4)
  let body: Buffer | null
  if (headers.has('content-length')) {
    const length = Number(headers.get('content-length'))
    body = rest.length >= length ? rest.subarray(0, length) : null
  } else if (/chunked/i.test(headers.get('transfer-encoding') ?? '')) {
    body = unchunk(rest)
  } else body = closed ? rest : null
  if (!body) return null
  headers.delete('transfer-encoding')
  const empty = status === 204 || status === 304
  return new Response(empty ? null : new Uint8Array(body), { status, headers })
}

function unchunk(rest: Buffer): Buffer | null {
  const parts: Buffer[] = []
  let at = 0
  for (;;) {
    const line = rest.indexOf('\r\n', at)
    if (line < 0) return null
    const size = parseInt(rest.subarray(at, line).toString('latin1'), 16)
    if (size === 0) return Buffer.concat(parts)
    if (rest.length < line + 2 + size + 2) return null
    parts.push(rest.subarray(line + 2, line + 2 + size))
    at = line + 2 + size + 2
  }
}

/** supabase-js as the fixtures make it (`key` its API key and bearer token), on sendFirstFetch. */
export const sendFirstClient = (server: { url: string }, key: string): SupabaseClient =>
  createClient(server.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: sendFirstFetch },
    realtime: { transport: ws as never },
  })
