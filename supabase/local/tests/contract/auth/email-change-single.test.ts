import { describe, expect, it } from 'vitest'
import {
  changeMail,
  emailChangeColumns,
  enterChangeCode,
  generatedChange,
  signsInAs,
} from './email-change-helpers'
import { authServerForFile } from './helpers'
import { client, signedUp, uniqueEmail } from './users'
import { expectAuthError } from './requests'
import { follow, fragment, readOutbox, SITE_URL } from './mail'

// Email confirmations on with secure email change off: the new address alone confirms a change.
const server = authServerForFile({
  auth: { email: { enable_confirmations: true, double_confirm_changes: false } },
})

/** A confirmed user who asked to move to a new address. */
async function pendingChange() {
  const signed = await signedUp(server)
  const next = uniqueEmail('single')
  const res = await signed.sb.auth.updateUser(
    { email: next },
    { emailRedirectTo: `${SITE_URL}/settings` },
  )
  if (res.error) throw new Error(`updateUser: ${res.error.message}`)
  return { ...signed, next, toNew: await changeMail(server, next) }
}

describe('auth/v1 email change with double_confirm_changes = false', () => {
  it('mails only the new address; the current address gets no code', async () => {
    const { user, email, next, toNew } = await pendingChange()
    expect(toNew).toMatchObject({ to: next, kind: 'email_change', subject: 'Confirm Email Change' })
    expect((await readOutbox(server, email)).map((m) => m.kind)).not.toContain('email_change')
    expect(await emailChangeColumns(server, user.id)).toEqual({
      email,
      email_change: next,
      email_change_token_new: toNew.token_hash,
      email_change_token_current: '',
      email_change_confirm_status: 0,
    })
  })

  it("the new address's code alone moves the address and answers a session", async () => {
    const { email, password, next, toNew } = await pendingChange()
    const done = await enterChangeCode(server, next, toNew.otp)
    expect(done.error).toBeNull()
    expect(done.data.session!.user.email).toBe(next)
    expect(await signsInAs(server, email, next, password)).toBe(next)
    const reused = await enterChangeCode(server, next, toNew.otp)
    expectAuthError(reused, 403, 'otp_expired', 'Token has expired or is invalid')
  })

  it("the new address's link alone moves the address and lands with a session", async () => {
    const { next, toNew } = await pendingChange()
    const click = await follow(toNew.link)
    expect(click.status).toBe(303)
    expect(click.location.startsWith(`${SITE_URL}/settings#access_token=`)).toBe(true)
    const { data } = await client(server).auth.getUser(fragment(click.location).access_token)
    expect(data.user!.email).toBe(next)
  })

  it('generateLink email_change_current is refused; email_change_new alone completes the change', async () => {
    const { email, password, next, current, fresh } = await generatedChange(server, 'single-gen')
    expectAuthError(
      current,
      400,
      'validation_failed',
      'Enable secure email change to generate link for current email',
    )
    expect(fresh.error).toBeNull()
    const done = await enterChangeCode(server, next, fresh.data.properties!.email_otp)
    expect(done.data.session!.user.email).toBe(next)
    expect(await signsInAs(server, email, next, password)).toBe(next)
  })
})
