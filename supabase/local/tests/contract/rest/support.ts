import { expect } from 'vitest'
import {
  ALICE,
  fixtureServerForFile,
  startFixtureServer,
  userClient as fixtureUserClient,
  userToken as fixtureUserToken,
  type FixtureServer,
} from '../fixture-server'

export { ALICE, BOB, anonClient, serviceClient } from '../fixture-server'

export type RestServer = FixtureServer

/** A server of our own on the rest fixture schema (not the app's migrations). */
export const startRestServer = () => startFixtureServer('rest')

/** The fixture's two users carry their e-mail addresses, as auth/v1's tokens do. */
const emailOf = (sub: string) => ({
  email: sub === ALICE ? 'alice@example.com' : 'bob@example.com',
})

/** An access token as auth/v1 would issue it, signed with the server's own keys. */
export const userToken = (server: RestServer, sub: string, extra: Record<string, unknown> = {}) =>
  fixtureUserToken(server, sub, { ...emailOf(sub), ...extra })

export const userClient = (server: RestServer, sub: string) =>
  fixtureUserClient(server, sub, emailOf(sub))

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
export const restServerForFile = (onStart?: (server: RestServer) => unknown) =>
  fixtureServerForFile('rest', { onStart })

/** A query's error, once it has answered with `status` (what dataOf is for a refused query). */
export async function errorOf(
  query: PromiseLike<{ error: unknown; status: number }>,
  status: number,
): Promise<unknown> {
  const answer = await query
  expect(answer.status).toBe(status)
  return answer.error
}

/** A query's data, once it has answered without an error (a test that fails shows the error). */
export async function dataOf<T>(query: PromiseLike<{ data: T; error: unknown }>): Promise<T> {
  const { data, error } = await query
  expect(error).toBeNull()
  return data
}

/**
 * A raw answer PostgREST refused: its status and its error body, whose details and hint are null
 * unless given.
 */
export async function expectRefused(
  res: Response,
  status: number,
  error: { code: string; message: string; details?: string | null; hint?: string | null },
) {
  expect(res.status).toBe(status)
  expect(await res.json()).toEqual({ details: null, hint: null, ...error })
}
