import { describe, expect, it } from 'vitest'
import { registerSchema, signInSchema, totpCodeSchema } from '@/lib/validation/auth'

const issues = (result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]))

describe('auth schemas (shared by forms and actions)', () => {
  it('sign-in trims the email and reports message keys', () => {
    expect(signInSchema.safeParse({ email: ' a@b.fi ', password: 'x' })).toMatchObject({
      success: true,
      data: { email: 'a@b.fi' },
    })
    expect(issues(signInSchema.safeParse({ email: 'nope', password: '' }))).toEqual({
      email: 'account.invalidEmail',
      password: 'required',
    })
  })

  it('registration names each missing field', () => {
    expect(
      issues(
        registerSchema.safeParse({
          firstName: ' ',
          lastName: '',
          email: '',
          password: 'short',
          role: '',
          schoolName: 'a',
        }),
      ),
    ).toEqual({
      firstName: 'account.firstNameRequired',
      lastName: 'account.lastNameRequired',
      email: 'required',
      password: 'account.passwordMin',
      role: 'account.roleRequired',
      schoolName: 'account.schoolNameRequired',
    })
    expect(
      registerSchema.safeParse({
        firstName: 'A',
        lastName: 'B',
        email: 'a@b.fi',
        password: 'long enough',
        role: 'teacher',
        schoolName: 'Demo',
      }).success,
    ).toBe(true)
  })

  it('TOTP codes accept pasted spaces but need six digits', () => {
    expect(totpCodeSchema.safeParse({ factorId: 'f', code: '123 456' })).toMatchObject({
      success: true,
      data: { code: '123456' },
    })
    expect(issues(totpCodeSchema.safeParse({ factorId: 'f', code: '12345a' }))).toEqual({
      code: 'account.codeFormat',
    })
  })
})
