import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { bodyLimit } from 'hono/body-limit'
import type { Platform, RouteModule } from '../platform/types'
import { RequestLog } from './request-log'

export const MAX_BODY_BYTES = 1024 * 1024

// What the official clients send and read (contract §1.4).
const ALLOW_HEADERS = [
  'authorization', 'apikey', 'x-client-info', 'content-type', 'x-supabase-api-version', 'accept-profile',
  'content-profile', 'prefer', 'range', 'range-unit', 'x-upsert', 'cache-control', 'x-metadata',
  'x-retry-count', 'x-region', 'accept',
]
const EXPOSE_HEADERS = [
  'Content-Range', 'X-Supabase-Api-Version', 'x-total-count', 'link', 'x-relay-error', 'Content-Type',
  'x-sb-error-code', 'Content-Location', 'Preference-Applied',
]

export async function createApp(platform: Platform, modules: RouteModule[], requestLog: RequestLog) {
  const app = new Hono()
  app.use('*', async (c, next) => {
    const started = performance.now()
    await next()
    const pathname = new URL(c.req.url).pathname
    // The log's own routes are not counted: clearing it must leave it empty.
    if (!pathname.startsWith('/__local/')) requestLog.record(c.req.method, pathname, c.res.status, performance.now() - started)
  })
  app.use(
    '*',
    cors({
      origin: (origin) => origin || '*',
      allowHeaders: ALLOW_HEADERS,
      exposeHeaders: EXPOSE_HEADERS,
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      maxAge: 3600,
    }),
  )
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      // The unread body stays on the socket: close it, or a client reusing the connection
      // would see its next request fail.
      onError: (c) =>
        c.json(
          { code: 'request_too_large', message: `Request body is larger than the ${MAX_BODY_BYTES} byte limit` },
          413,
          { Connection: 'close' },
        ),
    }),
  )

  for (const mod of modules) app.route(mod.prefix, await mod.create(platform))

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
  return app
}
