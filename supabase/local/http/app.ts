import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { getRequestListener } from '@hono/node-server'
import type { Platform, RouteModule } from '../platform/types'
import { corsHeaders, preflightHeaders } from './cors'
import { refuse } from './linger'
import {
  BodyTooLarge,
  plainRequest,
  readBody,
  writePlain,
  type PlainHandler,
  type PlainResponse,
} from './plain'
import { RequestLog } from './request-log'
import type { StreamHandler } from './stream'

export const MAX_BODY_BYTES = 1024 * 1024

const json = (
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): PlainResponse => ({
  status,
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
})
const TOO_LARGE = `Request body is larger than the ${MAX_BODY_BYTES} byte limit`
/**
 * A body over the limit, in the error form of the service it was sent to, so that its client
 * reads it: PostgREST's fields for rest/v1 (postgrest-js), GoTrue's `code` under the API
 * version auth-js asks for (an AuthApiError with code request_too_large), `message` elsewhere.
 */
function tooLarge(path: string): PlainResponse {
  if (path.startsWith('/rest/'))
    return json(413, { code: 'request_too_large', details: null, hint: null, message: TOO_LARGE })
  if (path.startsWith('/auth/')) {
    const headers = {
      'X-Supabase-Api-Version': '2024-01-01',
      'x-sb-error-code': 'request_too_large',
    }
    return json(413, { code: 'request_too_large', message: TOO_LARGE }, headers)
  }
  return json(413, { code: 'request_too_large', message: TOO_LARGE })
}
/** The answer to a body over the limit, read on past it (bounded) so that it reaches the client. */
function refuseTooLarge(req: IncomingMessage, res: ServerResponse, path: string) {
  const r = tooLarge(path)
  void refuse(req, res, r.status, r.headers, r.body ?? undefined)
}
/** A body whose length is not declared (chunked): it can only be counted as it comes. */
const undeclared = (req: IncomingMessage) =>
  req.headers['content-length'] === undefined && req.headers['transfer-encoding'] !== undefined

/**
 * The server's front door, in front of every module: the request log, CORS, the body limit,
 * then the module under the path's prefix — plain modules straight from the node request,
 * Hono modules through Hono.
 */
export async function createListener(
  platform: Platform,
  modules: RouteModule[],
  requestLog: RequestLog,
): Promise<RequestListener> {
  const app = new Hono()
  // A second guard: the front door has already refused declared lengths over the limit and
  // read (held to it) every body of undeclared length.
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => {
        const r = tooLarge(c.req.path)
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

  /** A non-stream module's answer: plain modules straight from the node request, the rest through Hono. */
  function toModule(
    req: IncomingMessage,
    res: ServerResponse,
    method: string,
    path: string,
    search: string,
  ) {
    const target = plain.find((m) => under(m.prefix, path))
    if (!target) return void viaHono(req, res)
    target.handler.handle(plainRequest(req, path, search, MAX_BODY_BYTES)).then(
      (answer) => writePlain(res, method, answer),
      (e: unknown) => {
        if (e instanceof BodyTooLarge) return refuseTooLarge(req, res, path)
        platform.log.error(`${method} ${path}: ${(e as Error).stack ?? e}`)
        writePlain(res, method, json(500, { message: 'Internal server error' }))
      },
    )
  }

  return (req: IncomingMessage, res: ServerResponse): void => {
    const started = performance.now()
    const method = req.method ?? 'GET'
    const url = req.url ?? '/'
    const q = url.indexOf('?')
    const path = q >= 0 ? url.slice(0, q) : url
    // The log's own routes are not counted: clearing it must leave it empty.
    if (!path.startsWith('/__local/')) {
      res.once('close', () =>
        requestLog.record(method, path, res.statusCode, performance.now() - started),
      )
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
      return void stream.handler
        .handle(req, res, path, q >= 0 ? url.slice(q + 1) : '')
        .catch((e: unknown) => {
          platform.log.error(`${method} ${path}: ${(e as Error).stack ?? e}`)
          if (!res.headersSent)
            writePlain(res, method, json(500, { message: 'Internal server error' }))
          else res.destroy()
        })
    }
    // A declared length over the limit is answered at once, before a byte of the body is read.
    if (Number(req.headers['content-length']) > MAX_BODY_BYTES)
      return refuseTooLarge(req, res, path)

    // A body of undeclared length is read here, held to the limit, before any module sees it:
    // then neither Hono's limit nor a module that answers without reading it (Node would read
    // on to its end, however long) meets it mid-body. Both lanes take it from `rawBody`, as
    // @hono/node-server does.
    const search = q >= 0 ? url.slice(q + 1) : ''
    if (!undeclared(req)) return toModule(req, res, method, path, search)
    readBody(req, MAX_BODY_BYTES).then(
      (body) => {
        Object.assign(req, { rawBody: body })
        toModule(req, res, method, path, search)
      },
      (e: unknown) => {
        if (e instanceof BodyTooLarge) return refuseTooLarge(req, res, path)
        // The client went away mid-body: nobody is left to answer.
        res.destroy()
      },
    )
  }
}
