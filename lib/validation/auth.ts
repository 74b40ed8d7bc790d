import * as z from 'zod/mini'
import { REGISTRATION_ROLES } from '@/lib/auth/roles'

// Shared by the forms (browser) and the server actions. zod/mini keeps the sign-in page's
// JavaScript small. Error messages are keys of the `validation` messages namespace; each
// side translates them, so one schema serves both languages.

export const PASSWORD_MIN = 8

const email = z.pipe(
  z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(254, 'tooLong')),
  z.email('invalidEmail'),
)

export const signInSchema = z.object({
  email,
  password: z.string().check(z.minLength(1, 'required'), z.maxLength(200, 'tooLong')),
})
export type SignInInput = z.input<typeof signInSchema>

export const registerSchema = z.object({
  firstName: z.string().check(z.trim(), z.minLength(1, 'firstNameRequired'), z.maxLength(100, 'tooLong')),
  lastName: z.string().check(z.trim(), z.minLength(1, 'lastNameRequired'), z.maxLength(100, 'tooLong')),
  email,
  password: z.string().check(z.minLength(PASSWORD_MIN, 'passwordMin'), z.maxLength(200, 'tooLong')),
  role: z.enum(REGISTRATION_ROLES, 'roleRequired'),
  schoolName: z.string().check(z.trim(), z.minLength(2, 'schoolNameRequired'), z.maxLength(200, 'tooLong')),
})
export type RegisterInput = z.input<typeof registerSchema>

export const totpCodeSchema = z.object({
  factorId: z.string().check(z.minLength(1, 'required'), z.maxLength(100, 'tooLong')),
  // People paste codes as "123 456"; spaces are dropped before the 6-digit check.
  code: z.string().check(
    z.overwrite((value) => value.replace(/\s+/g, '')),
    z.regex(/^\d{6}$/, 'codeFormat'),
  ),
})
export type TotpCodeInput = z.input<typeof totpCodeSchema>

export const factorSchema = z.object({
  factorId: z.string().check(z.minLength(1, 'required'), z.maxLength(100, 'tooLong')),
})
export const emptySchema = z.object({})
