import type { Queryable } from '../db'
import type { LocalConfig } from '../config'
import { AuthError } from './errors'

/** Claims GoTrue's output schema for the custom access-token hook requires. */
const REQUIRED_CLAIMS = ['aud', 'exp', 'iat', 'sub', 'email', 'phone', 'role', 'aal', 'session_id', 'is_anonymous']

const quoteIdent = (s: string) => `"${s.replace(/"/g, '""')}"`

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
  const hook = config.auth.hook.custom_access_token
  if (!hook.enabled || !hook.uri) return event.claims
  const uri = hook.uri
  const failure = () => new AuthError(500, 'unexpected_failure', `Error running hook URI: ${uri}`)
  const m = /^pg-functions:\/\/[^/]+\/([^/]+)\/([^/]+)$/.exec(uri)
  if (!m) throw failure()
  const [, schema, fn] = m

  let output: unknown
  try {
    const { rows } = await tx.query<{ result: unknown }>(
      `select ${quoteIdent(schema)}.${quoteIdent(fn)}($1::jsonb) as result`,
      [JSON.stringify(event)],
    )
    output = rows[0]?.result
  } catch {
    throw failure()
  }
  if (typeof output === 'string') {
    try {
      output = JSON.parse(output)
    } catch {
      throw failure()
    }
  }
  if (!output || typeof output !== 'object') throw failure()
  const out = output as { claims?: unknown; error?: { http_code?: number; message?: string } }
  if (out.error) {
    const status = Number(out.error.http_code) || 500
    throw new AuthError(
      (status >= 400 && status <= 599 ? status : 500) as 500,
      'unexpected_failure',
      out.error.message ?? 'Error running hook URI',
    )
  }
  const claims = out.claims
  if (!claims || typeof claims !== 'object' || Array.isArray(claims)) {
    throw new AuthError(500, 'unexpected_failure', 'output claims do not conform to the expected schema')
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
