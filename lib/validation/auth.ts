import { z } from 'zod'
import { REGISTRATION_ROLES } from '@/lib/auth/roles'

// Error messages are keys of the `validation` messages namespace; the form and the server
// action translate them, so one schema serves both sides in both languages.

export const PASSWORD_MIN = 8

const email = z.string().trim().min(1, 'required').max(254, 'tooLong').pipe(z.email('invalidEmail'))

export const signInSchema = z.object({
  email,
  password: z.string().min(1, 'required').max(200, 'tooLong'),
})
export type SignInInput = z.input<typeof signInSchema>

export const registerSchema = z.object({
  firstName: z.string().trim().min(1, 'firstNameRequired').max(100, 'tooLong'),
  lastName: z.string().trim().min(1, 'lastNameRequired').max(100, 'tooLong'),
  email,
  password: z.string().min(PASSWORD_MIN, 'passwordMin').max(200, 'tooLong'),
  role: z.enum(REGISTRATION_ROLES, 'roleRequired'),
  schoolName: z.string().trim().min(2, 'schoolNameRequired').max(200, 'tooLong'),
})
export type RegisterInput = z.input<typeof registerSchema>

export const totpCodeSchema = z.object({
  factorId: z.string().min(1, 'required').max(100, 'tooLong'),
  code: z
    .string()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'codeFormat')),
})
export type TotpCodeInput = z.input<typeof totpCodeSchema>

export const factorSchema = z.object({ factorId: z.string().min(1, 'required').max(100, 'tooLong') })
export const emptySchema = z.object({})
