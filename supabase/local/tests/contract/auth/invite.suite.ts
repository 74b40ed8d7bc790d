import { describe, expect, it } from 'vitest'
import { authSuite } from './helpers'
import {
  client,
  generateLink,
  generatedLink,
  linkSession,
  passwordSignIn,
  signedUp,
  uniqueEmail,
  verifyOtp,
} from './users'
import { authFetch, authPost, expectAuthBody, expectAuthError } from './requests'
import { emailTokenHash, follow, fragment, readOutbox, SITE_URL } from './mail'
import { amrMethods } from './tokens'

/** Invitations (auth.admin.inviteUserByEmail, generateLink invite) and the admin API's refusals. */
export const inviteSuite = authSuite((server) => {
  describe('auth/v1 invitations', () => {
    it('invites a new address: invited user, invite link in the outbox, link signs in, user sets a password', async () => {
      const admin = client(server, 'service').auth.admin
      const email = uniqueEmail('invited')
      const { data, error } = await admin.inviteUserByEmail(email, {
        data: { name: 'Ida', role_hint: 'teacher' },
        redirectTo: `${SITE_URL}/welcome`,
      })
      expect(error).toBeNull()
      const user = data.user!
      expect(user.email).toBe(email)
      expect(user.invited_at).toBeTruthy()
      expect(user.confirmation_sent_at).toBeTruthy()
      expect(user.email_confirmed_at).toBeUndefined()
      expect(user.user_metadata).toEqual({ name: 'Ida', role_hint: 'teacher' })
      expect(user.app_metadata).toEqual({ provider: 'email', providers: ['email'] })
      expect(user.identities).toHaveLength(1)

      const [mail] = await readOutbox(server, email)
      expect(mail).toMatchObject({ to: email, kind: 'invite', subject: 'You have been invited' })
      expect(mail.link).toContain('/auth/v1/verify?token=')
      expect(mail.link).toContain('&type=invite&')
      expect(new URL(mail.link).searchParams.get('redirect_to')).toBe(`${SITE_URL}/welcome`)

      // An invited user cannot sign in with a password before accepting.
      const early = await passwordSignIn(server, email, 'anything-at-all')
      expectAuthError(early, 400, 'invalid_credentials')

      const { status, location } = await follow(mail.link)
      expect(status).toBe(303)
      expect(location.startsWith(`${SITE_URL}/welcome#`)).toBe(true)
      const f = fragment(location)
      expect(f.type).toBe('invite')
      expect(f.access_token).toBeTruthy()
      // GoTrue signs a link's session in as `otp` (an app's accept page relies on it).
      expect(amrMethods(f.access_token)).toEqual(['otp'])

      // The link is single use.
      const again = await follow(mail.link)
      expect(fragment(again.location)).toMatchObject({ error_code: 'otp_expired' })

      const { sb, set } = await linkSession(server, f)
      expect(set.error).toBeNull()
      expect(set.data.user!.email_confirmed_at).toBeTruthy()
      const updated = await sb.auth.updateUser({ password: 'invited-pass-1' })
      expect(updated.error).toBeNull()
      const signIn = await passwordSignIn(server, email, 'invited-pass-1')
      expect(signIn.error).toBeNull()
      expect(signIn.data.user!.user_metadata).toMatchObject({ name: 'Ida' })
    })

    it('accepts an invitation by its 6-digit code and by its token hash (verifyOtp type invite)', async () => {
      const admin = client(server, 'service').auth.admin
      const byCode = uniqueEmail('invite-code')
      expect((await admin.inviteUserByEmail(byCode)).error).toBeNull()
      const [mail] = await readOutbox(server, byCode)
      const wrong = await verifyOtp(server, {
        email: byCode,
        token: mail.otp === '000000' ? '000001' : '000000',
        type: 'invite',
      })
      expectAuthError(wrong, 403, 'otp_expired', 'Token has expired or is invalid')
      const ok = await verifyOtp(server, {
        email: byCode,
        token: mail.otp,
        type: 'invite',
      })
      expect(ok.error).toBeNull()
      expect(ok.data.session).not.toBeNull()
      expect(amrMethods(ok.data.session!.access_token)).toEqual(['otp'])

      const byHash = uniqueEmail('invite-hash')
      expect((await admin.inviteUserByEmail(byHash)).error).toBeNull()
      const [hashMail] = await readOutbox(server, byHash)
      const viaHash = await verifyOtp(server, {
        token_hash: hashMail.token_hash,
        type: 'invite',
      })
      expect(viaHash.error).toBeNull()
      expect(viaHash.data.user!.email).toBe(byHash)
      const reused = await verifyOtp(server, {
        token_hash: hashMail.token_hash,
        type: 'invite',
      })
      expectAuthError(reused, 403, 'otp_expired', 'Email link is invalid or has expired')
    })

    it('re-invites a pending invitee (only the newest link works) and refuses a registered address', async () => {
      const admin = client(server, 'service').auth.admin
      const email = uniqueEmail('reinvite')
      const first = await admin.inviteUserByEmail(email)
      const [firstMail] = await readOutbox(server, email)
      const second = await admin.inviteUserByEmail(email)
      expect(second.error).toBeNull()
      expect(second.data.user!.id).toBe(first.data.user!.id)
      const [secondMail] = await readOutbox(server, email)
      expect(secondMail.token_hash).not.toBe(firstMail.token_hash)
      const old = await verifyOtp(server, {
        token_hash: firstMail.token_hash,
        type: 'invite',
      })
      expectAuthError(old, 403, 'otp_expired')
      const newest = await verifyOtp(server, {
        token_hash: secondMail.token_hash,
        type: 'invite',
      })
      expect(newest.error).toBeNull()
      expect(newest.data.user!.id).toBe(first.data.user!.id)

      const { email: registered } = await signedUp(server)
      const dup = await admin.inviteUserByEmail(registered)
      expectAuthError(
        dup,
        422,
        'email_exists',
        'A user with this email address has already been registered',
      )
    })

    it('checks redirectTo against the allow-list, the caller, and the address', async () => {
      const admin = client(server, 'service').auth.admin
      const email = uniqueEmail('invite-redirect')
      await admin.inviteUserByEmail(email, { redirectTo: 'https://evil.example.com/steal' })
      const [mail] = await readOutbox(server, email)
      expect(new URL(mail.link).searchParams.get('redirect_to')).toBe(SITE_URL)

      const asAnon = await client(server).auth.admin.inviteUserByEmail(uniqueEmail('anon-invite'))
      expectAuthError(asAnon, 403, 'not_admin', 'User not allowed')
      const none = await authPost(server, '/invite', '{"email":"x@example.com"}')
      expectAuthBody(none, 401, 'no_authorization', 'This endpoint requires a valid Bearer token')

      const malformed = await admin.inviteUserByEmail('not an email')
      expectAuthError(
        malformed,
        400,
        'validation_failed',
        'Unable to validate email address: invalid format',
      )
    })

    it('generateLink invite: an invited user and a link that verifies with type invite', async () => {
      const email = uniqueEmail('gen-invite')
      const { properties, user } = await generatedLink(server, {
        type: 'invite',
        email,
        options: { data: { n: 1 } },
      })
      expect(properties.verification_type).toBe('invite')
      expect(properties.action_link).toContain('&type=invite&')
      expect(user.invited_at).toBeTruthy()
      expect(user.user_metadata).toEqual({ n: 1 })
      expect(await readOutbox(server, email)).toEqual([]) // generateLink sends nothing
      const ok = await verifyOtp(server, {
        token_hash: properties.hashed_token,
        type: 'invite',
      })
      expect(ok.error).toBeNull()
      const dup = await generateLink(server, { type: 'invite', email })
      expectAuthError(dup, 422, 'email_exists')
    })
  })

  describe('auth/v1 admin refusals', () => {
    it('createUser and generateLink refuse malformed addresses; createUser needs an email or phone', async () => {
      const admin = client(server, 'service').auth.admin
      const invalid = {
        status: 400,
        code: 'validation_failed',
        message: 'Unable to validate email address: invalid format',
      }
      for (const email of [
        'plainaddress',
        'a@b..com',
        'two@@example.com',
        'space in@example.com',
      ]) {
        expect(
          (await admin.createUser({ email, password: 'correct-horse-1' })).error,
        ).toMatchObject(invalid)
        expect((await admin.generateLink({ type: 'magiclink', email })).error).toMatchObject(
          invalid,
        )
      }
      // GoTrue's format check needs no dot in the host.
      expect(
        (await admin.createUser({ email: `${uniqueEmail('dotless').split('@')[0]}@localhost` }))
          .error,
      ).toBeNull()
      const neither = await admin.createUser({ password: 'correct-horse-1' })
      expectAuthError(
        neither,
        400,
        'validation_failed',
        'Cannot create a user without either an email or phone',
      )
      const badPhone = await admin.createUser({ phone: '040 123 4567' })
      expectAuthError(
        badPhone,
        400,
        'validation_failed',
        'Invalid phone number format (E.164 required)',
      )
    })

    it('listUsers refuses a negative page or a zero page size as GoTrue does', async () => {
      const admin = client(server, 'service').auth.admin
      const negative = await admin.listUsers({ page: -1 })
      expectAuthError(
        negative,
        400,
        'validation_failed',
        'Bad Pagination Parameters: strconv.ParseUint: parsing "-1": invalid syntax',
      )
      const zero = await authFetch(server, '/admin/users?per_page=0', {
        token: server.keys.serviceRoleKey,
      })
      expectAuthBody(
        zero,
        400,
        'validation_failed',
        'Bad Pagination Parameters: per_page must be greater than 0',
      )
      const badId = await authFetch(server, '/admin/users/not-a-uuid', {
        token: server.keys.serviceRoleKey,
      })
      expectAuthBody(badId, 404, 'validation_failed', 'user_id must be an UUID')
    })

    it('generateLink: magic link for a new address signs it up; email change links; unknown types', async () => {
      const admin = client(server, 'service').auth.admin
      const fresh = uniqueEmail('gen-magic')
      const magic = await generatedLink(server, { type: 'magiclink', email: fresh })
      expect(magic.properties.verification_type).toBe('signup')
      expect(magic.user.email).toBe(fresh)
      const signedIn = await verifyOtp(server, {
        token_hash: magic.properties.hashed_token,
        type: 'signup',
      })
      expect(signedIn.error).toBeNull()

      const current = await admin.generateLink({
        type: 'email_change_current',
        email: fresh,
        newEmail: uniqueEmail('n'),
      })
      expectAuthError(
        current,
        400,
        'validation_failed',
        'Enable secure email change to generate link for current email',
      )
      // GoTrue refuses before it looks at the new address, and only once the user is found.
      const noNewEmail = await admin.generateLink({
        type: 'email_change_current',
        email: fresh,
      } as never)
      expectAuthError(
        noNewEmail,
        400,
        'validation_failed',
        'Enable secure email change to generate link for current email',
      )
      const unknown = await admin.generateLink({
        type: 'email_change_current',
        email: uniqueEmail('nobody'),
        newEmail: uniqueEmail('n'),
      })
      expectAuthError(unknown, 404, 'user_not_found', 'User with this email not found')
      const nobody = await admin.generateLink({ type: 'recovery', email: uniqueEmail('nobody') })
      expectAuthError(nobody, 404, 'user_not_found', 'User with this email not found')

      const newEmail = uniqueEmail('gen-new')
      const change = await generatedLink(server, {
        type: 'email_change_new',
        email: fresh,
        newEmail,
      })
      const props = change.properties
      expect(props.verification_type).toBe('email_change_new')
      expect(change.user.new_email).toBe(newEmail)
      // GoTrue hashes the code with the current address in hashed_token (supabase/auth#2538), which
      // redeems nothing; the link carries the new address's hash, the token it stored.
      expect(props.hashed_token).toBe(emailTokenHash(fresh, props.email_otp))
      const linkToken = new URL(props.action_link).searchParams.get('token')!
      expect(linkToken).toBe(emailTokenHash(newEmail, props.email_otp))
      const stale = await verifyOtp(server, {
        token_hash: props.hashed_token,
        type: 'email_change',
      })
      expectAuthError(stale, 403, 'otp_expired', 'Email link is invalid or has expired')
      // With secure email change off the new address alone confirms the change.
      const changed = await verifyOtp(server, {
        token_hash: linkToken,
        type: 'email_change',
      })
      expect(changed.error).toBeNull()
      expect(changed.data.user!.email).toBe(newEmail)

      const bogus = await authPost(
        server,
        '/admin/generate_link',
        { type: 'bogus', email: fresh },
        { token: server.keys.serviceRoleKey },
      )
      expectAuthBody(
        bogus,
        400,
        'validation_failed',
        'Invalid email action link type requested: bogus',
      )
    })
  })
})
