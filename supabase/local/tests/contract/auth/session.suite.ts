import { describe, expect, it } from 'vitest'
import { AuthWeakPasswordError } from '@supabase/supabase-js'
import { authSuite } from './helpers'
import { client, passwordSignIn, signedUp, signUpNew, uniqueEmail } from './users'
import { authFetch, authPost, expectAuthBody, expectAuthError } from './requests'
import { decodeJwt } from './tokens'

/** Password sign-up/sign-in, the hook, /user, refresh rotation, logout scopes, errors (autoconfirm config). */
export const sessionSuite = authSuite((server) => {
  describe('auth/v1 signup and password sign-in (autoconfirm)', () => {
    it('signs up with metadata and returns a session whose access token has the claims GoTrue issues, in its order', async () => {
      const { email, data, error } = await signUpNew(server, 'Ann', { data: { name: 'Ann' } })
      expect(error).toBeNull()
      expect(data.session).not.toBeNull()
      expect(data.user!.email).toBe(email.toLowerCase())
      expect(data.user!.user_metadata).toMatchObject({ name: 'Ann' })
      expect(data.user!.app_metadata).toEqual({ provider: 'email', providers: ['email'] })
      expect(data.user!.identities).toHaveLength(1)
      expect(data.user!.email_confirmed_at).toBeTruthy()

      const { header, payload } = decodeJwt(data.session!.access_token)
      expect(header).toMatchObject({ alg: 'ES256', typ: 'JWT' })
      expect(typeof header.kid).toBe('string')
      // The claims in the order GoTrue writes them (supabase/local/docs/contract.md, §A.7), as one
      // line to compare at a glance.
      expect(Object.keys(payload).slice(0, 14).join(' ')).toBe(
        'iss sub aud exp iat email phone app_metadata user_metadata role aal amr session_id is_anonymous',
      )
      expect(payload).toMatchObject({
        iss: `${server.url}/auth/v1`,
        sub: data.user!.id,
        aud: 'authenticated',
        role: 'authenticated',
        aal: 'aal1',
        email: email.toLowerCase(),
        phone: '',
        is_anonymous: false,
      })
      expect(payload.exp).toBe((payload.iat as number) + 3600)
      expect(payload.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }])
      expect(data.session!.expires_in).toBe(3600)
      expect(data.session!.expires_at).toBe(payload.exp)

      // The session is persisted: its row exists with aal1 and the amr claim.
      const { rows } = await server.db.query<{ aal: string; n: number }>(
        `select s.aal::text, (select count(*)::int from auth.mfa_amr_claims c where c.session_id = s.id) as n
       from auth.sessions s where s.id = $1`,
        [payload.session_id],
      )
      expect(rows).toEqual([{ aal: 'aal1', n: 1 }])
    })

    it("calls the custom access-token hook with GoTrue's event, as supabase_auth_admin, on every token issue", async () => {
      const { sb, session, user } = await signedUp(server)
      expect(decodeJwt(session.access_token).payload.test_hook).toEqual({
        authentication_method: 'password',
        user_id: user.id,
        role: 'supabase_auth_admin',
      })
      const { data } = await sb.auth.refreshSession()
      expect(decodeJwt(data.session!.access_token).payload.test_hook).toMatchObject({
        authentication_method: 'token_refresh',
      })
    })

    it('answers 500 unexpected_failure when the hook fails or drops a required claim, and issues no session', async () => {
      const admin = client(server, 'service')
      for (const mode of ['raise', 'drop_role']) {
        const email = uniqueEmail(`hook-${mode}`)
        await admin.auth.admin.createUser({
          email,
          password: 'correct-horse-1',
          email_confirm: true,
          user_metadata: { hook_mode: mode },
        })
        const res = await authPost(server, '/token?grant_type=password', {
          email,
          password: 'correct-horse-1',
        })
        expect(res.status).toBe(500)
        expect(res.json!.code).toBe('unexpected_failure')
        if (mode === 'raise') {
          expect(res.json!.message).toBe(
            'Error running hook URI: pg-functions://postgres/public/test_access_token_hook',
          )
        }
        const { rows } = await server.db.query(
          `select s.id from auth.sessions s join auth.users u on u.id = s.user_id where u.email = $1`,
          [email],
        )
        expect(rows).toHaveLength(0)
      }
    })

    it('signs in with a password; refuses a wrong password and an unknown user alike', async () => {
      const { email, password } = await signedUp(server)
      const sb = client(server)
      const ok = await sb.auth.signInWithPassword({ email, password })
      expect(ok.error).toBeNull()
      expect(ok.data.session!.refresh_token).toBeTruthy()

      const wrong = await passwordSignIn(server, email, 'wrong-password')
      expectAuthError(wrong, 400, 'invalid_credentials', 'Invalid login credentials')
      const unknown = await passwordSignIn(server, uniqueEmail('nobody'), password)
      expectAuthError(unknown, 400, 'invalid_credentials')
    })

    it('signs in users whose hash came from seed SQL (crypt with gen_salt bf)', async () => {
      const email = uniqueEmail('seeded')
      await server.db.query(
        `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
         raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', $1,
         extensions.crypt('seeded-password', extensions.gen_salt('bf')), now(),
         '{"provider":"email","providers":["email"]}', '{}', now(), now())`,
        [email],
      )
      const { data, error } = await passwordSignIn(server, email, 'seeded-password')
      expect(error).toBeNull()
      expect(data.user!.email).toBe(email)
    })

    it('refuses a second signup of a confirmed address with 422 user_already_exists', async () => {
      const { email } = await signedUp(server)
      const { error } = await client(server).auth.signUp({ email, password: 'another-pass-1' })
      expect(error).toMatchObject({
        status: 422,
        code: 'user_already_exists',
        message: 'User already registered',
      })
    })

    it('refuses a weak password with 422 weak_password and its reasons', async () => {
      const { error } = await client(server).auth.signUp({
        email: uniqueEmail('weak'),
        password: 'short',
      })
      expect(error).toBeInstanceOf(AuthWeakPasswordError)
      expect(error).toMatchObject({
        status: 422,
        code: 'weak_password',
        message: 'Password should be at least 8 characters.',
      })
      expect((error as AuthWeakPasswordError).reasons).toEqual(['length'])
    })
  })

  describe('auth/v1 user endpoints', () => {
    it('GET /user returns the user; PUT /user merges metadata and changes the password', async () => {
      const { sb, email, password } = await signedUp(server, { name: 'B', keep: 1 })
      const got = await sb.auth.getUser()
      expect(got.data.user!.email).toBe(email)

      const upd = await sb.auth.updateUser({ data: { name: 'Bee', keep: null } })
      expect(upd.error).toBeNull()
      expect(upd.data.user!.user_metadata).toMatchObject({ name: 'Bee' })
      expect(upd.data.user!.user_metadata).not.toHaveProperty('keep')

      const same = await sb.auth.updateUser({ password })
      expectAuthError(same, 422, 'same_password')

      const weak = await sb.auth.updateUser({ password: 'tiny' })
      expectAuthError(weak, 422, 'weak_password')

      // Another device of the same user is signed out by the password change.
      const other = client(server)
      await other.auth.signInWithPassword({ email, password })
      const changed = await sb.auth.updateUser({ password: 'brand-new-pass-2' })
      expect(changed.error).toBeNull()
      const otherUser = await other.auth.getUser()
      expect(otherUser.error).not.toBeNull()
      expect((await sb.auth.getUser()).error).toBeNull()

      expect((await passwordSignIn(server, email, password)).error?.code).toBe(
        'invalid_credentials',
      )
      expect((await passwordSignIn(server, email, 'brand-new-pass-2')).error).toBeNull()
    })

    it('changes the email immediately when confirmations are off, refusing a taken address', async () => {
      const a = await signedUp(server)
      const b = await signedUp(server)
      const next = uniqueEmail('moved')
      const moved = await a.sb.auth.updateUser({ email: next })
      expect(moved.error).toBeNull()
      expect(moved.data.user!.email).toBe(next)
      const taken = await a.sb.auth.updateUser({ email: b.email })
      expectAuthError(taken, 422, 'email_exists')
    })

    it('needs a bearer token: 401 no_authorization without one, 403 bad_jwt for the anon key (no sub)', async () => {
      const none = await authFetch(server, '/user')
      expectAuthBody(none, 401, 'no_authorization', 'This endpoint requires a valid Bearer token')
      const anon = await authFetch(server, '/user', { token: server.keys.anonKey })
      expectAuthBody(anon, 403, 'bad_jwt', 'invalid claim: missing sub claim')
    })

    it('answers 403 user_not_found for a token of a deleted user', async () => {
      const { session, user } = await signedUp(server)
      await client(server, 'service').auth.admin.deleteUser(user.id)
      const res = await authFetch(server, '/user', { token: session.access_token })
      expect(res.status).toBe(403)
      expect(res.json!.code).toBe('user_not_found')
    })
  })

  describe('auth/v1 refresh tokens', () => {
    it('rotates: each refresh returns a new refresh token, and aal/amr/session_id stay', async () => {
      const { sb, session } = await signedUp(server)
      const first = decodeJwt(session.access_token).payload
      const { data, error } = await sb.auth.refreshSession()
      expect(error).toBeNull()
      expect(data.session!.refresh_token).not.toBe(session.refresh_token)
      const next = decodeJwt(data.session!.access_token).payload
      expect(next.session_id).toBe(first.session_id)
      expect(next.amr).toEqual(first.amr)
      expect(next.aal).toBe('aal1')
    })

    it("reuse of a revoked token inside the reuse interval answers with the session's current token", async () => {
      const { sb, session } = await signedUp(server)
      const { data } = await sb.auth.refreshSession()
      const current = data.session!.refresh_token
      const again = await client(server).auth.refreshSession({
        refresh_token: session.refresh_token,
      })
      expect(again.error).toBeNull()
      expect(again.data.session!.refresh_token).toBe(current)
    })

    it('reuse outside the interval refuses with refresh_token_already_used and revokes the whole session', async () => {
      const { sb, session } = await signedUp(server)
      const { data } = await sb.auth.refreshSession()
      const current = data.session!.refresh_token
      // The old token was revoked a minute ago (beyond refresh_token_reuse_interval = 10 s).
      await server.db.query(
        `update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1`,
        [session.refresh_token],
      )
      const reused = await client(server).auth.refreshSession({
        refresh_token: session.refresh_token,
      })
      expectAuthError(reused, 400, 'refresh_token_already_used')
      expect(reused.error!.message).toBe('Invalid Refresh Token: Already Used')
      const legit = await client(server).auth.refreshSession({ refresh_token: current })
      expectAuthError(legit, 400, 'refresh_token_already_used')
    })

    it('refuses an unknown refresh token with refresh_token_not_found', async () => {
      const { error } = await client(server).auth.refreshSession({ refresh_token: 'no-such-token' })
      expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found' })
    })
  })

  describe('auth/v1 logout scopes', () => {
    async function threeDevices() {
      const first = await signedUp(server)
      const devices = [first.sb, client(server), client(server)]
      for (const d of devices.slice(1))
        await d.auth.signInWithPassword({ email: first.email, password: first.password })
      const tokens: string[] = []
      for (const d of devices) tokens.push((await d.auth.getSession()).data.session!.access_token)
      const alive = async () =>
        Promise.all(
          tokens.map(async (t) => (await authFetch(server, '/user', { token: t })).status),
        )
      return { devices, alive }
    }

    it('others: every session but this one', async () => {
      const { devices, alive } = await threeDevices()
      expect((await devices[0].auth.signOut({ scope: 'others' })).error).toBeNull()
      expect(await alive()).toEqual([200, 403, 403])
    })

    it('local: only this session', async () => {
      const { devices, alive } = await threeDevices()
      expect((await devices[1].auth.signOut({ scope: 'local' })).error).toBeNull()
      expect(await alive()).toEqual([200, 403, 200])
    })

    it('global: every session; the signed-out token then gets 403 session_not_found', async () => {
      const { devices, alive } = await threeDevices()
      const token = (await devices[2].auth.getSession()).data.session!.access_token
      expect((await devices[2].auth.signOut()).error).toBeNull()
      expect(await alive()).toEqual([403, 403, 403])
      const res = await authFetch(server, '/user', { token })
      const gone = 'Session from session_id claim in JWT does not exist'
      expectAuthBody(res, 403, 'session_not_found', gone)
      const raw = await authFetch(server, '/logout?scope=everything', { method: 'POST', token })
      expect(raw.status).toBe(400)
    })
  })

  describe('auth/v1 errors and public routes', () => {
    it('answers errors as {code, message} with X-Supabase-Api-Version and x-sb-error-code', async () => {
      const res = await authPost(server, '/token?grant_type=password', '{"email": ')
      expect(res.status).toBe(400)
      expect(res.json!.code).toBe('bad_json')
      expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01')
      expect(res.headers.get('x-sb-error-code')).toBe('bad_json')

      const notObject = await authPost(server, '/signup', '[1,2]')
      expect(notObject.json!.code).toBe('bad_json')

      const missing = await authPost(server, '/token?grant_type=password', '{}')
      expect(missing.status).toBe(400)
      expect(missing.json!.code).toBe('validation_failed')

      const wrongType = await authPost(server, '/signup', '{"email": 5, "password": []}')
      expect(wrongType.status).toBe(400)
      expect(wrongType.json!.code).toBe('validation_failed')

      const badEmail = await authPost(
        server,
        '/signup',
        '{"email":"not-an-email","password":"long-enough-1"}',
      )
      const invalid = 'Unable to validate email address: invalid format'
      expectAuthBody(badEmail, 400, 'validation_failed', invalid)

      const grant = await authPost(server, '/token?grant_type=magic', '{}')
      expectAuthBody(grant, 400, 'invalid_credentials', 'unsupported_grant_type')

      const unknown = await authFetch(server, '/no-such-route')
      expect(unknown.status).toBe(404)
    })

    it('serves the JWKS with cache headers, health and settings', async () => {
      const jwks = await authFetch(server, '/.well-known/jwks.json')
      expect(jwks.status).toBe(200)
      expect(jwks.headers.get('cache-control')).toBe('public, max-age=600')
      const keys = jwks.json!.keys as Record<string, unknown>[]
      expect(keys).toHaveLength(1)
      expect(keys[0]).toMatchObject({
        alg: 'ES256',
        kty: 'EC',
        crv: 'P-256',
        use: 'sig',
        key_ops: ['verify'],
      })
      expect(keys[0]).not.toHaveProperty('d')

      expect((await authFetch(server, '/health')).status).toBe(200)
      const settings = await authFetch(server, '/settings')
      expect(settings.json).toMatchObject({ disable_signup: false, mailer_autoconfirm: true })
      expect((settings.json!.external as Record<string, boolean>).google).toBe(false)
      expect((settings.json!.external as Record<string, boolean>).email).toBe(true)
    })

    it('refuses anonymous sign-ins while they are disabled', async () => {
      const { error } = await client(server).auth.signInAnonymously()
      expect(error).toMatchObject({ status: 422, code: 'anonymous_provider_disabled' })
    })
  })
})
