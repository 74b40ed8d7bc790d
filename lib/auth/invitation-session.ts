import 'server-only'
import { createClient, type Session } from '@supabase/supabase-js'
import { decodeJwt } from 'jose'
import { env } from '@/lib/env'
import { adminConfigured, invitationsOfUser, type InvitationState } from '@/lib/supabase/admin'
import { verifyAccessToken } from './verify-token'

/**
 * The sign-in methods of a session that an invitation link opened. GoTrue's verify signs every
 * e-mail link's session in as `otp`; a PKCE flow's exchange names the link's type (`invite`).
 * A password, passkey or OAuth session never carries either.
 */
export const INVITATION_METHODS: readonly string[] = ['otp', 'invite']

/**
 * How far apart the link's sign-in and the invitation's acceptance may be, when it was already
 * accepted: a later sign-in by another e-mail link (a magic link of the same account) is not the
 * invitation's session. An invitation still waiting is accepted by this very session, once it
 * proves the address (`prove_email`, after the cookies are set).
 */
export const ACCEPTANCE_SLACK_S = 600

export type InvitationSessionCheck =
  { ok: true; session: Session } | { ok: false; reason: 'invalid' | 'notInvitation' }

/** A client that keeps nothing: it only asks the auth server (never writes this site's cookies). */
function authOnlyClient() {
  return createClient(env.NEXT_PUBLIC_SUPABASE_URL, env.NEXT_PUBLIC_SUPABASE_ANON_KEY, {
    auth: { autoRefreshToken: false, persistSession: false, detectSessionInUrl: false },
  })
}

/** The invitation this link session opens: for the token's address, not revoked, not expired, and waiting or accepted by this link. */
function acceptedBy(invitations: InvitationState[], email: string, signedInAt: number): boolean {
  const now = Date.now()
  return invitations.some(
    (i) =>
      i.email.toLowerCase() === email.toLowerCase() &&
      i.revoked_at === null &&
      Date.parse(i.expires_at) > now &&
      (i.accepted_at === null ||
        Math.abs(Date.parse(i.accepted_at) / 1000 - signedInAt) <= ACCEPTANCE_SLACK_S),
  )
}

/**
 * Judges the two tokens an invitation link put in the accept page's address. The fragment is
 * anybody's to write: a link carrying the sender's own password session would sign the person
 * who opens it into the sender's account (login CSRF). So the session counts only when
 * - the auth server vouches for the access token (its published keys, or asking it),
 * - the token was issued by an e-mail link (`amr` holds `otp` or `invite`), and
 * - its address is that of this account's invitation, waiting or accepted by that very link;
 * and the refresh token is then used once, which proves it belongs to the same session (the
 * session kept in the cookies is the refreshed one). Nothing here writes a cookie.
 */
export async function checkInvitationSession(
  accessToken: string,
  refreshToken: string,
): Promise<InvitationSessionCheck> {
  const auth = authOnlyClient().auth
  const claims = await verifyAccessToken(accessToken, env.NEXT_PUBLIC_SUPABASE_URL, async (t) => {
    const { data } = await auth.getUser(t)
    return data.user
  })
  if (!claims) return { ok: false, reason: 'invalid' }
  const amr = decodeJwt(accessToken).amr
  const link = Array.isArray(amr)
    ? (amr as { method?: unknown; timestamp?: unknown }[]).find(
        (m) => typeof m?.method === 'string' && INVITATION_METHODS.includes(m.method),
      )
    : undefined
  if (!link || typeof link.timestamp !== 'number' || !claims.email || !adminConfigured())
    return { ok: false, reason: 'notInvitation' }
  if (!acceptedBy(await invitationsOfUser(claims.userId), claims.email, link.timestamp))
    return { ok: false, reason: 'notInvitation' }

  const { data, error } = await auth.refreshSession({ refresh_token: refreshToken })
  const session = data.session
  if (error || !session) return { ok: false, reason: 'invalid' }
  const sameSession =
    session.user.id === claims.userId &&
    decodeJwt(session.access_token).session_id === claims.sessionId
  return sameSession ? { ok: true, session } : { ok: false, reason: 'notInvitation' }
}
