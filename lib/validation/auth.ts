import { z } from 'zod'
import { REGISTRATION_ROLES } from '@/lib/auth/roles'
import { email } from './common'
import { M } from './messages'

// Shared by the forms (browser) and the server actions. The forms load these schemas on
// first use (lazy-resolver), so zod stays out of the sign-in page's first-load JavaScript.

export const PASSWORD_MIN = 8

/** A password someone chooses (registration, a new password after a reset link). */
const newPassword = z.string().min(PASSWORD_MIN, M.passwordMin).max(200, M.tooLong)

export const signInSchema = z.object({
  email: email(M.required),
  password: z.string().min(1, M.required).max(200, M.tooLong),
})
export type SignInInput = z.input<typeof signInSchema>

export const registerSchema = z.object({
  firstName: z.string().trim().min(1, M.firstNameRequired).max(100, M.tooLong),
  lastName: z.string().trim().min(1, M.lastNameRequired).max(100, M.tooLong),
  email: email(M.required),
  password: newPassword,
  role: z.enum(REGISTRATION_ROLES, M.roleRequired),
  schoolName: z.string().trim().min(2, M.schoolNameRequired).max(200, M.tooLong),
})
export type RegisterInput = z.input<typeof registerSchema>

export const forgotPasswordSchema = z.object({ email: email(M.required) })
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>

export const newPasswordSchema = z.object({ password: newPassword })
export type NewPasswordInput = z.input<typeof newPasswordSchema>

/** Changing the password while signed in: the current one too (the auth server checks it). */
export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, M.required).max(200, M.tooLong),
  newPassword,
})
export type ChangePasswordInput = z.input<typeof changePasswordSchema>

export const totpCodeSchema = z.object({
  factorId: z.string().min(1, M.required).max(100, M.tooLong),
  // People paste codes as "123 456"; spaces are dropped before the 6-digit check.
  code: z
    .string()
    .overwrite((value) => value.replace(/\s+/g, ''))
    .regex(/^\d{6}$/, M.codeFormat),
})
export type TotpCodeInput = z.input<typeof totpCodeSchema>

/** A recovery code as printed (XXXX-XXXX-XXXX), typed with or without the dashes and spaces. */
export const recoveryCodeSchema = z.object({
  code: z
    .string()
    .overwrite((value) => value.replace(/[\s-]+/g, '').toUpperCase())
    .regex(/^[0-9A-F]{12}$/, M.recoveryCodeFormat),
})
export type RecoveryCodeInput = z.input<typeof recoveryCodeSchema>

export const factorSchema = z.object({
  factorId: z.string().min(1, M.required).max(100, M.tooLong),
})
export const emptySchema = z.object({})
