import { describe, expect, it } from 'vitest'
import {
  changeMail,
  emailChangeColumns,
  enterChangeCode,
  generatedChange,
  signsInAs,
} from './email-change-helpers'
import { type AuthServer, authSuite } from './helpers'
import { client, signedUp, uniqueEmail, verifyOtp } from './users'
import { authPost, expectAuthError } from './requests'
import { emailTokenHash, follow, fragment, readOutbox, SITE_URL } from './mail'

const ACCEPTED =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email'

/** The `message` fragment GoTrue appends to redirect_to after the first of two confirmations. */
const acceptedFragment = `#${new URLSearchParams({ message: ACCEPTED })}`

/** A confirmed user who asked to move to a new address; the two mails that request sent. */
async function pendingChange(server: AuthServer, redirectTo = `${SITE_URL}/settings`) {
  const signed = await signedUp(server)
  const next = uniqueEmail('next')
  const res = await signed.sb.auth.updateUser({ email: next }, { emailRedirectTo: redirectTo })
  if (res.error) throw new Error(`updateUser: ${res.error.message}`)
  return {
    ...signed,
    next,
    answer: res,
    toCurrent: await changeMail(server, signed.email),
    toNew: await changeMail(server, next),
  }
}

/**
 * Secure email change ([auth.email] double_confirm_changes with enable_confirmations), as GoTrue:
 * a code to each address, the first confirmation answered with a message, the second moving the
 * address; generateLink's email_change_current and email_change_new halves.
 */
