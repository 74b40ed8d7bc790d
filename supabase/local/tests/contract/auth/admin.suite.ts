import { describe, expect, it } from 'vitest'
import { SECRET_KEY } from '../../../keys'
import { authSuite } from './helpers'
import { client, generatedLink, passwordSignIn, signedUp, uniqueEmail, verifyOtp } from './users'
import { authFetch, expectAuthError } from './requests'

/** The service-role admin API (/auth/v1/admin/users), as GoTrue answers it. */
export const adminSuite = authSuite((server) => {
  describe('auth/v1 admin', () => {
    it('refuses non-admin callers with 403 not_admin (anon key, user token) and 401 without a token', async () => {
      const anon = await client(server).auth.admin.listUsers()
      expectAuthError(anon, 403, 'not_admin', 'User not allowed')
      const { session } = await signedUp(server)
      const asUser = await authFetch(server, '/admin/users', { token: session.access_token })
      expect(asUser.status).toBe(403)
      expect(asUser.json!.code).toBe('not_admin')
      const none = await authFetch(server, '/admin/users')
      expect(none.status).toBe(401)
      const secretKey = await authFetch(server, '/admin/users?per_page=1', { token: SECRET_KEY })
      expect(secretKey.status).toBe(200)
    })

    it('creates, gets, lists with paging, updates and deletes users', async () => {
      const admin = client(server, 'service').auth.admin
      const email = uniqueEmail('admin-made')
      const created = await admin.createUser({
        email,
        password: 'correct-horse-1',
        email_confirm: true,
        user_metadata: { name: 'Made' },
        app_metadata: { plan: 'pro' },
      })
      expect(created.error).toBeNull()
      const user = created.data.user!
      expect(user.app_metadata).toEqual({ provider: 'email', providers: ['email'], plan: 'pro' })
      expect(user.email_confirmed_at).toBeTruthy()

      const dup = await admin.createUser({ email, password: 'correct-horse-1' })
      expectAuthError(dup, 422, 'email_exists')
      const weak = await admin.createUser({ email: uniqueEmail('weak'), password: 'x' })
      expectAuthError(weak, 422, 'weak_password')

      expect((await admin.getUserById(user.id)).data.user!.email).toBe(email)

      for (let i = 0; i < 2; i++)
        await admin.createUser({ email: uniqueEmail('filler'), email_confirm: true })
      const page1 = await admin.listUsers({ page: 1, perPage: 2 })
      expect(page1.error).toBeNull()
      expect(page1.data.users).toHaveLength(2)
      const total = (page1.data as { total: number }).total
      expect(total).toBeGreaterThanOrEqual(3)
      expect((page1.data as { nextPage: number | null }).nextPage).toBe(2)
      // auth-js reads only the first digit of the page numbers in `link`; check the raw headers.
      const raw = await authFetch(server, '/admin/users?page=1&per_page=2', {
        token: server.keys.serviceRoleKey,
      })
      const last = Math.ceil(total / 2)
      expect(raw.headers.get('x-total-count')).toBe(String(total))
      expect(raw.headers.get('link')).toBe(
        `</admin/users?page=2&per_page=2>; rel="next", </admin/users?page=${last}&per_page=2>; rel="last"`,
      )

      const updated = await admin.updateUserById(user.id, {
        user_metadata: { name: 'Renamed' },
        app_metadata: { role_hint: 'teacher' },
      })
      expect(updated.data.user!.user_metadata).toMatchObject({ name: 'Renamed' })
      expect(updated.data.user!.app_metadata).toMatchObject({
        plan: 'pro',
        role_hint: 'teacher',
        provider: 'email',
      })

      // Banned users cannot sign in.
      await admin.updateUserById(user.id, { ban_duration: '24h' })
      const banned = await passwordSignIn(server, email, 'correct-horse-1')
      expectAuthError(banned, 400, 'user_banned')

      expect((await admin.deleteUser(user.id)).error).toBeNull()
      const gone = await admin.getUserById(user.id)
      expectAuthError(gone, 404, 'user_not_found')
    })

    it('generate_link returns a usable link and hashed token without sending mail', async () => {
      const email = uniqueEmail('linked')
      const { properties } = await generatedLink(server, {
        type: 'signup',
        email,
        password: 'correct-horse-1',
      })
      expect(properties.action_link).toContain('/auth/v1/verify?token=')
      expect(properties.verification_type).toBe('signup')
      const sb = client(server)
      const verified = await sb.auth.verifyOtp({
        type: 'email',
        token_hash: properties.hashed_token,
      })
      expect(verified.error).toBeNull()
      expect(verified.data.user!.email).toBe(email)

      const magic = await generatedLink(server, { type: 'magiclink', email })
      const byOtp = await verifyOtp(server, {
        type: 'magiclink',
        email,
        token: magic.properties.email_otp,
      })
      expect(byOtp.error).toBeNull()
      expect(byOtp.data.session).not.toBeNull()
    })
  })
})
