import { describe, expect, it } from 'vitest'
import { newClient } from '../support/clients'

/**
 * The account rules reach the person signing up as clear messages (through the
 * before-user-created hook), and nothing is written for a refused sign-up.
 */
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`

describe('sign-up rules through auth/v1', () => {
  it('refuses an unknown role with a 400 and a message, and creates no user', async () => {
    const email = `nobody-${unique()}@example.test`
    const { data, error } = await newClient().auth.signUp({
      email,
      password: 'Long-enough-1',
      options: {
        data: { first_name: 'A', last_name: 'B', role: 'janitor', school_name: 'Oppi Demo School' },
      },
    })
    expect(data.user).toBeNull()
    expect(error?.status).toBe(400)
    expect(error?.message).toMatch(/role/i)
    const admin = newClient('service')
    const { data: list } = await admin.auth.admin.listUsers({ perPage: 1000 })
    expect(list.users.some((u) => u.email === email)).toBe(false)
  })

  it('refuses a principal who claims an existing school', async () => {
    const admin = newClient('service')
    const { data: schools } = await admin.from('schools').select('name').limit(1)
    const existing = schools![0].name as string
    const { error } = await newClient().auth.signUp({
      email: `claimer-${unique()}@example.test`,
      password: 'Long-enough-1',
      options: {
        data: { first_name: 'C', last_name: 'D', role: 'principal', school_name: existing },
      },
    })
    expect(error?.status).toBe(400)
    expect(error?.message.length).toBeGreaterThan(10)
  })

  it('lets a principal found a new school and sign in at once', async () => {
    const school = `Koulu ${unique()}`
    const { data, error } = await newClient().auth.signUp({
      email: `founder-${unique()}@example.test`,
      password: 'Long-enough-1',
      options: {
        data: { first_name: 'E', last_name: 'F', role: 'principal', school_name: school },
      },
    })
    expect(error).toBeNull()
    expect(data.session).not.toBeNull()
    const claims = JSON.parse(
      Buffer.from(data.session!.access_token.split('.')[1], 'base64url').toString(),
    )
    expect(claims.app_metadata).toMatchObject({ app_role: 'principal', is_active: true })
    expect(claims.role).toBe('authenticated')
  })
})
