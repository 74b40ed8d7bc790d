import { afterAll, beforeAll } from 'vitest'
import path from 'node:path'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import ws from 'ws'
import { startTestServer } from '../../integration/support/local-server'

export const FIXTURE_CONFIG = path.resolve(import.meta.dirname, '../fixtures/rest/config.toml')
export const ALICE = '00000000-0000-4000-8000-00000000000a'
export const BOB = '00000000-0000-4000-8000-00000000000b'

export type RestServer = Awaited<ReturnType<typeof startTestServer>>

/**
 * A server of our own on the rest fixture schema (not the app's migrations). Roles are
 * cluster-wide on PostgreSQL, so a bootstrap running at the same moment in another test
 * process can make ours fail with "tuple concurrently updated"; that one error is retried.
 */
export async function startRestServer(): Promise<RestServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startTestServer({ configPath: FIXTURE_CONFIG, seed: false })
    } catch (e) {
      if (attempt >= 3 || !/tuple concurrently updated/.test((e as Error).message)) throw e
    }
  }
}

function client(server: RestServer, key: string, token?: string): SupabaseClient {
  return createClient(server.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: token ? { headers: { Authorization: `Bearer ${token}` } } : {},
    realtime: { transport: ws as never },
  })
}

export const anonClient = (server: RestServer) => client(server, server.keys.anonKey)
export const serviceClient = (server: RestServer) => client(server, server.keys.serviceRoleKey)

/** An access token as auth/v1 would issue it, signed with the server's own keys. */
export function userToken(server: RestServer, sub: string, extra: Record<string, unknown> = {}) {
  const now = Math.floor(Date.now() / 1000)
  return server.keys.sign({
    sub,
    role: 'authenticated',
    aud: 'authenticated',
    iat: now,
    exp: now + 600,
    session_id: crypto.randomUUID(),
    email: sub === ALICE ? 'alice@example.com' : 'bob@example.com',
    aal: 'aal1',
    is_anonymous: false,
    ...extra,
  })
}

export async function userClient(server: RestServer, sub: string) {
  return client(server, server.keys.anonKey, await userToken(server, sub))
}

/** Raw fetch against rest/v1 with the anon key, for headers and malformed requests. */
export function rest(server: RestServer, pathAndQuery: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers)
  if (!headers.has('apikey')) headers.set('apikey', server.keys.anonKey)
  if (!headers.has('authorization')) headers.set('authorization', `Bearer ${server.keys.anonKey}`)
  return fetch(`${server.url}/rest/v1${pathAndQuery}`, { ...init, headers })
}

/**
 * A server on the rest fixture for the calling test file: started before its first test (then
 * onStart, e.g. to make the file's clients), stopped after its last. Call at the top level; the
 * getter works inside tests and hooks.
 */
export function restServerForFile(onStart?: (server: RestServer) => unknown): () => RestServer {
  let server: RestServer | undefined
  beforeAll(async () => {
    server = await startRestServer()
    await onStart?.(server)
  })
  afterAll(() => server?.stop())
  return () => {
    if (!server) throw new Error('the rest fixture server runs only inside tests and hooks')
    return server
  }
}
