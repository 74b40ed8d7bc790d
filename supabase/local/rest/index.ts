import type { RouteModule } from '../platform/types'
import type { PlainHandler, PlainRequest, PlainResponse } from '../http/plain'
import { prepare, type Prepared, type RestHandler } from './context'
import { RestError, toRestError } from './errors'
import { errorResponse } from './respond'
import { callFunction } from './rpc-handler'
import type { SchemaCache } from './schema-cache'
import { loadSchemaCache } from './schema-load'
import { mutateTable, readTable } from './tables'

const PREFIX = '/rest/v1'
type Route = (
  http: PlainRequest,
  req: Prepared,
  cache: SchemaCache,
  name: string,
) => Promise<PlainResponse>

function segment(raw: string): string {
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

/**
 * rest/v1: the PostgREST behaviour the official clients use, answered from a
 * schema cache and run as the request's role in one transaction per request. A plain module:
 * it is the app's busiest path.
 */
export const restModule: RouteModule = {
  prefix: PREFIX,
  async create(platform): Promise<PlainHandler> {
    const schemas = platform.config.api.schemas
    const extra = platform.config.api.extra_search_path
    let cache: SchemaCache = await loadSchemaCache(platform.db, schemas, extra)
    let reloading: Promise<void> | null = null
    const reload = () =>
      (reloading ??= loadSchemaCache(platform.db, schemas, extra)
        .then((c) => void (cache = c))
        .catch((e) =>
          platform.log.error(`rest: schema cache reload failed: ${(e as Error).message}`),
        )
        .finally(() => (reloading = null)))
    // PostgREST's convention: NOTIFY pgrst, 'reload schema' (or an empty payload); 'reload config'
    // rereads the in-database settings (pgrst.db_aggregates_enabled), which live in the same cache.
    const unlisten = await platform.db.listen('pgrst', (payload) => {
      if (payload === '' || payload === 'reload schema' || payload === 'reload config')
        void reload()
    })
    platform.onClose(unlisten)

    const bind =
      (handler: RestHandler): Route =>
      (http, req, cache, name) =>
        handler(http, platform, cache, req, name)
    const rpc = bind(callFunction)
    const read = bind(readTable)
    const mutate = bind(mutateTable)

    /** /rpc/:fn and /:table, by method; anything else is PGRST125. */
    function route(method: string, rawPath: string): { fn: Route; name: string } | null {
      const parts = rawPath.slice(PREFIX.length).split('/')
      if (
        parts.length === 3 &&
        parts[1] === 'rpc' &&
        parts[2] &&
        ['GET', 'HEAD', 'POST'].includes(method)
      ) {
        return { fn: rpc, name: segment(parts[2]) }
      }
      if (parts.length !== 2 || !parts[1]) return null
      if (method === 'GET' || method === 'HEAD') return { fn: read, name: segment(parts[1]) }
      if (method === 'POST' || method === 'PATCH' || method === 'DELETE')
        return { fn: mutate, name: segment(parts[1]) }
      return null
    }

    return {
      kind: 'plain',
      async handle(http) {
        const found = route(http.method, http.path)
        if (!found)
          return errorResponse(
            new RestError(404, 'PGRST125', `Invalid path specified in request URL`),
          )
        let isAnon = true
        try {
          const req = await prepare(
            http,
            platform,
            segment(http.path.slice(PREFIX.length)) || '/',
            cache,
          )
          isAnon = req.isAnon
          return await found.fn(http, req, cache, found.name)
        } catch (e) {
          const re = toRestError(e, isAnon)
          if (!re) throw e
          return errorResponse(re)
        }
      },
    }
  },
}
