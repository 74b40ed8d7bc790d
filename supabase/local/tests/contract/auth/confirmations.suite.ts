import { describe, expect, it } from 'vitest'
import { createServerClient } from '@supabase/ssr'
import { type AuthServer, authSuite } from './helpers'
import { client, linkSession, passwordSignIn, signUpNew, uniqueEmail, verifyOtp } from './users'
import { authFetch, authPost, expectAuthError } from './requests'
import { follow, fragment, readOutbox, SITE_URL } from './mail'

/** A @supabase/ssr server client over an in-memory cookie jar, as a Next.js route handler has. */
function ssrClient(server: AuthServer) {
  const jar = new Map<string, string>()
  const sb = createServerClient(server.url, server.keys.anonKey, {
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (list) => {
        for (const { name, value, options } of list) {
          if (options?.maxAge === 0 || value === '') jar.delete(name)
          else jar.set(name, value)
        }
      },
    },
  })
  return { sb, jar }
}

/** Sign-up with enable_confirmations = true: links, the outbox, /verify, PKCE, as GoTrue does them. */
export const confirmationsSuite = authSuite((server) => {
  describe('auth/v1 sign-up with email confirmations', () => {
    it('answers a bare user, refuses sign-in until the emailed link (implicit flow) is followed', async () => {
      const { email, password, data, error } = await signUpNew(server, 'confirm', {
        data: { name: 'C' },
        emailRedirectTo: `${SITE_URL}/welcome`,
      })
      expect(error).toBeNull()
      expect(data.session).toBeNull()
      expect(data.user!.identities).toHaveLength(1)
      expect(data.user!.confirmation_sent_at).toBeTruthy()
      expect(data.user!.email_confirmed_at).toBeUndefined()

      const early = await passwordSignIn(server, email, password)
      expectAuthError(early, 400, 'email_not_confirmed', 'Email not confirmed')

      const [mail] = await readOutbox(server, email)
      expect(mail).toMatchObject({ to: email, kind: 'signup', subject: 'Confirm Your Signup' })
      const link = new URL(mail.link)
      expect(link.pathname).toBe('/auth/v1/verify')
      expect(link.searchParams.get('type')).toBe('signup')
      expect(link.searchParams.get('token')).toBe(mail.token_hash)
      expect(link.searchParams.get('redirect_to')).toBe(`${SITE_URL}/welcome`)

      const click = await follow(mail.link)
      expect(click.status).toBe(303)
      expect(click.location.startsWith(`${SITE_URL}/welcome#`)).toBe(true)
      const tokens = fragment(click.location)
      expect(tokens).toMatchObject({ token_type: 'bearer', type: 'signup', expires_in: '3600' })
      const { set } = await linkSession(server, tokens)
      expect(set.error).toBeNull()
      expect(set.data.user!.email_confirmed_at).toBeTruthy()
      expect(set.data.user!.user_metadata).toMatchObject({ name: 'C', email_verified: true })

      expect((await passwordSignIn(server, email, password)).error).toBeNull()

      // The link is single-use: a second click lands on the redirect with the error in the fragment.
      const again = await follow(mail.link)
      expect(again.status).toBe(303)
      expect(fragment(again.location)).toMatchObject({
        error: 'access_denied',
        error_code: 'otp_expired',
      })
    })

    it('falls back to site_url for redirect_to outside the allow-list; globs match per segment', async () => {
      const cases = [
        { asked: 'https://evil.example.com/steal', expected: SITE_URL },
        {
          asked: 'http://localhost:3000/auth/callback',
          expected: 'http://localhost:3000/auth/callback',
        },
        { asked: 'http://localhost:3000/auth/a/b', expected: SITE_URL },
        { asked: `${SITE_URL}/deep/path?x=1`, expected: `${SITE_URL}/deep/path?x=1` },
      ]
      for (const { asked, expected } of cases) {
        const email = uniqueEmail('redirect')
        await client(server).auth.signUp({
          email,
          password: 'correct-horse-1',
          options: { emailRedirectTo: asked },
        })
        const [mail] = await readOutbox(server, email)
        expect(new URL(mail.link).searchParams.get('redirect_to')).toBe(expected)
        if (asked.startsWith('https://evil')) {
          const click = await follow(mail.link)
          expect(click.location.startsWith(`${SITE_URL}#access_token=`)).toBe(true)
        }
      }
    })

    it('keeps the outbox for the service role only', async () => {
      const none = await authFetch(server, '/__local/outbox?email=x@example.com')
      expect(none.status).toBe(401)
      const anon = await authFetch(server, '/__local/outbox?email=x@example.com', {
        token: server.keys.anonKey,
      })
      expect(anon.status).toBe(403)
      expect(anon.json!.code).toBe('not_admin')
    })

    it('verifyOtp with token_hash or email + code gives a session; used or expired tokens get 403 otp_expired', async () => {
      const { email } = await signUpNew(server, 'otp')
      const [mail] = await readOutbox(server, email)
      const sb = client(server)
      const ok = await sb.auth.verifyOtp({ type: 'email', token_hash: mail.token_hash })
      expect(ok.error).toBeNull()
      expect(ok.data.session!.user.email).toBe(email)
      const reused = await verifyOtp(server, {
        type: 'email',
        token_hash: mail.token_hash,
      })
      expectAuthError(reused, 403, 'otp_expired')

      const { email: late } = await signUpNew(server, 'late')
      const [lateMail] = await readOutbox(server, late)
      await server.db.query(
        `update auth.users set confirmation_sent_at = now() - interval '2 hours' where email = $1`,
        [late],
      )
      const expired = await verifyOtp(server, {
        type: 'signup',
        email: late,
        token: lateMail.otp,
      })
      expectAuthError(expired, 403, 'otp_expired')
      await server.db.query(`update auth.users set confirmation_sent_at = now() where email = $1`, [
        late,
      ])
      const fresh = await verifyOtp(server, {
        type: 'signup',
        email: late,
        token: lateMail.otp,
      })
      expect(fresh.error).toBeNull()
    })

    it('answers an obfuscated user for a confirmed address and re-sends the link for an unconfirmed one', async () => {
      const email = uniqueEmail('again')
      const first = await client(server).auth.signUp({ email, password: 'correct-horse-1' })
      const second = await client(server).auth.signUp({ email, password: 'correct-horse-2' })
      expect(second.data.user!.id).toBe(first.data.user!.id)
      const mails = await readOutbox(server, email)
      expect(mails).toHaveLength(2)
      expect(mails[0].sent_at >= mails[1].sent_at).toBe(true)
      // Only the newest link is valid.
      expect(
        (await verifyOtp(server, { type: 'email', token_hash: mails[1].token_hash })).error?.code,
      ).toBe('otp_expired')
      expect(
        (await verifyOtp(server, { type: 'email', token_hash: mails[0].token_hash })).error,
      ).toBeNull()

      const third = await client(server).auth.signUp({
        email,
        password: 'correct-horse-3',
        options: { data: { x: 1 } },
      })
      expect(third.error).toBeNull()
      expect(third.data.session).toBeNull()
      expect(third.data.user!.identities).toEqual([])
      expect(third.data.user!.id).not.toBe(first.data.user!.id)
      expect(third.data.user!.user_metadata).toEqual({ x: 1 })
      expect(await readOutbox(server, email)).toHaveLength(2)
    })

    it('PKCE with @supabase/ssr: signUp → link → ?code= → exchangeCodeForSession sets the session cookie', async () => {
      const { sb, jar } = ssrClient(server)
      const email = uniqueEmail('pkce')
      const signUp = await sb.auth.signUp({
        email,
        password: 'correct-horse-1',
        options: { emailRedirectTo: `${SITE_URL}/auth/callback` },
      })
      expect(signUp.error).toBeNull()
      expect(
        [...jar.keys()].some(
          (k) => k.startsWith('sb-127-auth-token') && k.endsWith('code-verifier'),
        ),
      ).toBe(true)

      const [mail] = await readOutbox(server, email)
      expect(mail.token_hash.startsWith('pkce_')).toBe(true)
      const click = await follow(mail.link)
      expect(click.status).toBe(303)
      const target = new URL(click.location)
      expect(`${target.origin}${target.pathname}`).toBe(`${SITE_URL}/auth/callback`)
      const code = target.searchParams.get('code')!
      expect(code).toMatch(/^[0-9a-f-]{36}$/)

      // A wrong verifier is refused and does not consume the code.
      const wrong = await authPost(server, '/token?grant_type=pkce', {
        auth_code: code,
        code_verifier: 'x'.repeat(64),
      })
      expect(wrong.status).toBe(400)
      expect(wrong.json!.code).toBe('bad_code_verifier')
      const empty = await authPost(server, '/token?grant_type=pkce', '{"auth_code":""}')
      expect(empty.json!.code).toBe('validation_failed')

      const exchanged = await sb.auth.exchangeCodeForSession(code)
      expect(exchanged.error).toBeNull()
      expect(exchanged.data.user!.email).toBe(email)
      // The session cookie (chunked as .0, .1… when the RS256 session is over 3180 characters).
      const cookie = jar.get('sb-127-auth-token') ?? jar.get('sb-127-auth-token.0')
      expect(cookie?.startsWith('base64-')).toBe(true)
      expect((await sb.auth.getUser()).data.user!.email).toBe(email)

      const replay = await authPost(server, '/token?grant_type=pkce', {
        auth_code: code,
        code_verifier: 'x'.repeat(64),
      })
      expect(replay.status).toBe(404)
      expect(replay.json!.code).toBe('flow_state_not_found')
    })

    it('PKCE flow states expire: 422 flow_state_expired', async () => {
      const { sb } = ssrClient(server)
      const email = uniqueEmail('pkce-late')
      await sb.auth.signUp({
        email,
        password: 'correct-horse-1',
        options: { emailRedirectTo: `${SITE_URL}/auth/callback` },
      })
      const [mail] = await readOutbox(server, email)
      const code = new URL((await follow(mail.link)).location).searchParams.get('code')!
      await server.db.query(
        `update auth.flow_state set created_at = now() - interval '1 hour', auth_code_issued_at = now() - interval '1 hour'
         where auth_code = $1`,
        [code],
      )
      const late = await sb.auth.exchangeCodeForSession(code)
      expectAuthError(late, 422, 'flow_state_expired')
    })
  })
})
