import type { TestProject } from 'vitest/node'
import { startTestServer } from './local-server'
import { testDbKind } from './test-database'

declare module 'vitest' {
  export interface ProvidedContext {
    supabaseUrl: string
    anonKey: string
    serviceRoleKey: string
    dbKind: 'pglite' | 'postgres'
  }
}

/** One supabase/local for the whole integration run, on a fresh, seeded database. */
export default async function setup(project: TestProject) {
  const server = await startTestServer()
  project.provide('supabaseUrl', server.url)
  project.provide('anonKey', server.keys.anonKey)
  project.provide('serviceRoleKey', server.keys.serviceRoleKey)
  project.provide('dbKind', testDbKind())
  return () => server.stop()
}
