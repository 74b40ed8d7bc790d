import { beforeAll, describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { newClient, signedInClient, testEnv } from '../support/clients'
import { madeSchool } from '../support/made-school'
import { enrollAndVerify } from '../support/second-factor'

/**
 * Recovery codes on the data path, called as the app's users (and an attacker with the anon
 * key) would call rest/v1: made only at aal2, each spent once, a new set ends the old one,
 * one account's code never works for another, and nobody reads the stored hashes.
 */
type Who = 'principal' | 'teacher'
const school = madeSchool<Who>()
const { client, credentials, tag } = school
let codes: string[] = []
let teacherCodes: string[] = []

/** A second session with the password alone: aal1 while the factor is verified. */
const passwordOnly = async (who: Who) => {
  const { email, password } = credentials(who)
  return (await signedInClient(email, password)).client
}
const spend = async (sb: SupabaseClient, code: string) => {
  const { data, error } = await sb.rpc('use_recovery_code', { code })
  expect(error).toBeNull()
  return data as boolean
}

beforeAll(async () => {
  await school.principalOf(`Recovery School ${tag}`, 'principal')
  await school.invited('principal', 'teacher', 'teacher', 'Tiia')
  for (const who of ['principal', 'teacher'] as const) await enrollAndVerify(client[who])
  const made = await client.principal.rpc('create_recovery_codes')
  expect(made.error).toBeNull()
  codes = made.data as string[]
  teacherCodes = (await client.teacher.rpc('create_recovery_codes')).data as string[]
})

describe('recovery codes', () => {
  it('are ten distinct codes, made only at aal2', async () => {
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    for (const code of codes) expect(code).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/)
    const aal1 = await passwordOnly('principal')
    const refused = await aal1.rpc('create_recovery_codes')
    expect(refused.error?.code).toBe('42501')
    const { data: left } = await client.principal.rpc('recovery_codes_left')
    expect(left).toBe(10)
  })

  it('work once each, typed with or without dashes, from a password-only session', async () => {
    const aal1 = await passwordOnly('principal')
    expect(await spend(aal1, codes[0].replaceAll('-', ' ').toLowerCase())).toBe(true)
    expect(await spend(aal1, codes[0]), 'the second use').toBe(false)
    expect((await client.principal.rpc('recovery_codes_left')).data).toBe(9)
    // The recovery is an account event the person and their principal read.
    const { data: events } = await client.principal
      .from('account_events')
      .select('action')
      .eq('action', 'mfa_recovered')
    expect(events).toHaveLength(1)
  })

  it("never work for another account: the teacher's code is not the principal's", async () => {
    const aal1 = await passwordOnly('principal')
    expect(await spend(aal1, teacherCodes[0])).toBe(false)
    const teacher = await passwordOnly('teacher')
    expect(await spend(teacher, teacherCodes[0])).toBe(true)
  })

  it('a new set ends the old one', async () => {
    const renewed = await client.principal.rpc('create_recovery_codes')
    expect(renewed.error).toBeNull()
    const aal1 = await passwordOnly('principal')
    expect(await spend(aal1, codes[1]), 'an old code').toBe(false)
    expect(await spend(aal1, (renewed.data as string[])[0]), 'a new code').toBe(true)
  })

  it('stop answering after five wrong codes in a row, even a right one', async () => {
    const fresh = await client.teacher.rpc('create_recovery_codes')
    const teacher = await passwordOnly('teacher')
    for (let i = 0; i < 5; i++) expect(await spend(teacher, `0000-0000-000${i}`)).toBe(false)
    const limited = await teacher.rpc('use_recovery_code', { code: (fresh.data as string[])[0] })
    expect(limited.error?.hint).toBe('recovery_rate_limited')
  })

  it('are out of reach of rest/v1: no table to read, no call for anon', async () => {
    const { url, anonKey } = testEnv()
    for (const path of ['mfa_recovery_codes', 'private.mfa_recovery_codes']) {
      const res = await fetch(`${url}/rest/v1/${path}?select=*`, {
        headers: { apikey: anonKey },
      })
      expect(res.status, path).toBeGreaterThanOrEqual(400)
    }
    const asPrivate = await fetch(`${url}/rest/v1/mfa_recovery_codes?select=*`, {
      headers: { apikey: anonKey, 'Accept-Profile': 'private' },
    })
    expect(asPrivate.status).toBeGreaterThanOrEqual(400)
    const anon = newClient('anon')
    for (const fn of ['create_recovery_codes', 'recovery_codes_left'] as const)
      expect((await anon.rpc(fn)).error, fn).not.toBeNull()
    expect((await anon.rpc('use_recovery_code', { code: codes[2] })).error).not.toBeNull()
  })
})
