import { Hono, type Context } from 'hono'
import type { RouteModule } from '../platform/types'
import { prepare } from './context'
import { RestError, toRestError } from './errors'
import { errorResponse } from './respond'
import { callFunction } from './rpc-handler'
import { loadSchemaCache, type SchemaCache } from './schema-cache'
import { mutateTable, readTable } from './tables'

/**
 * rest/v1: the PostgREST behaviour the official clients use (contract §C), answered from a
 * schema cache and run as the request's role in one transaction per request.
 */
export const restModule: RouteModule = {
  prefix: '/rest/v1',
  async create(platform) {
    const schemas = platform.config.api.schemas
    let cache: SchemaCache = await loadSchemaCache(platform.db, schemas)
    let reloading: Promise<void> | null = null
    const reload = () =>
      (reloading ??= loadSchemaCache(platform.db, schemas)
        .then((c) => void (cache = c))
        .catch((e) => platform.log.error(`rest: schema cache reload failed: ${(e as Error).message}`))
        .finally(() => (reloading = null)))
    // PostgREST's convention: NOTIFY pgrst, 'reload schema' (or an empty payload).
    const unlisten = await platform.db.listen('pgrst', (payload) => {
      if (payload === '' || payload === 'reload schema') void reload()
    })
    platform.onClose(unlisten)

    const app = new Hono()
    const handle = (fn: (c: Context, req: Awaited<ReturnType<typeof prepare>>, cache: SchemaCache) => Promise<Response>) =>
      async (c: Context) => {
        let isAnon = true
        try {
          const req = await prepare(c, platform, c.req.path.slice(c.req.path.indexOf('/rest/v1') + 8) || '/')
          isAnon = req.isAnon
          return await fn(c, req, cache)
        } catch (e) {
          const re = toRestError(e, isAnon)
          if (!re) throw e
          return errorResponse(c, re)
        }
      }
    app.on(['GET', 'HEAD', 'POST'], '/rpc/:fn', handle((c, req, cache) => callFunction(c, platform, cache, req, c.req.param('fn')!)))
    app.on(['GET', 'HEAD'], '/:table', handle((c, req, cache) => readTable(c, platform, cache, req, c.req.param('table')!)))
    app.on(['POST', 'PATCH', 'DELETE'], '/:table', handle((c, req, cache) => mutateTable(c, platform, cache, req, c.req.param('table')!)))
    app.all('*', (c) => errorResponse(c, new RestError(404, 'PGRST125', `Invalid path specified in request URL`)))
    return app
  },
}
