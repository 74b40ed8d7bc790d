import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * A request as a plain route module sees it: the node request's own fields, no web
 * Request/Headers objects. rest/v1 answers every request of the app through this lane, and
 * building those objects per request cost about as much as the rest of the server's work
 * (profiled with `node --cpu-prof` under `npm run bench:local`).
 */
export interface PlainRequest {
  method: string
  /** The path as sent (still percent-encoded), e.g. /rest/v1/profiles. */
  path: string
  /** The query string without `?` (still encoded). */
  search: string
  /** Lower-case names; repeated headers joined with ", " (cookies with "; "), as fetch does. */
  headers: Record<string, string>
  header(name: string): string | undefined
  /** The body as text; rejects with BodyTooLarge past the limit. */
  text(): Promise<string>
  /** The body's bytes (for a bytea argument sent as application/octet-stream). */
  bytes(): Promise<Buffer>
}

export interface PlainResponse {
  status: number
  headers: Record<string, string>
  body: string | null
}

/** A route module that answers plain requests (see PlainRequest). */
export interface PlainHandler {
  kind: 'plain'
  handle(req: PlainRequest): Promise<PlainResponse>
}

export class BodyTooLarge extends Error {}

/** `path` and `search` as the front door split them from the request's URL. */
export function plainRequest(
  incoming: IncomingMessage,
  path: string,
  search: string,
  maxBodyBytes: number,
): PlainRequest {
  const headers: Record<string, string> = {}
  const raw = incoming.headers
  for (const name in raw) {
    const v = raw[name]
    if (v !== undefined)
      headers[name] = Array.isArray(v) ? v.join(name === 'cookie' ? '; ' : ', ') : v
  }
  // A body of undeclared length was read by the front door already (see http/app.ts).
  const early = (incoming as { rawBody?: unknown }).rawBody
  let body: Promise<Buffer> | null = early instanceof Buffer ? Promise.resolve(early) : null
  const bytes = () => (body ??= readBody(incoming, maxBodyBytes))
  return {
    method: incoming.method ?? 'GET',
    path,
    search,
    headers,
    header: (name) => headers[name],
    text: async () => (await bytes()).toString('utf8'),
    bytes,
  }
}

/** The whole body; rejects with BodyTooLarge past `max`, leaving the rest unread (paused). */
export function readBody(incoming: IncomingMessage, max: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    incoming.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > max) {
        incoming.removeAllListeners('data')
        incoming.pause()
        reject(new BodyTooLarge())
      } else chunks.push(chunk)
    })
    incoming.once('end', () => resolve(Buffer.concat(chunks)))
    incoming.once('error', reject)
  })
}

/** Writes a plain response; HEAD gets the headers and no body. */
export function writePlain(res: ServerResponse, method: string, r: PlainResponse) {
  const headers: Record<string, string | number> = { ...r.headers }
  if (r.body !== null && method !== 'HEAD') headers['Content-Length'] = Buffer.byteLength(r.body)
  res.writeHead(r.status, headers)
  res.end(method === 'HEAD' ? undefined : (r.body ?? undefined))
}
