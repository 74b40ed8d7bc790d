import { Hono } from 'hono'
import type { RouteModule } from '../platform/types'

// Placeholder until the rest/v1 routes land.
export const restModule: RouteModule = {
  prefix: '/rest/v1',
  create() {
    return new Hono()
  },
}
