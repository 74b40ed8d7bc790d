import { afterEach, describe, expect, it } from 'vitest'
import { newClient, outbox, provenClient, signedInClient } from '../support/clients'
import { actors, PASSWORD } from '../rls/fixtures'
import { invitationAcceptedAt } from '../support/invitations'

/**
 * Proof of address: what the school grants by an e-mail address (a child whose parent or
 * guardian e-mail it recorded, an invitation) goes only to an account that has proven it
 * receives mail there — by a link or code mailed to it — whatever the auth server's
 * confirmation setting. Here confirmations are off, so a password sign-up is "confirmed" at
 * once: the attacker below is exactly that sign-up, calling auth/v1 and rest/v1 directly.
 */
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
const DEMO_SCHOOL = 'Oppi Demo School'
const admin = () => newClient('service')
const child = actors.student2.id

function claims(token: string) {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as {
    app_metadata: { is_active?: boolean }
    amr: { method: string }[]
  }
}

async function recordGuardianEmail(email: string | null) {
  const { error } = await admin()
    .from('profile_sensitive')
    .update({ guardian_email: email })
    .eq('profile_id', child)
  expect(error).toBeNull()
}

async function signUpParent(email: string) {
  const client = newClient()
  const { data, error } = await client.auth.signUp({
    email,
    password: 'Long-enough-1',
    options: {
      data: { first_name: 'Eve', last_name: 'Attacker', role: 'parent', school_name: DEMO_SCHOOL },
    },
  })
  expect(error).toBeNull()
  return { client, user: data.user!, session: data.session! }
}

/** What this client can read of the child: links, profile, sensitive fields. */
async function childVisible(client: ReturnType<typeof newClient>) {
  const links = await client.from('guardian_links').select('student_id').eq('student_id', child)
  const profile = await client.from('profiles').select('id').eq('id', child)
  // A linked parent reads the child's sensitive data through the logged read function.
  const sensitive = await client.rpc('read_sensitive_profile', {
    profile_id: child,
    fields: ['medical_information'],
  })
  return {
    links: links.data?.length ?? 0,
    profile: profile.data?.length ?? 0,
    sensitive: !sensitive.error && 'medical_information' in (sensitive.data ?? {}) ? 1 : 0,
  }
}

/** How each of a parent's links to children came about (read past row-level security). */
async function linkSources(parentId: string) {
  const { data } = await admin().from('guardian_links').select('source').eq('parent_id', parentId)
  return data
}

afterEach(async () => {
  await recordGuardianEmail(null)
})

