import path from 'node:path'
import { expect } from 'vitest'
import { createHash, randomUUID } from 'node:crypto'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { Secret, TOTP } from 'otpauth'
import type { ConfigOverrides } from '../../../config'
import { startTestServer } from '../../../testing/test-server'

/** The auth tests' own supabase folder: auth/v1 without the app's data model. */
export const FIXTURE_DIR = path.resolve(import.meta.dirname, '../fixtures/auth')
export const FIXTURE_CONFIG = path.join(FIXTURE_DIR, 'config.toml')

export type AuthServer = Awaited<ReturnType<typeof startTestServer>>

/**
 * A suite's view of the server its entry file starts in beforeAll: every property is read from
 * `get()` when a test uses it, so suites can be declared before the server exists.
 */
export function lazyServer(get: () => AuthServer): AuthServer {
  return new Proxy({} as AuthServer, { get: (_target, key) => Reflect.get(get(), key) })
}

/**
 * A suite of auth/v1 tests that entry files run against a server of their own:
 * `export const adminSuite = authSuite((server) => { describe(…) })`, then `adminSuite(() => server)`
 * in the file that starts the server.
 */
export const authSuite =
  (tests: (server: AuthServer) => void) =>
  (get: () => AuthServer): void =>
    tests(lazyServer(get))

export function startAuthServer(overrides: ConfigOverrides = {}): Promise<AuthServer> {
  return startTestServer({ configPath: FIXTURE_CONFIG, overrides })
}

/**
 * A supabase-js client of its own (no persistence, no auto refresh) against `server`; with
 * `flowType: 'pkce'` it keeps its code verifier in memory, as a browser keeps it in a cookie.
 */
export function client(
  server: AuthServer,
  key: 'anon' | 'service' = 'anon',
  flowType: 'implicit' | 'pkce' = 'implicit',
): SupabaseClient {
  return createClient(
    server.url,
    key === 'anon' ? server.keys.anonKey : server.keys.serviceRoleKey,
    {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, flowType },
    },
  )
}

export const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.com`

export function decodeJwt(token: string) {
  const [h, p] = token.split('.')
  return {
    header: JSON.parse(Buffer.from(h, 'base64url').toString()) as Record<string, unknown>,
    payload: JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>,
  }
}

/** The sign-in methods an access token names (GoTrue's `amr` claim). */
export const amrMethods = (token: string) =>
  (decodeJwt(token).payload.amr as { method: string }[]).map((a) => a.method)

/**
 * A sign-up of a new address (`<prefix>-<random>@example.com`) from a client of its own, as the
 * app's registration form sends it: the client, the address and password, and the answer.
 */
export async function signUpNew(
  server: AuthServer,
  prefix: string,
  options: { data?: object; emailRedirectTo?: string } = {},
  password = 'correct-horse-1',
) {
  const sb = client(server)
  const email = uniqueEmail(prefix)
  const { data, error } = await sb.auth.signUp({ email, password, options })
  return { sb, email, password, data, error }
}

/**
 * A signed-up user with a client holding its session. Where the config does not hand out a
 * session on sign-up (confirmations on, sign-ups off), the admin API confirms or creates the
 * user and the client signs in with the password.
 */
export async function signedUp(
  server: AuthServer,
  data: Record<string, unknown> = {},
  password = 'correct-horse-1',
) {
  const sb = client(server)
  const email = uniqueEmail('user')
  const res = await sb.auth.signUp({ email, password, options: { data } })
  if (res.data.session)
    return { sb, email, password, session: res.data.session, user: res.data.user! }
  if (res.error && res.error.code !== 'signup_disabled')
    throw new Error(`signUp failed: ${res.error.message}`)
  const admin = client(server, 'service').auth.admin
  const made = res.error
    ? await admin.createUser({ email, password, email_confirm: true, user_metadata: data })
    : await admin.updateUserById(res.data.user!.id, { email_confirm: true })
  if (made.error) throw new Error(`admin: ${made.error.message}`)
  const signIn = await sb.auth.signInWithPassword({ email, password })
  if (signIn.error) throw new Error(`signIn failed: ${signIn.error.message}`)
  return { sb, email, password, session: signIn.data.session, user: signIn.data.user }
}

/** Raw auth/v1 request, for headers, malformed bodies and forged tokens. */
export async function authFetch(
  server: AuthServer,
  pathAndQuery: string,
  init: { method?: string; token?: string; body?: string; apikey?: string } = {},
) {
  const headers: Record<string, string> = {
    apikey: init.apikey ?? server.keys.anonKey,
    'content-type': 'application/json',
    'x-supabase-api-version': '2024-01-01',
  }
  if (init.token) headers.authorization = `Bearer ${init.token}`
  const res = await fetch(`${server.url}/auth/v1${pathAndQuery}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body,
    redirect: 'manual',
  })
  const text = await res.text()
  let json: Record<string, unknown> | null = null
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : null
  } catch {
    json = null
  }
  return { status: res.status, headers: res.headers, json, text }
}

/**
 * Raw POST to auth/v1: an object is sent as JSON, a string as it is (for malformed bodies);
 * most refusal tests post one body and read GoTrue's answer.
 */
export const authPost = (
  server: AuthServer,
  pathAndQuery: string,
  body: object | string,
  init: { token?: string; apikey?: string } = {},
) =>
  authFetch(server, pathAndQuery, {
    ...init,
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

/**
 * A supabase-js auth call failed as GoTrue fails it: the HTTP status, the error code and,
 * where given, the exact message.
 */
export function expectAuthError(
  result: { error: unknown },
  status: number,
  code: string,
  message?: string,
) {
  expect(result.error).toMatchObject(
    message === undefined ? { status, code } : { status, code, message },
  )
}

/** A raw auth/v1 answer is GoTrue's error body: the HTTP status and exactly `{ code, message }`. */
export function expectAuthBody(
  res: { status: number; json: unknown },
  status: number,
  code: string,
  message: string,
) {
  expect(res.status).toBe(status)
  expect(res.json).toEqual({ code, message })
}

export interface OutboxEntry {
  to: string
  subject: string
  kind: string
  link: string
  token_hash: string
  otp: string
  sent_at: string
}

export async function readOutbox(server: AuthServer, email: string): Promise<OutboxEntry[]> {
  const res = await authFetch(server, `/__local/outbox?email=${encodeURIComponent(email)}`, {
    token: server.keys.serviceRoleKey,
  })
  if (res.status !== 200) throw new Error(`outbox: ${res.status} ${res.text}`)
  return JSON.parse(res.text) as OutboxEntry[]
}

/** The fixture's site_url, where links without an allowed redirect_to end. */
export const SITE_URL = 'http://127.0.0.1:3000'

/** The parameters in a redirect's fragment (where implicit-flow tokens and link errors go). */
export function fragment(location: string) {
  return Object.fromEntries(new URLSearchParams(new URL(location).hash.slice(1)))
}

/** Opens an emailed link without following the redirect. */
export async function follow(link: string) {
  const res = await fetch(link, { redirect: 'manual' })
  return { status: res.status, location: res.headers.get('location') ?? '' }
}

/** The TOTP generator for an enrolled factor's secret (SHA1, 6 digits, 30 s, as GoTrue). */
export const totp = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 })

/** GoTrue's token hash of an emailed code: hex sha224 of the address it went to and the code. */
export const emailTokenHash = (email: string, otp: string) =>
  createHash('sha224')
    .update(email.toLowerCase() + otp)
    .digest('hex')
