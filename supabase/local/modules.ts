import type { RouteModule } from './platform/types'
import { authModule } from './auth'
import { restModule } from './rest'
import { functionsModule } from './functions'

/** The services this server offers, each under its own prefix (as the CLI's gateway routes). */
export const modules: RouteModule[] = [authModule, restModule, functionsModule]
