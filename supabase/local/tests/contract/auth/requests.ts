import { expect } from 'vitest'
import type { AuthServer } from './helpers'

// Raw auth/v1 requests and GoTrue's answers to them: for headers, malformed bodies, forged
// tokens, and the exact refusals (status, code, message) the contract pins.

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