export const secureEmailChangeSuite = authSuite((server) => {
  describe('auth/v1 secure email change', () => {
    it('updateUser({email}) mails a code and link to both addresses and changes nothing yet', async () => {
      const { user, email, next, answer, toCurrent, toNew } = await pendingChange(server)
      expect(answer.data.user).toMatchObject({ email, new_email: next })
      expect(answer.data.user!.email_change_sent_at).toBeTruthy()
      for (const [mail, to] of [
        [toCurrent, email],
        [toNew, next],
      ] as const) {
        expect(mail).toMatchObject({ to, kind: 'email_change', subject: 'Confirm Email Change' })
        expect(mail.token_hash).toBe(emailTokenHash(to, mail.otp))
        const link = new URL(mail.link)
        expect(link.pathname).toBe('/auth/v1/verify')
        expect(Object.fromEntries(link.searchParams)).toEqual({
          token: mail.token_hash,
          type: 'email_change',
          redirect_to: `${SITE_URL}/settings`,
        })
      }
      expect(await emailChangeColumns(server, user.id)).toEqual({
        email,
        email_change: next,
        email_change_token_new: toNew.token_hash,
        email_change_token_current: toCurrent.token_hash,
        email_change_confirm_status: 0,
      })
    })

    it('verifyOtp: the current address first answers the message, the new one then moves the address', async () => {
      const { user, email, password, next, toCurrent, toNew } = await pendingChange(server)
      const first = await authPost(server, '/verify', {
        type: 'email_change',
        token_hash: toCurrent.token_hash,
      })
      expect(first.status).toBe(200)
      expect(first.json).toEqual({ msg: ACCEPTED, code: '200' })
      expect(await emailChangeColumns(server, user.id)).toMatchObject({
        email,
        email_change_token_current: '',
        email_change_token_new: toNew.token_hash,
        email_change_confirm_status: 1,
      })
      expect(await signsInAs(server, email, next, password)).toBe(email)

      const reused = await verifyOtp(server, {
        type: 'email_change',
        token_hash: toCurrent.token_hash,
      })
      expectAuthError(reused, 403, 'otp_expired', 'Email link is invalid or has expired')

      const second = await enterChangeCode(server, next, toNew.otp)
      expect(second.error).toBeNull()
      expect(second.data.session!.user.email).toBe(next)
      expect(second.data.user!.new_email).toBeUndefined()
      expect(await emailChangeColumns(server, user.id)).toEqual({
        email: next,
        email_change: '',
        email_change_token_new: '',
        email_change_token_current: '',
        email_change_confirm_status: 0,
      })
      expect(await signsInAs(server, email, next, password)).toBe(next)
    })

    it('verifyOtp: the new address first (supabase-js gets no user, no session), the current one second', async () => {
      const { email, password, next, toCurrent, toNew } = await pendingChange(server)
      const first = await enterChangeCode(server, next, toNew.otp)
      expect(first).toEqual({ data: { user: null, session: null }, error: null })
      expect(await signsInAs(server, email, next, password)).toBe(email)

      const second = await verifyOtp(server, {
        type: 'email_change',
        token_hash: toCurrent.token_hash,
      })
      expect(second.error).toBeNull()
      expect(second.data.session!.user.email).toBe(next)
      expect(await signsInAs(server, email, next, password)).toBe(next)
    })

    it('a code counts only with the address it was sent to', async () => {
      const { email, next, toCurrent, toNew } = await pendingChange(server)
      const crossed = [
        { email: next, token: toCurrent.otp },
        { email, token: toNew.otp },
      ]
      for (const params of crossed) {
        const res = await verifyOtp(server, { type: 'email_change', ...params })
        expectAuthError(res, 403, 'otp_expired', 'Token has expired or is invalid')
      }
      const current = await enterChangeCode(server, email, toCurrent.otp)
      expect(current).toEqual({ data: { user: null, session: null }, error: null })
    })

    it('emailed links: the first redirects with the message in the fragment, the second signs in', async () => {
      const { email, password, next, toCurrent, toNew } = await pendingChange(server)
      const first = await follow(toNew.link)
      expect(first.status).toBe(303)
      expect(first.location).toBe(`${SITE_URL}/settings${acceptedFragment}`)
      expect(await signsInAs(server, email, next, password)).toBe(email)

      const second = await follow(toCurrent.link)
      expect(second.status).toBe(303)
      expect(second.location.startsWith(`${SITE_URL}/settings#access_token=`)).toBe(true)
      const tokens = fragment(second.location)
      expect(tokens).toMatchObject({ type: 'email_change', token_type: 'bearer' })
      const { data } = await client(server).auth.getUser(tokens.access_token)
      expect(data.user!.email).toBe(next)
    })

    it("the first link's redirect keeps redirect_to's query, re-encoded in key order as GoTrue does", async () => {
      const { toCurrent } = await pendingChange(server, `${SITE_URL}/settings?tab=account&a=1`)
      const first = await follow(toCurrent.link)
      expect(first.location).toBe(`${SITE_URL}/settings?a=1&tab=account${acceptedFragment}`)
    })

    it('resend({type: email_change}) starts over: new codes to both addresses, the old ones are void', async () => {
      const { email, next, toCurrent, toNew } = await pendingChange(server)
      expect((await enterChangeCode(server, next, toNew.otp)).error).toBeNull()
      const resent = await client(server).auth.resend({ type: 'email_change', email })
      expect(resent.error).toBeNull()
      const [again, againNew] = [await changeMail(server, email), await changeMail(server, next)]
      expect(again.token_hash).not.toBe(toCurrent.token_hash)
      expect(againNew.token_hash).not.toBe(toNew.token_hash)
      const stale = await verifyOtp(server, {
        type: 'email_change',
        token_hash: toCurrent.token_hash,
      })
      expectAuthError(stale, 403, 'otp_expired')
      // The count restarted: the new address's fresh code is a first confirmation again.
      const first = await enterChangeCode(server, next, againNew.otp)
      expect(first.data).toEqual({ user: null, session: null })
      const second = await enterChangeCode(server, email, again.otp)
      expect(second.data.session!.user.email).toBe(next)
    })

    it('generateLink email_change_current / email_change_new: one token per address, no mail, either order', async () => {
      for (const order of ['current first', 'new first'] as const) {
        const { email, password, next, current, fresh } = await generatedChange(server, 'gen-next')
        expect(current.error).toBeNull()
        expect(fresh.error).toBeNull()
        const [c, n] = [current.data.properties!, fresh.data.properties!]
        expect(current.data.user).toMatchObject({ email, new_email: next })
        expect(c).toMatchObject({
          verification_type: 'email_change_current',
          redirect_to: SITE_URL,
        })
        expect(n).toMatchObject({ verification_type: 'email_change_new', redirect_to: SITE_URL })
        expect(c.hashed_token).toBe(emailTokenHash(email, c.email_otp))
        // GoTrue hashes email_change_new's code with the current address too (supabase/auth#2538);
        // its link carries the new address's hash, the token it stored.
        expect(n.hashed_token).toBe(emailTokenHash(email, n.email_otp))
        const linkToken = (p: { action_link: string }) =>
          new URL(p.action_link).searchParams.get('token')
        expect(linkToken(c)).toBe(c.hashed_token)
        expect(linkToken(n)).toBe(emailTokenHash(next, n.email_otp))
        expect(new URL(n.action_link).searchParams.get('type')).toBe('email_change')
        expect(await readOutbox(server, next)).toEqual([])

        const unredeemable = await verifyOtp(server, {
          type: 'email_change',
          token_hash: n.hashed_token,
        })
        expectAuthError(unredeemable, 403, 'otp_expired')
        if (order === 'current first') {
          const first = await enterChangeCode(server, email, c.email_otp)
          expect(first.data).toEqual({ user: null, session: null })
          const second = await follow(n.action_link)
          expect(fragment(second.location)).toMatchObject({ type: 'email_change' })
        } else {
          const first = await follow(n.action_link)
          // No redirect_to: site_url as configured, without a path.
          expect(first.location).toBe(`${SITE_URL}${acceptedFragment}`)
          const second = await verifyOtp(server, {
            type: 'email_change',
            token_hash: c.hashed_token,
          })
          expect(second.data.session!.user.email).toBe(next)
        }
        expect(await signsInAs(server, email, next, password)).toBe(next)
      }
    })
  })
})
