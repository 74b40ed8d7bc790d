import { Hono } from 'hono'
import type { RouteModule } from '../platform/types'
import { FUNCTIONS_PREFIX, FunctionsGateway } from './gateway'

/** Edge Functions: each `supabase/functions/<name>/index.ts` in its own Deno worker. */
export const functionsModule: RouteModule = {
  prefix: FUNCTIONS_PREFIX,
  ownPreflight: true,
  create(platform) {
    const gateway = new FunctionsGateway(platform)
    platform.onClose(() => gateway.close())
    const app = new Hono()
    app.all('*', (c) => gateway.handle(c.req.raw))
    return app
  },
}
