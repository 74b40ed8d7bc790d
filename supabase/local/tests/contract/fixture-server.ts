import path from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import type { ConfigOverrides } from '../../config'
import type { StartOptions } from '../../server'
import { startTestServer } from '../../testing/test-server'

export const ALICE = '00000000-0000-4000-8000-00000000000a'
export const BOB = '00000000-0000-4000-8000-00000000000b'

export type FixtureServer = Awaited<ReturnType<typeof startTestServer>>

/** The contract fixtures that run on a bare server: their own schema, buckets, policies, functions. */
export type Fixture = 'rest' | 'storage' | 'realtime' | 'functions'

/** Starting PGlite with the bootstrap and migrations can take a minute or more on a busy machine. */
export const START_TIMEOUT_MS = 180_000

export const fixtureConfig = (fixture: Fixture) =>
  path.resolve(import.meta.dirname, 'fixtures', fixture, 'config.toml')

/**
 * A server of our own on a contract fixture (not the app's migrations, no seed). Roles are
 * cluster-wide on PostgreSQL, so a bootstrap running at the same moment in another test
 * process can make ours fail with "tuple concurrently updated"; that one error is retried.
 */
export async function startFixtureServer(
  fixture: Fixture,
  overrides: ConfigOverrides = {},
  functions?: StartOptions['functions'],
): Promise<FixtureServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startTestServer({
        configPath: fixtureConfig(fixture),
        seed: false,
        overrides,
        functions,
      })
    } catch (e) {
      if (attempt >= 3 || !/tuple concurrently updated/.test((e as Error).message)) throw e
    }
  }
}

/**
 * A fixture server for the calling test file: started before its first test (then onStart,
 * e.g. to make the file's clients), stopped after its last. Call at the top level; the getter
 * works inside tests and hooks.
 */
export function fixtureServerForFile(
  fixture: Fixture,
  options: {
    overrides?: ConfigOverrides
    functions?: StartOptions['functions']
    onStart?: (server: FixtureServer) => unknown
  } = {},
): () => FixtureServer {
  let server: FixtureServer | undefined
  beforeAll(async () => {
    server = await startFixtureServer(fixture, options.overrides, options.functions)
    await options.onStart?.(server)
  }, START_TIMEOUT_MS)
  afterAll(() => server?.stop())
  return () => {
    if (!server) throw new Error(`the ${fixture} fixture server runs only inside tests and hooks`)
    return server
  }
}

/** An access token as auth/v1 would issue it (valid ten minutes), signed with the server's own keys. */
export function userToken(server: FixtureServer, sub: string, extra: Record<string, unknown> = {}) {
  const now = Math.floor(Date.now() / 1000)
  return server.keys.sign({
    sub,
    role: 'authenticated',
    aud: 'authenticated',
    iat: now,
    exp: now + 600,
    session_id: crypto.randomUUID(),
    aal: 'aal1',
    is_anonymous: false,
    ...extra,
  })
}

/** supabase-js with `key` as its API key, sending `token` (if any) as the caller's bearer token. */
export function client(server: FixtureServer, key: string, token?: string): SupabaseClient {
  return createClient(server.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: token ? { headers: { Authorization: `Bearer ${token}` } } : {},
  })
}

export const anonClient = (server: FixtureServer) => client(server, server.keys.anonKey)
export const serviceClient = (server: FixtureServer) => client(server, server.keys.serviceRoleKey)

export async function userClient(
  server: FixtureServer,
  sub: string,
  extra: Record<string, unknown> = {},
) {
  return client(server, server.keys.anonKey, await userToken(server, sub, extra))
}