describe('proof of address before any link to a child', () => {
  it('a password sign-up with a recorded parent address is not linked and reads nothing of the child', async () => {
    const email = `recorded-${unique()}@example.test`
    await recordGuardianEmail(email)
    const attacker = await signUpParent(email)
    // Confirmations are off: the auth server calls the address confirmed, and gave a session.
    expect(attacker.session).not.toBeNull()
    expect(claims(attacker.session.access_token).app_metadata.is_active).toBe(false)
    expect(await childVisible(attacker.client)).toEqual({ links: 0, profile: 0, sensitive: 0 })
    const rows = await linkSources(attacker.user.id)
    expect(rows).toEqual([])

    // A password session proves nothing, nor does a refreshed one.
    expect((await attacker.client.rpc('prove_email')).data).toBe(false)
    expect((await attacker.client.rpc('email_proven')).data).toBe(false)
    await attacker.client.auth.refreshSession()
    expect((await attacker.client.rpc('prove_email')).data).toBe(false)
    expect(await childVisible(attacker.client)).toEqual({ links: 0, profile: 0, sensitive: 0 })

    // The private proof table is out of reach of the API.
    const direct = await attacker.client
      .schema('private' as 'public')
      .from('email_proofs')
      .insert({ user_id: attacker.user.id })
    expect(direct.error).not.toBeNull()
    expect((await attacker.client.rpc('prove_email')).data).toBe(false)
  })

  it('following the link mailed to the address proves it: the parent is linked, let in, and reads the child', async () => {
    const email = `real-parent-${unique()}@example.test`
    await recordGuardianEmail(email)
    const signedUp = await signUpParent(email)
    expect(await childVisible(signedUp.client)).toEqual({ links: 0, profile: 0, sensitive: 0 })

    const proven = await provenClient(email)
    expect(claims(proven.session.access_token).amr.map((a) => a.method)).toContain('otp')
    expect(claims(proven.session.access_token).app_metadata.is_active).toBe(true)
    expect(await childVisible(proven.client)).toEqual({ links: 1, profile: 1, sensitive: 1 })
    const rows = await linkSources(proven.user.id)
    expect(rows).toEqual([{ source: 'guardian_email' }])
    expect((await proven.client.rpc('email_proven')).data).toBe(true)

    // A new address is unproven again: the e-mail-derived link goes with the old one.
    const moved = `moved-${unique()}@example.test`
    const { error } = await admin().auth.admin.updateUserById(proven.user.id, {
      email: moved,
      email_confirm: true,
    })
    expect(error).toBeNull()
    const after = await linkSources(proven.user.id)
    expect(after).toEqual([])
  })

  it('a session opened before the address changed does not prove the new address', async () => {
    const own = `own-${unique()}@example.test`
    const { client, user } = await signUpParent(own)
    // The attacker proves their own address with a link...
    await client.auth.signInWithOtp({ email: own, options: { shouldCreateUser: false } })
    const [mail] = await outbox(own)
    expect(
      (await client.auth.verifyOtp({ token_hash: mail.token_hash, type: 'magiclink' })).error,
    ).toBeNull()
    // ...then moves the account to the recorded address (as the auth server does at once when
    // confirmations are off) and tries to use the old session's proof for it.
    const recorded = `recorded-${unique()}@example.test`
    await recordGuardianEmail(recorded)
    await new Promise((r) => setTimeout(r, 1100))
    expect(
      (await admin().auth.admin.updateUserById(user.id, { email: recorded, email_confirm: true }))
        .error,
    ).toBeNull()
    const { data: refreshed } = await client.auth.refreshSession()
    expect(refreshed.session).not.toBeNull()
    expect((await client.rpc('prove_email')).data).toBe(false)
    expect(await childVisible(client)).toEqual({ links: 0, profile: 0, sensitive: 0 })
  })

  it('an account made by the invite endpoint is accepted and linked once the invite link is followed', async () => {
    const principal = (await signedInClient(actors.principal.email, PASSWORD)).client
    const email = `invited-parent-${unique()}@example.test`
    const { data: invitation, error } = await principal.rpc('invite_member', {
      email,
      role: 'parent',
      child_ids: [child],
    })
    expect(error).toBeNull()
    const { data: invited, error: inviteError } = await admin().auth.admin.inviteUserByEmail(
      email,
      {
        data: { invitation_id: invitation },
      },
    )
    expect(inviteError).toBeNull()
    // Made, but not yet a member: nothing of the child, invitation open.
    const { data: before } = await admin()
      .from('profiles')
      .select('is_active')
      .eq('id', invited.user!.id)
      .single()
    expect(before).toEqual({ is_active: false })
    expect(
      (await admin().from('guardian_links').select('student_id').eq('parent_id', invited.user!.id))
        .data,
    ).toEqual([])

    const [mail] = await outbox(email)
    expect(mail.kind).toBe('invite')
    const client = newClient()
    expect(
      (await client.auth.verifyOtp({ token_hash: mail.token_hash, type: 'invite' })).error,
    ).toBeNull()
    expect((await client.rpc('prove_email')).data).toBe(true)
    expect(await childVisible(client)).toEqual({ links: 1, profile: 1, sensitive: 1 })
    expect(await invitationAcceptedAt(principal, invitation as string)).not.toBeNull()
  })

  it('a sign-up naming an invitation gets neither its role nor its children until the address is proven', async () => {
    const principal = (await signedInClient(actors.principal.email, PASSWORD)).client
    const email = `invited-teacher-${unique()}@example.test`
    const { data: invitation } = await principal.rpc('invite_member', {
      email,
      role: 'teacher',
      first_name: 'Tero',
    })
    const client = newClient()
    const { data, error } = await client.auth.signUp({
      email,
      password: 'Long-enough-1',
      options: { data: { invitation_id: invitation } },
    })
    expect(error).toBeNull()
    expect(claims(data.session!.access_token).app_metadata.is_active).toBe(false)
    const { data: classes } = await client.from('classes').select('id').limit(5)
    expect(classes).toEqual([])
    expect((await client.rpc('prove_email')).data).toBe(false)
    expect(await invitationAcceptedAt(principal, invitation as string)).toBeNull()

    const proven = await provenClient(email)
    expect(claims(proven.session.access_token).app_metadata.is_active).toBe(true)
    const { data: taught } = await proven.client
      .from('profiles')
      .select('role, is_active')
      .eq('id', proven.user.id)
      .single()
    expect(taught).toEqual({ role: 'teacher', is_active: true })
  })
})
