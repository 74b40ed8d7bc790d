import { describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { authSuite } from './helpers'
import { client, signedUp } from './users'
import { authFetch, expectAuthBody, expectAuthError } from './requests'
import { decodeJwt, totp } from './tokens'

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000'

/** A user's verified TOTP factor, leaving `sb` at aal2. */
async function verifiedFactor(sb: SupabaseClient, name: string) {
  const enrolled = await sb.auth.mfa.enroll({ factorType: 'totp', friendlyName: name })
  if (enrolled.error) throw enrolled.error
  const code = totp(enrolled.data.totp.secret).generate()
  const verified = await sb.auth.mfa.challengeAndVerify({ factorId: enrolled.data.id, code })
  if (verified.error) throw verified.error
  return enrolled.data.id
}

/** The admin MFA API: auth.admin.mfa.listFactors and deleteFactor (MFA reset by an administrator). */
export const adminMfaSuite = authSuite((server) => {
  describe('auth/v1 admin MFA factors', () => {
    it('lists every factor of a user and deletes one; the user then signs in with the password alone', async () => {
      const { sb, user, email, password } = await signedUp(server)
      const admin = client(server, 'service').auth.admin
      const empty = await admin.mfa.listFactors({ userId: user.id })
      expect(empty.error).toBeNull()
      expect(empty.data!.factors).toEqual([])

      const factorId = await verifiedFactor(sb, 'phone app')
      const pending = await sb.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'backup' })
      expect(pending.error).toBeNull()

      const listed = await admin.mfa.listFactors({ userId: user.id })
      expect(listed.error).toBeNull()
      expect(
        listed.data!.factors.map((f) => [f.id, f.friendly_name, f.factor_type, f.status]),
      ).toEqual([
        [factorId, 'phone app', 'totp', 'verified'],
        [pending.data!.id, 'backup', 'totp', 'unverified'],
      ])
      expect(listed.data!.factors[0]).toEqual({
        id: factorId,
        friendly_name: 'phone app',
        factor_type: 'totp',
        status: 'verified',
        created_at: expect.any(String),
        updated_at: expect.any(String),
        last_challenged_at: expect.any(String),
        phone: '',
      })

      // Before the reset a password sign-in stops at aal1 with aal2 still to go.
      const before = client(server)
      await before.auth.signInWithPassword({ email, password })
      expect((await before.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
        currentLevel: 'aal1',
        nextLevel: 'aal2',
      })

      const deleted = await admin.mfa.deleteFactor({ userId: user.id, id: factorId })
      expect(deleted.error).toBeNull()
      // auth-js hands back the deleted factor wrapped once more in `data`.
      expect(deleted.data).toMatchObject({
        data: { id: factorId, factor_type: 'totp', status: 'verified', friendly_name: 'phone app' },
      })
      const after = await admin.mfa.listFactors({ userId: user.id })
      expect(after.data!.factors.map((f) => f.id)).toEqual([pending.data!.id])

      // The password alone now completes sign-in.
      const fresh = client(server)
      const signIn = await fresh.auth.signInWithPassword({ email, password })
      expect(signIn.error).toBeNull()
      expect(decodeJwt(signIn.data.session!.access_token).payload.aal).toBe('aal1')
      expect((await fresh.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
        currentLevel: 'aal1',
        nextLevel: 'aal1',
      })
      // As on GoTrue, a session that reached aal2 keeps its claims until it ends.
      const refreshed = await sb.auth.refreshSession()
      expect(decodeJwt(refreshed.data.session!.access_token).payload.aal).toBe('aal2')
    })

    it('answers unknown users and factors, malformed ids and non-admin callers as GoTrue does', async () => {
      const { user, session } = await signedUp(server)
      const admin = client(server, 'service').auth.admin
      const gone = await admin.mfa.deleteFactor({ userId: user.id, id: NO_SUCH_ID })
      expectAuthError(gone, 404, 'mfa_factor_not_found', 'Factor not found')
      const nobody = await admin.mfa.listFactors({ userId: NO_SUCH_ID })
      expectAuthError(nobody, 404, 'user_not_found', 'User not found')
      const nobodysFactor = await admin.mfa.deleteFactor({ userId: NO_SUCH_ID, id: NO_SUCH_ID })
      expectAuthError(nobodysFactor, 404, 'user_not_found')

      const service = server.keys.serviceRoleKey
      const badUser = await authFetch(server, '/admin/users/nope/factors', { token: service })
      expectAuthBody(badUser, 404, 'validation_failed', 'user_id must be an UUID')
      const badFactor = await authFetch(server, `/admin/users/${user.id}/factors/nope`, {
        method: 'DELETE',
        token: service,
      })
      expectAuthBody(badFactor, 404, 'validation_failed', 'factor_id must be an UUID')

      // Another user's factor is not found through this user.
      const other = await signedUp(server)
      const othersFactor = await verifiedFactor(other.sb, 'other')
      const crossed = await admin.mfa.deleteFactor({ userId: user.id, id: othersFactor })
      expectAuthError(crossed, 404, 'mfa_factor_not_found')
      expect((await admin.mfa.listFactors({ userId: other.user.id })).data!.factors).toHaveLength(1)

      const asUser = await authFetch(server, `/admin/users/${user.id}/factors`, {
        token: session.access_token,
      })
      expectAuthBody(asUser, 403, 'not_admin', 'User not allowed')
      const anon = await client(server).auth.admin.mfa.listFactors({ userId: user.id })
      expectAuthError(anon, 403, 'not_admin')
    })
  })
})
