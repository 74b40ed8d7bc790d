import { describe, expect, it } from 'vitest'
import { authServerForFile } from './helpers'
import { client, passwordSignIn, signedUp, uniqueEmail } from './users'
import { expectAuthError } from './requests'

// [auth.hook.password_verification_attempt] as GoTrue runs it (internal/api/token.go): after an
// existing, unbanned account's password was compared, the function gets {metadata, user_id,
// valid}; "reject" refuses the sign-in with 400 invalid_credentials and the hook's message, even
// for the right password. The fixture's test hook is steered by user_metadata.password_hook.
const server = authServerForFile({
  auth: {
    hook: {
      password_verification_attempt: {
        enabled: true,
        uri: 'pg-functions://postgres/public/test_password_verification_hook',
      },
    },
  },
})

/** A signed-up user whose hook then answers by `mode` (undefined: continue). */
async function userWithHook(mode?: string) {
  const user = await signedUp(server)
  const admin = client(server, 'service').auth.admin
  const { error } = await admin.updateUserById(user.user!.id, {
    user_metadata: { password_hook: mode ?? null },
  })
  if (error) throw error
  return user
}

/** The events the hook has written down for the user, oldest first. */
async function hookCalls(userId: string) {
  const { data, error } = await client(server, 'service')
    .from('test_password_hook_calls')
    .select('event, role')
    .order('id')
  if (error) throw error
  return (data as { event: Record<string, unknown>; role: string }[]).filter(
    (c) => c.event.user_id === userId,
  )
}

const signIn = (email: string, password: string) => passwordSignIn(server, email, password)

describe('password verification attempt hook', () => {
  it('is asked about every password of an existing account, as supabase_auth_admin, with GoTrue’s input', async () => {
    const { email, password, user } = await userWithHook()
    expect((await signIn(email, 'not-the-password')).error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    })
    expect((await signIn(email, password)).error).toBeNull()
    const calls = await hookCalls(user!.id)
    expect(calls.map((c) => c.event.valid)).toEqual([false, true])
    for (const { event, role } of calls) {
      expect(role).toBe('supabase_auth_admin')
      expect(Object.keys(event).sort()).toEqual(['metadata', 'user_id', 'valid'])
      expect(event.metadata).toMatchObject({ name: 'password-verification' })
      expect(event.metadata).toHaveProperty('uuid')
      expect(event.metadata).toHaveProperty('time')
    }
  })

  it('"reject" refuses even the right password with 400 invalid_credentials and the hook’s message', async () => {
    const { email, password, user } = await userWithHook('reject')
    const right = await signIn(email, password)
    expectAuthError(right, 400, 'invalid_credentials', 'refused by the hook (valid=true)')
    expect(right.data.session).toBeNull()
    const wrong = await signIn(email, 'not-the-password')
    expectAuthError(wrong, 400, 'invalid_credentials', 'refused by the hook (valid=false)')
    // GoTrue calls the hook in a transaction of its own: what it wrote stays after the refusal.
    expect((await hookCalls(user!.id)).length).toBeGreaterThanOrEqual(2)
  })

  it('a rejection without a message gets GoTrue’s default message', async () => {
    const { email, password } = await userWithHook('reject_quietly')
    expect((await signIn(email, password)).error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Further password verification attempts will be rejected.',
    })
  })

  it('should_logout_user ends the user’s sessions before refusing', async () => {
    const { email, password, sb } = await userWithHook('reject_logout')
    expect((await signIn(email, password)).error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'logged out',
    })
    const { error } = await sb.auth.refreshSession()
    expect(error).not.toBeNull()
  })

  it('a failing hook function is a 500 unexpected_failure, not a sign-in', async () => {
    const { email, password } = await userWithHook('raise')
    const { data, error } = await signIn(email, password)
    // auth-js does not read the body of a 5xx; the status is what the app sees.
    expect(error).toMatchObject({ status: 500 })
    expect(data.session).toBeNull()
  })

  it('is not asked about unknown addresses or banned users', async () => {
    const before = await client(server, 'service')
      .from('test_password_hook_calls')
      .select('id', { count: 'exact', head: true })
    expect((await signIn(uniqueEmail('nobody'), 'any-password-1')).error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
    })
    const { email, password, user } = await userWithHook('reject')
    const calls = (await hookCalls(user!.id)).length
    await client(server, 'service').auth.admin.updateUserById(user!.id, { ban_duration: '1h' })
    expect((await signIn(email, password)).error).toMatchObject({
      status: 400,
      code: 'user_banned',
    })
    expect((await hookCalls(user!.id)).length).toBe(calls)
    const after = await client(server, 'service')
      .from('test_password_hook_calls')
      .select('id', { count: 'exact', head: true })
    expect(after.count).toBe(before.count)
  })
})
