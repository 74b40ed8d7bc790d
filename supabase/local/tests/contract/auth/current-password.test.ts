import { describe, expect, it } from 'vitest'
import { authServerForFile } from './helpers'
import { client, linkSession, passwordSignIn, signedUp } from './users'
import { expectAuthError } from './requests'
import { follow, fragment, readOutbox } from './mail'

/**
 * The hosted dashboard's "Require current password when updating" (GoTrue's
 * Security.UpdatePasswordRequireCurrentPassword; supabase/dashboard.toml states it for Oppi):
 * PUT /user sets a new password only with the right current_password, one message for both
 * refusals and the code telling them apart, unless an e-mailed link opened the session.
 */
const MESSAGE = 'Current password required when setting new password.'
const server = authServerForFile({
  auth: { security: { update_password_require_current_password: true } },
})

describe('auth/v1 current password required', () => {
  it('refuses a change without it or with a wrong one, and takes the right one', async () => {
    const { sb, email, password } = await signedUp(server)
    expectAuthError(
      await sb.auth.updateUser({ password: 'stolen-session-1' }),
      400,
      'current_password_required',
      MESSAGE,
    )
    expectAuthError(
      await sb.auth.updateUser({ password: 'stolen-session-1', current_password: 'not-it-123' }),
      400,
      'current_password_invalid',
      MESSAGE,
    )
    expect(
      (await passwordSignIn(server, email, password)).error,
      'the old password still works',
    ).toBeNull()
    const changed = await sb.auth.updateUser({
      password: 'chosen-by-owner-1',
      current_password: password,
    })
    expect(changed.error).toBeNull()
    const fresh = await passwordSignIn(server, email, 'chosen-by-owner-1')
    expect(fresh.error).toBeNull()
  })

  it('lets a session opened by a password-reset link set a new one without it', async () => {
    const { email } = await signedUp(server)
    await client(server).auth.resetPasswordForEmail(email)
    const [mail] = await readOutbox(server, email)
    const f = fragment((await follow(mail.link)).location)
    const { sb } = await linkSession(server, f)
    expect((await sb.auth.updateUser({ password: 'after-reset-1' })).error).toBeNull()
  })
})
