import { beforeAll, describe, expect, it } from 'vitest'
import { signedInClient } from '../support/clients'
import { madeSchool } from '../support/made-school'
import { enrollAndVerify } from '../support/second-factor'

/**
 * Oppi's own backend (supabase/config.toml with supabase/dashboard.toml) changes a signed-in
 * password only with the current one, and, for an account with a verified factor, only at aal2:
 * auth/v1 refuses a stolen session or a stolen password alone, whatever the app does.
 */
type Who = 'principal' | 'teacher'
const school = madeSchool<Who>()
const { client, credentials, tag } = school

beforeAll(async () => {
  await school.principalOf(`Password School ${tag}`, 'principal')
  await school.invited('principal', 'teacher', 'teacher', 'Taru')
})

describe('changing the password while signed in', () => {
  it('needs the current password', async () => {
    const { password } = credentials('teacher')
    const without = await client.teacher.auth.updateUser({ password: 'Taken-over-1' })
    expect(without.error).toMatchObject({ status: 400, code: 'current_password_required' })
    const wrong = await client.teacher.auth.updateUser({
      password: 'Taken-over-1',
      current_password: 'Not-it-1234',
    })
    expect(wrong.error).toMatchObject({ status: 400, code: 'current_password_invalid' })
    const right = await client.teacher.auth.updateUser({
      password: 'Chosen-again-1',
      current_password: password,
    })
    expect(right.error).toBeNull()
  })

  it('with a verified factor, needs aal2 even with the right current password', async () => {
    const { email, password } = credentials('principal')
    await enrollAndVerify(client.principal)
    const aal1 = (await signedInClient(email, password)).client
    const refused = await aal1.auth.updateUser({
      password: 'Taken-over-2',
      current_password: password,
    })
    expect(refused.error).toMatchObject({ status: 401, code: 'insufficient_aal' })
    const aal2 = await client.principal.auth.updateUser({
      password: 'Chosen-again-2',
      current_password: password,
    })
    expect(aal2.error).toBeNull()
  })
})
