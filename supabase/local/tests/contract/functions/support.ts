import { expect } from 'vitest'
import type { ConfigOverrides } from '../../../config'
import {
  client as fixtureClient,
  fixtureConfig,
  fixtureServerForFile,
  userToken as fixtureToken,
  type FixtureServer,
} from '../fixture-server'

export { ALICE, BOB } from '../fixture-server'

export const FIXTURE_CONFIG = fixtureConfig('functions')
/** Short, so that the limit tests finish quickly; every other fixture answers well within it. */
export const WALL_CLOCK_MS = 6000
/** Small, so that the memory test reaches it long before the wall clock. */
export const MEMORY_MB = 32

export type FunctionsServer = FixtureServer

/**
 * A server on the functions fixture (its own folder, table and config) for the calling test
 * file; `overrides` changes its config (e.g. asymmetric signing keys).
 */
export const functionsServerForFile = (options: { overrides?: ConfigOverrides } = {}) =>
  fixtureServerForFile('functions', {
    overrides: options.overrides,
    functions: { wallClockLimitMs: WALL_CLOCK_MS, memoryLimitMb: MEMORY_MB },
  })

/** supabase-js with the anon key (or `key`), sending `token` (if any) as the bearer token. */
export const client = (server: FunctionsServer, key = server.keys.anonKey, token?: string) =>
  fixtureClient(server, key, token)

/** The echo function, called through supabase-js with `token`, answers the body it was sent. */
export async function expectEchoedWith(server: FunctionsServer, token: string) {
  const { data, error } = await client(server, server.keys.anonKey, token).functions.invoke(
    'echo',
    {
      body: { hi: 1 },
    },
  )
  expect(error).toBeNull()
  expect(data).toMatchObject({ method: 'POST', body: '{"hi":1}' })
}

/** An access token as auth/v1 would issue it, valid `lifetimeSeconds` (negative: expired). */
export function userToken(server: FunctionsServer, sub: string, lifetimeSeconds = 600) {
  const now = Math.floor(Date.now() / 1000)
  return fixtureToken(server, sub, { iat: now - 10, exp: now + lifetimeSeconds })
}

/** A raw request to /functions/v1, for what supabase-js does not send (HEAD, preflights, streams). */
export function call(server: FunctionsServer, pathAndQuery: string, init: RequestInit = {}) {
  return fetch(`${server.url}/functions/v1/${pathAndQuery}`, init)
}

export const bearer = (token: string) => ({ apikey: token, authorization: `Bearer ${token}` })
