import { beforeEach, describe, expect, it, vi } from 'vitest'

// The guard's collaborators: the session (claims, profile, client) and Next's redirect.
const session = vi.hoisted(() => ({
  claims: null as null | {
    schoolId: string | null
    role: string | null
    aal: string
    userId: string
  },
  profile: null as null | { schoolId: string; role: string; hasSecondFactor: boolean },
}))
vi.mock('server-only', () => ({}))
vi.mock('next/headers', () => ({ headers: async () => new Headers() }))
vi.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw new Error(`redirect ${to}`)
  },
}))
vi.mock('@/lib/auth/session', () => ({
  getSupabase: async () => 'client',
  getClaims: async () => session.claims,
  needsSecondFactor: async () => null,
  getCurrentUser: async () =>
    session.claims && {
      claims: session.claims,
      profile: session.profile ? { status: 'ok', profile: session.profile } : { status: 'missing' },
    },
}))

const { pageContextOrNullWith, pageContextWith } = await import('@/lib/auth/guards')

function signIn(
  token: { schoolId: string | null; role: string | null },
  profile: { schoolId: string; role: string } | null,
) {
  session.claims = { ...token, aal: 'aal1', userId: 'u1' }
  session.profile = profile && { ...profile, hasSecondFactor: false }
}

describe('pageContextOrNullWith: the page read starts with the token, the profile decides', () => {
  beforeEach(() => {
    session.claims = null
    session.profile = null
  })

  it('reads once, with the token school and role, when the profile agrees', async () => {
    signIn({ schoolId: 's1', role: 'principal' }, { schoolId: 's1', role: 'principal' })
    const read = vi.fn(
      async (_client: unknown, scope: { schoolId: string; role: string }) =>
        `rows of ${scope.schoolId}`,
    )
    const both = await pageContextOrNullWith(read)
    expect(read).toHaveBeenCalledTimes(1)
    expect(read).toHaveBeenCalledWith('client', { schoolId: 's1', role: 'principal' })
    expect(both?.[1]).toBe('rows of s1')
    expect(both?.[0].profile.schoolId).toBe('s1')
  })

  it('reads again with the profile school when the token names another one', async () => {
    signIn({ schoolId: 'old', role: 'principal' }, { schoolId: 'new', role: 'principal' })
    const read = vi.fn(
      async (_client: unknown, scope: { schoolId: string }) => `rows of ${scope.schoolId}`,
    )
    const both = await pageContextOrNullWith(read)
    expect(read).toHaveBeenCalledTimes(2)
    expect(read).toHaveBeenLastCalledWith('client', { schoolId: 'new', role: 'principal' })
    expect(both?.[1]).toBe('rows of new')
  })

  it('reads again with the profile role when the token names another one', async () => {
    signIn({ schoolId: 's1', role: 'teacher' }, { schoolId: 's1', role: 'principal' })
    const read = vi.fn(async (_client: unknown, scope: { role: string }) => scope.role)
    expect((await pageContextOrNullWith(read))?.[1]).toBe('principal')
    expect(read).toHaveBeenCalledTimes(2)
  })

  it('waits for the profile when the token has no school', async () => {
    signIn({ schoolId: null, role: null }, { schoolId: 's1', role: 'teacher' })
    const read = vi.fn(async (_client: unknown, scope: { schoolId: string }) => scope.schoolId)
    expect((await pageContextOrNullWith(read))?.[1]).toBe('s1')
    expect(read).toHaveBeenCalledTimes(1)
  })

  it('answers null without a profile, and pageContextWith sends the caller to the dashboard', async () => {
    signIn({ schoolId: 's1', role: 'principal' }, null)
    const read = vi.fn(async () => 'rows')
    expect(await pageContextOrNullWith(read)).toBeNull()
    await expect(pageContextWith(read)).rejects.toThrow('redirect /dashboard')
  })

  it('sends a caller without a session to sign in, before any read', async () => {
    const read = vi.fn(async () => 'rows')
    await expect(pageContextOrNullWith(read)).rejects.toThrow('redirect /auth?next=%2Fdashboard')
    expect(read).not.toHaveBeenCalled()
  })
})
