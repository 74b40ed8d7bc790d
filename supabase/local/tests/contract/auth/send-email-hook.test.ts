import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAuthServer, type AuthServer } from './helpers'
import { readOutbox, SITE_URL } from './mail'
import { client, signedUp, signUpNew, uniqueEmail } from './users'

// [auth.hook.send_email] as GoTrue runs it (internal/api/mail.go, sendEmail): instead of
// mailing, the auth server calls the function with {metadata, user, email_data} inside the
// transaction that stored the token, as supabase_auth_admin; a refusal or a failure fails the
// request and leaves nothing behind. The fixture's test hook writes every event down and is
// steered by the user's user_metadata.send_email_hook.
const HOOKED = {
  auth: {
    email: { enable_confirmations: true, double_confirm_changes: true },
    hook: {
      send_email: { enabled: true, uri: 'pg-functions://postgres/public/test_send_email_hook' },
    },
  },
}
let server: AuthServer
beforeAll(async () => (server = await startAuthServer(HOOKED)))
afterAll(() => server?.stop())

type EmailData = Record<string, string>
type Call = {
  event: { metadata: Record<string, unknown>; user: Record<string, unknown>; email_data: EmailData }
  role: string
}

/** The events the hook got about `email`, oldest first. */
async function hookCalls(email: string): Promise<Call[]> {
  const { data, error } = await client(server, 'service')
    .from('test_send_email_hook_calls')
    .select('event, role')
    .order('id')
  if (error) throw error
  return (data as Call[]).filter((c) => c.event.user.email === email)
}

const lastCall = async (email: string) => (await hookCalls(email)).at(-1)!

/** GoTrue's token hash: hex sha224 of the address and the code. */
const hashOf = (email: string, code: string) =>
  createHash('sha224')
    .update(email.toLowerCase() + code)
    .digest('hex')

describe('send email hook', () => {
  it('gets a sign-up’s e-mail as supabase_auth_admin, in GoTrue’s shape, instead of the outbox; its hash confirms the address', async () => {
    const redirect = `${SITE_URL}/auth/confirm`
    const { email, data, error } = await signUpNew(server, 'hooked', { emailRedirectTo: redirect })
    expect(error).toBeNull()
    expect(data.session).toBeNull()
    const calls = await hookCalls(email)
    expect(calls).toHaveLength(1)
    const [{ event, role }] = calls
    expect(role).toBe('supabase_auth_admin')
    expect(Object.keys(event).sort()).toEqual(['email_data', 'metadata', 'user'])
    expect(event.metadata).toMatchObject({ name: 'send-email' })
    expect(event.user).toMatchObject({ email, id: data.user!.id })
    const mail = event.email_data
    expect(mail).toMatchObject({
      email_action_type: 'signup',
      redirect_to: redirect,
      site_url: server.url,
      token_new: '',
      token_hash_new: '',
    })
    expect(mail.token).toMatch(/^\d{6}$/)
    expect(mail.token_hash).toBe(hashOf(email, mail.token))
    expect(await readOutbox(server, email)).toEqual([])
    const verified = await client(server).auth.verifyOtp({
      token_hash: mail.token_hash,
      type: 'signup',
    })
    expect(verified.error).toBeNull()
    expect(verified.data.session).not.toBeNull()
  })

  it('gets invitations and password resets, whose codes and hashes work', async () => {
    const invited = uniqueEmail('invited')
    const admin = client(server, 'service').auth.admin
    expect((await admin.inviteUserByEmail(invited)).error).toBeNull()
    const invite = (await lastCall(invited)).event.email_data
    expect(invite).toMatchObject({ email_action_type: 'invite', redirect_to: SITE_URL })
    expect(invite.token_hash).toBe(hashOf(invited, invite.token))

    const { email } = await signedUp(server)
    expect((await client(server).auth.resetPasswordForEmail(email)).error).toBeNull()
    const recovery = (await lastCall(email)).event.email_data
    expect(recovery.email_action_type).toBe('recovery')
    const signedIn = await client(server).auth.verifyOtp({
      email,
      token: recovery.token,
      type: 'recovery',
    })
    expect(signedIn.error).toBeNull()
  })

  it('gets a reauthentication code without a hash', async () => {
    const { sb, email } = await signedUp(server)
    expect((await sb.auth.reauthenticate()).error).toBeNull()
    const mail = (await lastCall(email)).event.email_data
    expect(mail).toMatchObject({ email_action_type: 'reauthentication', token_hash: '' })
    expect(mail.token).toMatch(/^\d{6}$/)
  })

  it('gets a secure address change as one call for both addresses, with GoTrue’s crossing of fields', async () => {
    const { sb, email } = await signedUp(server)
    const next = uniqueEmail('moved')
    expect((await sb.auth.updateUser({ email: next })).error).toBeNull()
    const { event } = await lastCall(email)
    expect(event.user).toMatchObject({ email, new_email: next })
    const mail = event.email_data
    expect(mail.email_action_type).toBe('email_change')
    // token and token_hash_new: the current address's; token_new and token_hash: the new one's.
    expect(mail.token_hash_new).toBe(hashOf(email, mail.token))
    expect(mail.token_hash).toBe(hashOf(next, mail.token_new))
    expect(await readOutbox(server, next)).toEqual([])
  })

  it('refusing fails the request with the hook’s status and message, and leaves no user', async () => {
    const refused = await signUpNew(server, 'refused', { data: { send_email_hook: 'reject' } })
    expect(refused.error).toMatchObject({
      status: 422,
      message: 'no signup e-mail for this address',
    })
    const failed = await signUpNew(server, 'failed', { data: { send_email_hook: 'raise' } })
    // (supabase-js reads no error code from a 5xx; the message is GoTrue's.)
    expect(failed.error).toMatchObject({
      status: 500,
      message: 'Error running hook URI: pg-functions://postgres/public/test_send_email_hook',
    })
    for (const email of [refused.email, failed.email]) {
      const { rows } = await server.db.query(`select 1 from auth.users where email = $1`, [email])
      expect(rows, email).toEqual([])
    }
    // The hook was asked, in the transaction that was then undone.
    expect(await hookCalls(refused.email)).toEqual([])
  })
})
