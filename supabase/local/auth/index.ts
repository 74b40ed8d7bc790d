import { Hono } from 'hono'
import type { RouteModule } from '../platform/types'

// Placeholder until the auth/v1 routes land: only the health check.
export const authModule: RouteModule = {
  prefix: '/auth/v1',
  create() {
    const app = new Hono()
    app.get('/health', (c) => c.json({ version: 'supabase-local', name: 'GoTrue', description: 'Oppi local auth' }))
    return app
  },
}
