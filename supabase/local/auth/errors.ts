import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** The API version auth-js sends; answering with it makes auth-js read `code` from error bodies. */
export const API_VERSION = '2024-01-01'

/** A GoTrue error: `{code, message}` plus optional extra fields (e.g. `weak_password`). */
export class AuthError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

/**
 * GoTrue's OAuth2-style error (some grants answer this way): always 400 with
 * `{error, error_description}` and no error code, whatever API version the client asks for.
 */
export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(description)
  }
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message)
export const unprocessable = (code: string, message: string, extra?: Record<string, unknown>) =>
  new AuthError(422, code, message, extra)
export const forbidden = (code: string, message: string) => new AuthError(403, code, message)
export const notFound = (code: string, message: string) => new AuthError(404, code, message)
export const validationFailed = (message: string) => badRequest('validation_failed', message)

export function errorResponse(c: Context, err: AuthError) {
  c.header('X-Supabase-Api-Version', API_VERSION)
  c.header('x-sb-error-code', err.code)
  return c.json({ code: err.code, message: err.message, ...err.extra }, err.status)
}

export function oauthErrorResponse(c: Context, err: OAuthError) {
  c.header('X-Supabase-Api-Version', API_VERSION)
  return c.json(
    err.description
      ? { error: err.error, error_description: err.description }
      : { error: err.error },
    400,
  )
}

/**
 * The request body as a JSON object. auth-js sends bodyless POST/DELETE for some routes, so an
 * empty body is `{}`; anything else that is not a JSON object is `bad_json`.
 */
export async function readJson(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text()
  if (text.trim() === '') return {}
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (e) {
    throw badRequest('bad_json', `Could not parse request body as JSON: ${(e as Error).message}`)
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest('bad_json', 'Could not parse request body as JSON: expected a JSON object')
  }
  return value as Record<string, unknown>
}

/**
 * A field that may be absent (undefined or null); present, it must pass `is`, else
 * validation_failed "<key> must be <what>" rather than a crash further on.
 */
function optField<T>(
  body: Record<string, unknown>,
  key: string,
  is: (v: unknown) => v is T,
  what: string,
): T | undefined {
  const v = body[key]
  if (v === undefined || v === null) return undefined
  if (!is(v)) throw validationFailed(`${key} must be ${what}`)
  return v
}

const isString = (v: unknown): v is string => typeof v === 'string'
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && !Array.isArray(v)
const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean'

export const optString = (body: Record<string, unknown>, key: string) =>
  optField(body, key, isString, 'a string')
/** Several optional string fields at once, read in order, each as `optString` reads it. */
export function optStrings<K extends string>(
  body: Record<string, unknown>,
  ...keys: K[]
): Partial<Record<K, string>> {
  return Object.fromEntries(keys.map((k) => [k, optString(body, k)])) as Partial<Record<K, string>>
}

export const optObject = (body: Record<string, unknown>, key: string) =>
  optField(body, key, isObject, 'a JSON object')
export const optBoolean = (body: Record<string, unknown>, key: string) =>
  optField(body, key, isBoolean, 'a boolean')
