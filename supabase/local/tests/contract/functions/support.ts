import path from 'node:path'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { startTestServer } from '../../../testing/test-server'

export const FIXTURE_CONFIG = path.resolve(import.meta.dirname, '../fixtures/functions/config.toml')
export const ALICE = '00000000-0000-4000-8000-00000000000a'
export const BOB = '00000000-0000-4000-8000-00000000000b'
/** Short, so that the limit tests finish quickly; every other fixture answers well within it. */
export const WALL_CLOCK_MS = 6000
/** Small, so that the memory test reaches it long before the wall clock. */
export const MEMORY_MB = 32

export type FunctionsServer = Awaited<ReturnType<typeof startTestServer>>

/**
 * A server on the functions fixture (its own folder, table and config). Roles are
 * cluster-wide on PostgreSQL, so a bootstrap running at the same moment in another test
 * process can fail with "tuple concurrently updated"; that one error is retried.
 */
export async function startFunctionsServer(): Promise<FunctionsServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startTestServer({
        configPath: FIXTURE_CONFIG,
        seed: false,
        functions: { wallClockLimitMs: WALL_CLOCK_MS, memoryLimitMb: MEMORY_MB },
      })
    } catch (e) {
      if (attempt >= 3 || !/tuple concurrently updated/.test((e as Error).message)) throw e
    }
  }
}

export function client(
  server: FunctionsServer,
  key = server.keys.anonKey,
  token?: string,
): SupabaseClient {
  return createClient(server.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: token ? { headers: { Authorization: `Bearer ${token}` } } : {},
  })
}

/** An access token as auth/v1 would issue it, signed with the server's own keys. */
export function userToken(server: FunctionsServer, sub: string, lifetimeSeconds = 600) {
  const now = Math.floor(Date.now() / 1000)
  return server.keys.sign({
    sub,
    role: 'authenticated',
    aud: 'authenticated',
    iat: now - 10,
    exp: now + lifetimeSeconds,
    session_id: crypto.randomUUID(),
    aal: 'aal1',
    is_anonymous: false,
  })
}

/** A raw request to /functions/v1, for what supabase-js does not send (HEAD, preflights, streams). */
export function call(server: FunctionsServer, pathAndQuery: string, init: RequestInit = {}) {
  return fetch(`${server.url}/functions/v1/${pathAndQuery}`, init)
}

export const bearer = (token: string) => ({ apikey: token, authorization: `Bearer ${token}` })
