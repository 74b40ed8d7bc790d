import { describe, expect, it } from 'vitest'
import { factorOwed, type FactorState } from '@/lib/auth/second-factor'

// The app's copy of private.aal_satisfied(): what a session owes before the gate and the
// actions let it on (the database refuses the data either way).
const state = (over: Partial<FactorState>): FactorState => ({
  aal: 'aal1',
  role: 'teacher',
  hasSecondFactor: false,
  schoolRequiresFactor: false,
  ...over,
})

describe('factorOwed', () => {
  it('owes nothing at aal2, whatever the school requires', () => {
    expect(
      factorOwed(state({ aal: 'aal2', hasSecondFactor: true, schoolRequiresFactor: true })),
    ).toBeNull()
  })

  it('owes the code at aal1 once a factor is verified, for every role', () => {
    for (const role of ['principal', 'teacher', 'student', 'parent'] as const) {
      expect(factorOwed(state({ role, hasSecondFactor: true }))).toBe('code')
    }
  })

  it('owes the set-up of staff without a factor while the school requires one', () => {
    expect(factorOwed(state({ role: 'teacher', schoolRequiresFactor: true }))).toBe('setup')
    expect(factorOwed(state({ role: 'principal', schoolRequiresFactor: true }))).toBe('setup')
    expect(factorOwed(state({ role: 'teacher' }))).toBeNull()
  })

  it('never holds students, parents or an unknown role to the school setting', () => {
    for (const role of ['student', 'parent', null] as const) {
      expect(factorOwed(state({ role, schoolRequiresFactor: true }))).toBeNull()
    }
  })
})
