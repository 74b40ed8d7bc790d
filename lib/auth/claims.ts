import { z } from 'zod'
import { ROLES, type Role } from './roles'

// The claims the app relies on. GoTrue's standard claims plus what the custom access-token
// hook adds under app_metadata. Unknown extra claims are ignored.
const claimsSchema = z.object({
  sub: z.string().min(1),
  role: z.literal('authenticated'),
  exp: z.number(),
  aal: z.enum(['aal1', 'aal2']).optional(),
  session_id: z.string().optional(),
  email: z.string().optional(),
  amr: z
    .array(z.object({ method: z.string(), timestamp: z.number() }))
    .optional()
    .catch(undefined),
  app_metadata: z
    .object({
      app_role: z.enum(ROLES).optional().catch(undefined),
      school_id: z.string().nullish().catch(null),
      is_active: z.boolean().optional().catch(undefined),
    })
    .optional(),
})

export type AppClaims = {
  userId: string
  role: Role | null
  schoolId: string | null
  isActive: boolean | null
  aal: 'aal1' | 'aal2'
  sessionId: string | null
  email: string | null
  expiresAt: number
  /**
   * When (Unix seconds) this session was opened by something mailed to the account's address (a
   * password-reset link, or a sign-in link or code), or null. The auth server names every such
   * session `otp` (only a PKCE code exchange says `recovery` or `magiclink`), so a reset link's
   * cannot be told from the others; and it lets each of them set a password without the old one
   * (GoTrue's Session.IsRecovery), since each proves the same thing: the mailbox is theirs.
   */
  recoveredAt: number | null
}

/** The AMR methods of a session opened by a mailed link or code (GoTrue's Session.IsRecovery). */
const MAILED_METHODS = new Set(['otp', 'magiclink', 'recovery'])

/** Maps a verified JWT payload to the app's claims, or null when it is not a user token. */
export function toAppClaims(payload: unknown): AppClaims | null {
  const parsed = claimsSchema.safeParse(payload)
  if (!parsed.success) return null
  const c = parsed.data
  return {
    userId: c.sub,
    role: c.app_metadata?.app_role ?? null,
    schoolId: c.app_metadata?.school_id ?? null,
    isActive: c.app_metadata?.is_active ?? null,
    aal: c.aal ?? 'aal1',
    sessionId: c.session_id ?? null,
    email: c.email ?? null,
    expiresAt: c.exp,
    recoveredAt: c.amr?.find((entry) => MAILED_METHODS.has(entry.method))?.timestamp ?? null,
  }
}
