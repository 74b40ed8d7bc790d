import type { RouteModule } from './platform/types'
import { authModule } from './auth'
import { restModule } from './rest'
import { realtimeModule } from './realtime'
import { storageModule } from './storage'
import { functionsModule } from './functions'

/** The services this server offers, each under its own prefix (as the CLI's gateway routes). */
export const modules: RouteModule[] = [
  authModule,
  restModule,
  realtimeModule,
  storageModule,
  functionsModule,
]
