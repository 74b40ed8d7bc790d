import type { Db, Queryable } from '../db'
import type { LocalConfig } from '../config'
import { authTx } from './db'
import { AuthError } from './errors'

/** Claims GoTrue's output schema for the custom access-token hook requires. */
const REQUIRED_CLAIMS = [
  'aud',
  'exp',
  'iat',
  'sub',
  'email',
  'phone',
  'role',
  'aal',
  'session_id',
  'is_anonymous',
]

const quoteIdent = (s: string) => `"${s.replace(/"/g, '""')}"`

/** Calls `pg-functions://postgres/<schema>/<fn>` with one jsonb argument; null when it failed. */
export async function callPgFunction(tx: Queryable, uri: string, event: unknown): Promise<unknown> {
  const m = /^pg-functions:\/\/[^/]+\/([^/]+)\/([^/]+)$/.exec(uri)
  if (!m) return null
  const { rows } = await tx.query<{ result: unknown }>(
    `select ${quoteIdent(m[1])}.${quoteIdent(m[2])}($1::jsonb) as result`,
    [JSON.stringify(event)],
  )
  const output = rows[0]?.result
  if (typeof output !== 'string') return output ?? null
  try {
    return JSON.parse(output)
  } catch {
    return null
  }
}

/** The `error` a hook's function answers to refuse what it was asked about. */
export type HookError = { http_code?: number; message?: string }

/** A hook's `{error: {http_code, message}}` output as the answer GoTrue gives the client. */
export function hookRejection(error: HookError) {
  const status = Number(error.http_code) || 500
  const valid = status >= 400 && status <= 599 ? status : 500
  return new AuthError(
    valid as 500,
    valid < 500 ? 'validation_failed' : 'unexpected_failure',
    error.message ?? 'Error running hook URI',
  )
}

/** The uri of a hook `[auth.hook.*]` switches on; null when it is off or names no function. */
export const hookUri = (hook: { enabled: boolean; uri?: string }) =>
  hook.enabled && hook.uri ? hook.uri : null

/** GoTrue's 500 for a hook whose function raised an error or answered nothing it can read. */
const hookFailure = (uri: string) =>
  new AuthError(500, 'unexpected_failure', `Error running hook URI: ${uri}`)

/** What `call` (the hook's function) answered; an error it raises becomes GoTrue's 500. */
export async function callHook(uri: string, call: () => Promise<unknown>): Promise<unknown> {
  try {
    return await call()
  } catch {
    throw hookFailure(uri)
  }
}

/** callHook for the hooks whose answer must be an object: anything else is GoTrue's 500 too. */
async function hookObject<T>(
  uri: string,
  call: () => Promise<unknown>,
): Promise<T & { error?: HookError }> {
  const output = await callHook(uri, call)
  if (!output || typeof output !== 'object') throw hookFailure(uri)
  return output as T & { error?: HookError }
}

/** The `metadata` GoTrue puts in every hook's event: a fresh id, the time, the hook and the caller's address. */
export function eventMetadata(name: string, ip: string) {
  return { uuid: crypto.randomUUID(), time: new Date().toISOString(), name, ip_address: ip }
}

/**
 * `[auth.hook.before_user_created]`: asks the Postgres function whether this sign-up may create
 * a user, before anything is written. `{}` allows it; `{error: {http_code, message}}` refuses it
 * with that status and message — so a refused sign-up reaches the app as a clear 4xx instead of
 * the opaque 500 a failing trigger produces (supabase-js does not read 5xx bodies).
 */
export async function runBeforeUserCreatedHook(
  config: LocalConfig,
  tx: Queryable,
  user: { id: string; email: string; user_metadata: Record<string, unknown>; ip: string },
): Promise<void> {
  const uri = hookUri(config.auth.hook.before_user_created)
  if (!uri) return
  const event = {
    metadata: eventMetadata('before-user-created', user.ip),
    user: {
      id: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: user.user_metadata,
      identities: [],
      is_anonymous: false,
    },
  }
  const out = await hookObject<object>(uri, () => callPgFunction(tx, uri, event))
  if (out.error) throw hookRejection(out.error)
}

/**
 * `[auth.hook.custom_access_token]`: calls the Postgres function named by the uri
 * (`pg-functions://postgres/<schema>/<function>`) with `{user_id, claims, authentication_method}`
 * inside the token-issuing transaction, as `supabase_auth_admin`, and returns its `claims`.
 */
export async function runAccessTokenHook(
  config: LocalConfig,
  tx: Queryable,
  event: { user_id: string; claims: Record<string, unknown>; authentication_method: string },
): Promise<Record<string, unknown>> {
  const uri = hookUri(config.auth.hook.custom_access_token)
  if (!uri) return event.claims
  const out = await hookObject<{ claims?: unknown }>(uri, () => callPgFunction(tx, uri, event))
  if (out.error) throw hookRejection(out.error)
  const claims = out.claims
  if (!claims || typeof claims !== 'object' || Array.isArray(claims)) {
    throw new AuthError(
      500,
      'unexpected_failure',
      'output claims do not conform to the expected schema',
    )
  }
  const missing = REQUIRED_CLAIMS.filter((k) => !(k in claims))
  if (missing.length > 0) {
    throw new AuthError(
      500,
      'unexpected_failure',
      `output claims do not conform to the expected schema: missing ${missing.join(', ')}`,
    )
  }
  return claims as Record<string, unknown>
}

/** GoTrue's message when a password hook rejects without one of its own. */
const DEFAULT_PASSWORD_REJECTION = 'Further password verification attempts will be rejected.'

/**
 * `[auth.hook.password_verification_attempt]`: after the password of an existing, unbanned
 * user with a password was compared, GoTrue asks the function with `{metadata, user_id, valid}`
 * in a transaction of its own, so what the function records stays even though the sign-in then
 * fails. `{decision: "reject", message, should_logout_user}` refuses the sign-in — whatever the
 * password was — with 400 `invalid_credentials` and that message (ending every session of the
 * user first when asked); any other decision lets the password's own answer stand.
 */
export async function runPasswordVerificationHook(
  config: LocalConfig,
  db: Db,
  attempt: { userId: string; valid: boolean; ip: string },
): Promise<void> {
  const uri = hookUri(config.auth.hook.password_verification_attempt)
  if (!uri) return
  const event = {
    metadata: eventMetadata('password-verification', attempt.ip),
    user_id: attempt.userId,
    valid: attempt.valid,
  }
  const out = await hookObject<{
    decision?: unknown
    message?: unknown
    should_logout_user?: unknown
  }>(uri, () => authTx(db, (tx) => callPgFunction(tx, uri, event)))
  if (out.error?.message) throw hookRejection(out.error)
  if (out.decision !== 'reject') return
  if (out.should_logout_user === true) {
    await authTx(db, (tx) =>
      tx.query(`delete from auth.sessions where user_id = $1`, [attempt.userId]),
    )
  }
  const message =
    typeof out.message === 'string' && out.message !== '' ? out.message : DEFAULT_PASSWORD_REJECTION
  throw new AuthError(400, 'invalid_credentials', message)
}
