import { afterEach, describe, expect, it, vi } from 'vitest'
import { acceptedInvitation, newClient, signedInClient, testEnv } from '../support/clients'
import { actors, PASSWORD } from '../rls/fixtures'
import { resetFactors } from '../../../scripts/reset-mfa'

/**
 * Account events: letting people in and out, and resetting a lost second factor, are recorded
 * for the person concerned and their principal. Only a principal of the member's school may ask
 * for a factor reset, and the request is recorded before the factors are removed.
 */
afterEach(() => {
  vi.unstubAllEnvs()
})

const unique = () => `${Date.now()}${Math.random().toString(36).slice(2, 7)}`

async function memberWithFactor() {
  const email = `mfa-${unique()}@example.test`
  const principal = (await signedInClient(actors.principal.email, PASSWORD)).client
  const id = await acceptedInvitation(
    principal,
    { email, role: 'teacher', first_name: 'Mona', last_name: 'Factor' },
    'Long-enough-1',
  )
  const admin = newClient('service')
  const member = await signedInClient(email, 'Long-enough-1')
  const { error } = await member.client.auth.mfa.enroll({
    factorType: 'totp',
    friendlyName: 'phone',
  })
  expect(error).toBeNull()
  return { id, email, member, principal, admin }
}

describe('account events', () => {
  it('a principal resets a member’s lost second factor: recorded first, then removed through the admin API', async () => {
    const { id, member, principal, admin } = await memberWithFactor()
    const { data: userId, error } = await principal.rpc('authorize_factor_reset', { member_id: id })
    expect(error).toBeNull()
    expect(userId).toBe(id)
    const { data: before } = await admin.auth.admin.mfa.listFactors({ userId: id })
    for (const f of before!.factors)
      await admin.auth.admin.mfa.deleteFactor({ userId: id, id: f.id })
    const { data: after } = await admin.auth.admin.mfa.listFactors({ userId: id })
    expect(before!.factors.length).toBe(1)
    expect(after!.factors).toEqual([])

    const { data: seenByPrincipal } = await principal
      .from('account_events')
      .select('action, actor_id, actor_name')
      .eq('profile_id', id)
    expect(seenByPrincipal).toContainEqual({
      action: 'mfa_reset',
      actor_id: actors.principal.id,
      actor_name: expect.stringMatching(/\S/),
    })
    const { data: seenByMember } = await member.client
      .from('account_events')
      .select('action')
      .eq('profile_id', id)
    expect(seenByMember!.map((r) => r.action)).toContain('mfa_reset')
  })

  it('nobody else may ask for a reset: a teacher, another school’s principal, or the principal for themself', async () => {
    const { id } = await memberWithFactor()
    const teacher = (await signedInClient(actors.teacher.email, PASSWORD)).client
    expect((await teacher.rpc('authorize_factor_reset', { member_id: id })).error?.code).toBe(
      '42501',
    )
    const other = (await signedInClient(actors.otherPrincipal.email, PASSWORD)).client
    expect((await other.rpc('authorize_factor_reset', { member_id: id })).error?.code).toBe('42501')
    const principal = (await signedInClient(actors.principal.email, PASSWORD)).client
    expect(
      (await principal.rpc('authorize_factor_reset', { member_id: actors.principal.id })).error
        ?.code,
    ).toBe('42501')
    const { data: othersView } = await other
      .from('account_events')
      .select('id')
      .eq('profile_id', id)
    expect(othersView).toEqual([])
    const { error: write } = await principal
      .from('account_events')
      .insert({ profile_id: id, action: 'mfa_reset' } as never)
    expect(write).not.toBeNull()
  })

  it('the operator’s script removes a principal’s factors and records it', async () => {
    const { id, email } = await memberWithFactor()
    // The script reads its project from the environment; the files that run after this one
    // share the process and get the environment back as it was.
    vi.stubEnv('SUPABASE_URL', testEnv().url)
    vi.stubEnv('SUPABASE_SERVICE_ROLE_KEY', testEnv().serviceRoleKey)
    expect(await resetFactors(email)).toBe(1)
    const admin = newClient('service')
    const { data } = await admin.auth.admin.mfa.listFactors({ userId: id })
    expect(data!.factors).toEqual([])
    const { data: events } = await admin
      .from('account_events')
      .select('action, actor_id')
      .eq('profile_id', id)
    expect(events).toContainEqual({ action: 'mfa_reset', actor_id: null })
  })

  it('letting someone in and out is recorded with who did it', async () => {
    const principal = (await signedInClient(actors.principal.email, PASSWORD)).client
    await principal.rpc('toggle_item_status', {
      table_name: 'profiles',
      item_id: actors.teacher2.id,
    })
    await principal.rpc('toggle_item_status', {
      table_name: 'profiles',
      item_id: actors.teacher2.id,
    })
    const { data } = await principal
      .from('account_events')
      .select('action, actor_id')
      .eq('profile_id', actors.teacher2.id)
      .order('id', { ascending: false })
      .limit(2)
    expect(data).toEqual([
      { action: 'activated', actor_id: actors.principal.id },
      { action: 'deactivated', actor_id: actors.principal.id },
    ])
  })
})
