import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { getRequestListener } from '@hono/node-server'
import type { Platform, RouteModule } from '../platform/types'
import { corsHeaders, preflightHeaders } from './cors'
import { BodyTooLarge, plainRequest, writePlain, type PlainHandler, type PlainResponse } from './plain'
import { RequestLog } from './request-log'
import type { StreamHandler } from './stream'

export const MAX_BODY_BYTES = 1024 * 1024

const json = (status: number, body: unknown, headers: Record<string, string> = {}): PlainResponse => ({
  status,
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
})
// The unread body stays on the socket: close it, or a client reusing the connection would
// see its next request fail.
const tooLarge = () =>
  json(413, { code: 'request_too_large', message: `Request body is larger than the ${MAX_BODY_BYTES} byte limit` }, { Connection: 'close' })

/**
 * The server's front door, in front of every module: the request log, CORS, the body limit,
 * then the module under the path's prefix — plain modules straight from the node request,
 * Hono modules through Hono.
 */
export async function createListener(platform: Platform, modules: RouteModule[], requestLog: RequestLog): Promise<RequestListener> {
  const app = new Hono()
  // Chunked bodies without Content-Length are counted here; declared ones in the front door.
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => {
        const r = tooLarge()
        return c.body(r.body!, 413, r.headers)
      },
    }),
  )
  const plain: { prefix: string; handler: PlainHandler }[] = []
  const streamed: { prefix: string; handler: StreamHandler }[] = []
  const ownPreflight = modules.filter((m) => m.ownPreflight).map((m) => m.prefix)
  for (const mod of modules) {
    const created = await mod.create(platform)
    if (created instanceof Hono) app.route(mod.prefix, created)
    else if (created.kind === 'stream') streamed.push({ prefix: mod.prefix, handler: created })
    else plain.push({ prefix: mod.prefix, handler: created })
  }
  const under = (prefix: string, path: string) => path === prefix || path.startsWith(`${prefix}/`)

  // Local-only diagnostics: the request log, so tests and benchmarks can count round trips.
  app.get('/__local/requests', (c) => c.json(requestLog.snapshot()))
  app.delete('/__local/requests', (c) => {
    requestLog.clear()
    return c.body(null, 204)
  })
  app.notFound((c) => c.json({ message: 'no Route matched with those values' }, 404))
  app.onError((err, c) => {
    platform.log.error(`${c.req.method} ${c.req.path}: ${err.stack ?? err.message}`)
    return c.json({ message: 'Internal server error' }, 500)
  })
  const viaHono = getRequestListener(app.fetch)

  return (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now()
    const method = req.method ?? 'GET'
    const url = req.url ?? '/'
    const q = url.indexOf('?')
    const path = q >= 0 ? url.slice(0, q) : url
    // The log's own routes are not counted: clearing it must leave it empty.
    if (!path.startsWith('/__local/')) {
      res.once('close', () => requestLog.record(method, path, res.statusCode, performance.now() - started))
    }
    const origin = req.headers.origin
    if (method === 'OPTIONS' && !ownPreflight.some((p) => path === p || path.startsWith(`${p}/`))) {
      res.writeHead(204, preflightHeaders(origin))
      res.end()
      return
    }
    for (const [name, value] of Object.entries(corsHeaders(origin))) res.setHeader(name, value)
    // Stream modules take file bodies far above the JSON limit and enforce their own limits.
    const stream = streamed.find((m) => under(m.prefix, path))
    if (stream) {
      return void stream.handler.handle(req, res, path, q >= 0 ? url.slice(q + 1) : '').catch((e: unknown) => {
        platform.log.error(`${method} ${path}: ${(e as Error).stack ?? e}`)
        if (!res.headersSent) writePlain(res, method, json(500, { message: 'Internal server error' }))
        else res.destroy()
      })
    }
    if (Number(req.headers['content-length']) > MAX_BODY_BYTES) return writePlain(res, method, tooLarge())

    const target = plain.find((m) => under(m.prefix, path))
    if (!target) return void viaHono(req, res)
    target.handler.handle(plainRequest(req, path, q >= 0 ? url.slice(q + 1) : '', MAX_BODY_BYTES)).then(
      (answer) => writePlain(res, method, answer),
      (e: unknown) => {
        if (e instanceof BodyTooLarge) return writePlain(res, method, tooLarge())
        platform.log.error(`${method} ${path}: ${(e as Error).stack ?? e}`)
        writePlain(res, method, json(500, { message: 'Internal server error' }))
      },
    )
  }
}
