import { describe, expect, it } from 'vitest'
import { newClient, signedInClient, testEnv } from '../support/clients'
import { actors, PASSWORD } from '../rls/fixtures'

/** Repeated wrong passwords make an account wait, with the wait stated in seconds. */
describe('sign-in throttle', () => {
  it('lets four failures pass, then waits 30 s, doubling up to 15 minutes', async () => {
    const anon = newClient()
    const email = `Nobody-${Date.now()}@Example.test`
    const waits: number[] = []
    for (let i = 0; i < 10; i++) {
      const { data, error } = await anon.rpc('record_sign_in_failure', { email })
      expect(error).toBeNull()
      waits.push(data as number)
    }
    // Seconds are rounded up and the clock moves between calls, so allow one second.
    const expected = [0, 0, 0, 0, 30, 60, 120, 240, 480, 900]
    waits.forEach((w, i) => expect(Math.abs(w - expected[i])).toBeLessThanOrEqual(1))
    // The same address in another case and with spaces is the same account.
    const { data: wait } = await anon.rpc('sign_in_wait', { email: `  ${email.toLowerCase()} ` })
    expect(wait as number).toBeGreaterThan(890)
  })

  it('a successful sign-in clears only the signed-in person’s own count', async () => {
    const anon = newClient()
    // Signed in before the count: while the wait lasts the auth server lets no password in.
    const teacher = await signedInClient(actors.teacher2.email, PASSWORD)
    for (let i = 0; i < 5; i++)
      await anon.rpc('record_sign_in_failure', { email: actors.teacher2.email })
    expect(
      ((await anon.rpc('sign_in_wait', { email: actors.teacher2.email })).data as number) > 0,
    ).toBe(true)

    const other = await signedInClient(actors.student2.email, PASSWORD)
    await other.client.rpc('record_sign_in_success')
    expect(
      ((await anon.rpc('sign_in_wait', { email: actors.teacher2.email })).data as number) > 0,
    ).toBe(true)

    const { error } = await anon.rpc('record_sign_in_success')
    expect(error).not.toBeNull()

    await teacher.client.rpc('record_sign_in_success')
    expect((await anon.rpc('sign_in_wait', { email: actors.teacher2.email })).data).toBe(0)
  })

  it('the failure table is out of reach', async () => {
    const anon = newClient()
    const { error } = await anon
      .schema('private' as never)
      .from('sign_in_failures')
      .select('*')
    expect(error).not.toBeNull()
  })
})

/** A new account of its own (a principal registering a school), so its lockout touches no one else. */
async function freshAccount(prefix: string): Promise<string> {
  const email = `${prefix}-${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.test`
  const { error } = await newClient('service').auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: {
      first_name: 'Lea',
      last_name: 'Lukko',
      role: 'principal',
      school_name: `Lockout ${email}`,
    },
  })
  if (error) throw error
  return email
}

/** A password sent straight to the auth server with the anon key, as a guessing script would. */
async function passwordGrant(email: string, password: string) {
  const { url, anonKey } = testEnv()
  const res = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  return {
    status: res.status,
    body: (await res.json()) as { code?: string; access_token?: string },
  }
}

/** The auth server keeps the lockout: guesses that skip the app meet the same wait. */
describe('sign-in lockout at the auth server', () => {
  it('refuses even the right password sent straight to auth/v1/token after the fifth wrong one', async () => {
    const email = await freshAccount('direct')
    for (let i = 1; i <= 5; i++) {
      const wrong = await passwordGrant(email, `wrong-${i}`)
      expect(wrong).toMatchObject({ status: 400, body: { code: 'invalid_credentials' } })
    }
    const right = await passwordGrant(email, PASSWORD)
    expect(right).toMatchObject({ status: 400, body: { code: 'invalid_credentials' } })
    expect(right.body.access_token).toBeUndefined()
    const { error } = await newClient().auth.signInWithPassword({ email, password: PASSWORD })
    expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' })

    // The app asks the same table first, so it states the same wait instead of trying.
    const { data: wait } = await newClient().rpc('sign_in_wait', { email: email.toUpperCase() })
    expect(wait as number).toBeGreaterThan(20)
    expect(wait as number).toBeLessThanOrEqual(30)
  })

  it('counts the app’s failures once: the auth server’s count and the app’s report are one failure', async () => {
    const email = await freshAccount('app-path')
    const anon = newClient()
    const waits: number[] = []
    for (let i = 1; i <= 5; i++) {
      // lib/actions/auth/password-sign-in.ts: the password, then the report of its failure.
      const { error } = await anon.auth.signInWithPassword({ email, password: `wrong-${i}` })
      expect(error?.code).toBe('invalid_credentials')
      waits.push((await anon.rpc('record_sign_in_failure', { email })).data as number)
    }
    expect(waits.slice(0, 4)).toEqual([0, 0, 0, 0])
    expect(Math.abs(waits[4] - 30)).toBeLessThanOrEqual(1)
  })

  it('a right password before the threshold clears the count', async () => {
    const email = await freshAccount('cleared')
    for (let i = 1; i <= 4; i++) await passwordGrant(email, `wrong-${i}`)
    expect((await passwordGrant(email, PASSWORD)).status).toBe(200)
    for (let i = 1; i <= 4; i++) await passwordGrant(email, `wrong-again-${i}`)
    expect((await passwordGrant(email, PASSWORD)).status).toBe(200)
  })

  it('the hook is the auth server’s alone', async () => {
    const event = { user_id: crypto.randomUUID(), valid: true }
    for (const client of [newClient(), newClient('service')]) {
      const { error } = await client.rpc('password_verification_attempt_hook', { event })
      // It exists, and the API's roles may not call it: only supabase_auth_admin may.
      expect(error?.code).toBe('42501')
    }
  })
})
