import type { Context } from 'hono'
import type { JWTPayload } from 'jose'
import { JwtError } from '../keys'
import { resolveIdentity } from '../http/identity'
import { UUID_RE } from '../http/uuid'
import type { AuthContext } from './context'
import { AuthError, badRequest, forbidden } from './errors'
import { findUserById, type UserRow } from './users'

export interface Authenticated {
  claims: JWTPayload
  user: UserRow
  /** Null only for tokens without a session_id claim (e.g. minted by hand with the secret). */
  sessionId: string | null
  aal: 'aal1' | 'aal2' | 'aal3'
}

function bearer(c: Context): string {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '')
  if (!m)
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
  return m[1]
}

/** GoTrue's requireAuthentication + maybeLoadUserOrSession: a bearer token, verified, with its user and session loaded. */
export async function authenticate(ctx: AuthContext, c: Context): Promise<Authenticated> {
  const token = bearer(c)
  let claims: JWTPayload
  try {
    claims = await ctx.platform.keys.verify(token)
  } catch (e) {
    if (!(e instanceof JwtError)) throw e
    throw forbidden(
      'bad_jwt',
      e.reason === 'expired'
        ? 'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired'
        : `invalid JWT: unable to parse or verify signature, ${e.message.replace(/^invalid JWT: /, '')}`,
    )
  }
  if (typeof claims.sub !== 'string' || claims.sub === '')
    throw forbidden('bad_jwt', 'invalid claim: missing sub claim')
  if (!UUID_RE.test(claims.sub))
    throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID')
  const user = await findUserById(ctx.platform.db, claims.sub)
  if (!user || user.deleted_at)
    throw forbidden('user_not_found', 'User from sub claim in JWT does not exist')
  let sessionId: string | null = null
  let aal: Authenticated['aal'] = 'aal1'
  if (typeof claims.session_id === 'string' && claims.session_id !== '') {
    if (!UUID_RE.test(claims.session_id)) {
      throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist')
    }
    const { rows } = await ctx.platform.db.query<{ id: string; aal: string | null }>(
      `select id, aal::text from auth.sessions where id = $1 and user_id = $2`,
      [claims.session_id, user.id],
    )
    if (rows.length === 0)
      throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist')
    sessionId = rows[0].id
    aal = (rows[0].aal ?? 'aal1') as Authenticated['aal']
  }
  return { claims, user, sessionId, aal }
}

const ADMIN_ROLES = new Set(['service_role', 'supabase_admin'])

/** GoTrue's requireAdmin: a verified token whose role is an admin role, else 403 not_admin. */
export async function requireAdmin(ctx: AuthContext, c: Context) {
  const header = c.req.header('authorization')
  if (!header)
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
  const result = await resolveIdentity(ctx.platform.keys, header)
  if (!result.ok) {
    if (result.message === 'Authorization header must be "Bearer <token>"') {
      throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
    }
    throw forbidden(
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${result.message}`,
    )
  }
  if (!ADMIN_ROLES.has(result.identity.role)) throw forbidden('not_admin', 'User not allowed')
  return result.identity
}
