import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * How much of a refused request's body is still read and thrown away after the answer, and for
 * how long. Closing a connection while the client is still sending makes its kernel send a
 * reset, which can wipe out the answer before the client reads it (supabase-js then reports
 * "fetch failed" instead of the 413). Reading on, as nginx's lingering close does, lets the
 * answer arrive; the bounds keep a client from holding the server with an endless body.
 */
export const LINGER_BYTES = 64 * 1024 * 1024
export const LINGER_MS = 30_000

/**
 * Answers a request whose body may not have been read to its end (a body over a limit, or a
 * refusal before the body mattered). A finished body gets a plain answer on a connection that
 * stays open. Otherwise the whole answer goes out at once with `Connection: close`, the rest of
 * the body is read and discarded up to LINGER_BYTES or LINGER_MS, and only then is the
 * connection closed (cut off if a bound was reached first).
 */
export function refuse(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: string | undefined,
): Promise<void> {
  // HEAD gets the length a GET would, and no body.
  const text = req.method === 'HEAD' ? undefined : body
  const length = body === undefined ? 0 : Buffer.byteLength(body)
  if (bodyDone(req)) {
    res.writeHead(status, { ...headers, 'Content-Length': String(length) })
    res.end(text)
    return Promise.resolve()
  }
  res.writeHead(status, { ...headers, 'Content-Length': String(length), Connection: 'close' })
  // The answer is complete on the wire with this write: its Content-Length says so. end() waits
  // for the drain, because Node closes the socket as soon as a Connection: close answer ends.
  if (text) res.write(text)
  return discardRest(req).then((whole) => {
    res.end()
    if (!whole) res.socket?.destroy()
  })
}

/** The body has been read to its end (or there never was one, or the client went away). */
const bodyDone = (req: IncomingMessage) => req.complete || req.destroyed || req.readableEnded

/**
 * Reads what is left of the body, taking it from whoever was reading it (a pipe into a form
 * parser, a byte counter). True once it ended within the bounds; false when a bound was reached
 * or the client went away.
 */
export function discardRest(req: IncomingMessage): Promise<boolean> {
  if (bodyDone(req)) return Promise.resolve(req.complete)
  return new Promise((resolve) => {
    let seen = 0
    const finish = (whole: boolean) => {
      clearTimeout(timer)
      req.off('data', onData)
      req.off('end', onEnd)
      req.off('close', onClose)
      req.off('error', onClose)
      if (!whole) req.pause()
      resolve(whole)
    }
    const onData = (chunk: Buffer) => {
      seen += chunk.length
      if (seen > LINGER_BYTES) finish(false)
    }
    const onEnd = () => finish(true)
    const onClose = () => finish(req.complete)
    const timer = setTimeout(() => finish(false), LINGER_MS)
    timer.unref()
    req.unpipe()
    req.removeAllListeners('data')
    req.on('data', onData)
    req.once('end', onEnd)
    req.once('close', onClose)
    req.once('error', onClose)
    req.resume()
  })
}
