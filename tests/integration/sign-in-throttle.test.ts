import { describe, expect, it } from 'vitest'
import { newClient, signedInClient } from './support/clients'
import { actors, PASSWORD } from './rls/fixtures'

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
    for (let i = 0; i < 5; i++) await anon.rpc('record_sign_in_failure', { email: actors.teacher2.email })
    expect(((await anon.rpc('sign_in_wait', { email: actors.teacher2.email })).data as number) > 0).toBe(true)

    const other = await signedInClient(actors.student2.email, PASSWORD)
    await other.client.rpc('record_sign_in_success')
    expect(((await anon.rpc('sign_in_wait', { email: actors.teacher2.email })).data as number) > 0).toBe(true)

    const { error } = await anon.rpc('record_sign_in_success')
    expect(error).not.toBeNull()

    const teacher = await signedInClient(actors.teacher2.email, PASSWORD)
    await teacher.client.rpc('record_sign_in_success')
    expect((await anon.rpc('sign_in_wait', { email: actors.teacher2.email })).data).toBe(0)
  })

  it('the failure table is out of reach', async () => {
    const anon = newClient()
    const { error } = await anon.schema('private' as never).from('sign_in_failures').select('*')
    expect(error).not.toBeNull()
  })
})
