import { randomBytes, randomUUID } from 'node:crypto'
import type { Queryable } from '../db'
import type { AuthContext } from './context'
import { runAccessTokenHook } from './hook'
import { findUserById, userJson, type UserRow } from './users'
import { AuthError } from './errors'

/** Opaque, single-use refresh token. */
export const newRefreshToken = () => randomBytes(16).toString('base64url')

/** A client address for inet columns, or null when it is not one. */
export function inetOrNull(ip: string): string | null {
  return /^[0-9a-fA-F:.]+$/.test(ip) ? ip : null
}

export interface SessionMeta {
  ip: string
  userAgent: string | null
}

/**
 * A new session (auth.sessions), its first refresh token and its first AMR claim, as GoTrue's
 * issueRefreshToken does; also stamps the user's last_sign_in_at.
 */
export async function createSession(
  tx: Queryable,
  userId: string,
  method: string,
  meta: SessionMeta,
): Promise<{ sessionId: string; refreshToken: string }> {
  const sessionId = randomUUID()
  const refreshToken = newRefreshToken()
  await tx.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip, refreshed_at)
     values ($1, $2, now(), now(), 'aal1', $3, $4::inet, now() at time zone 'utc')`,
    [sessionId, userId, meta.userAgent, inetOrNull(meta.ip)],
  )
  await insertRefreshToken(tx, userId, sessionId, refreshToken, null)
  await addAmrClaim(tx, sessionId, method)
  await tx.query(
    `update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1`,
    [userId],
  )
  await tx.query(
    `update auth.identities set last_sign_in_at = now() where user_id = $1 and provider = 'email'`,
    [userId],
  )
  return { sessionId, refreshToken }
}

export async function insertRefreshToken(
  tx: Queryable,
  userId: string,
  sessionId: string,
  token: string,
  parent: string | null,
) {
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
    [token, userId, parent, sessionId],
  )
}

/** Records (or refreshes the timestamp of) an authentication method on a session. */
export async function addAmrClaim(tx: Queryable, sessionId: string, method: string) {
  await tx.query(
    `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id)
     values ($1, now(), now(), $2, gen_random_uuid())
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [sessionId, method],
  )
}

/**
 * Revokes the session's active refresh token and issues its successor (GrantRefreshTokenSwap).
 */
export async function swapRefreshToken(
  tx: Queryable,
  userId: string,
  sessionId: string,
): Promise<string> {
  const { rows } = await tx.query<{ token: string }>(
    `update auth.refresh_tokens set revoked = true, updated_at = now()
     where session_id = $1 and revoked = false returning token`,
    [sessionId],
  )
  const token = newRefreshToken()
  await insertRefreshToken(tx, userId, sessionId, token, rows.at(-1)?.token ?? null)
  return token
}

/**
 * The access token as GoTrue issues it: claims in GoTrue's order, aal/amr from the persisted
 * session, then the custom access-token hook when enabled.
 */
export async function signAccessToken(
  ctx: AuthContext,
  tx: Queryable,
  user: UserRow,
  sessionId: string,
  method: string,
): Promise<{ token: string; expiresAt: number; expiresIn: number }> {
  const { platform } = ctx
  const session = await tx.query<{ aal: string | null }>(
    `select aal::text from auth.sessions where id = $1`,
    [sessionId],
  )
  if (session.rows.length === 0) throw new AuthError(403, 'session_not_found', 'Session not found')
  const amr = await tx.query<{ method: string; ts: number }>(
    // Whole seconds cut down, as GoTrue's UpdatedAt.Unix(): rounding up would date a session a
    // second later than it was opened, after an address change made in the same second.
    `select authentication_method as method, floor(extract(epoch from updated_at))::bigint as ts
     from auth.mfa_amr_claims where session_id = $1 order by updated_at desc, created_at desc`,
    [sessionId],
  )
  const expiresIn = platform.config.auth.jwt_expiry
  const iat = Math.floor(Date.now() / 1000)
  const exp = iat + expiresIn
  let claims: Record<string, unknown> = {
    iss: `${platform.apiUrl}/auth/v1`,
    sub: user.id,
    aud: user.aud || 'authenticated',
    exp,
    iat,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role || 'authenticated',
    aal: session.rows[0].aal ?? 'aal1',
    amr: amr.rows.map((r) => ({ method: r.method, timestamp: Number(r.ts) })),
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  }
  claims = await runAccessTokenHook(platform.config, tx, {
    user_id: user.id,
    claims,
    authentication_method: method,
  })
  const token = await platform.keys.sign(inClaimOrder(claims))
  const finalExp = typeof claims.exp === 'number' ? claims.exp : exp
  return { token, expiresAt: finalExp, expiresIn }
}

const CLAIM_ORDER = [
  'iss',
  'sub',
  'aud',
  'exp',
  'iat',
  'email',
  'phone',
  'app_metadata',
  'user_metadata',
  'role',
  'aal',
  'amr',
  'session_id',
  'is_anonymous',
]

/** Postgres jsonb reorders keys; put GoTrue's claims back in §A.7 order, hook additions after. */
function inClaimOrder(claims: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const k of CLAIM_ORDER) if (k in claims) out[k] = claims[k]
  for (const [k, v] of Object.entries(claims)) if (!(k in out)) out[k] = v
  return out
}

/** The Session JSON GoTrue answers a grant with (access and refresh token, expiry, user). */
export async function sessionJson(
  ctx: AuthContext,
  tx: Queryable,
  userId: string,
  sessionId: string,
  refreshToken: string,
  method: string,
  extra: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const user = await findUserById(tx, userId)
  if (!user) throw new AuthError(403, 'user_not_found', 'User not found')
  const access = await signAccessToken(ctx, tx, user, sessionId, method)
  return {
    access_token: access.token,
    token_type: 'bearer',
    expires_in: access.expiresIn,
    expires_at: access.expiresAt,
    refresh_token: refreshToken,
    user: await userJson(tx, user),
    ...extra,
  }
}

/** Sign-in: a new session and its Session JSON, in one go. */
export async function signIn(
  ctx: AuthContext,
  tx: Queryable,
  userId: string,
  method: string,
  meta: SessionMeta,
  extra: Record<string, unknown> = {},
) {
  const { sessionId, refreshToken } = await createSession(tx, userId, method, meta)
  return sessionJson(ctx, tx, userId, sessionId, refreshToken, method, extra)
}
