import { z } from 'zod'
import { registerSchema } from './auth'
import { M } from './messages'
import { email, id, optionalGrade, optionalId } from './common'

export const MEMBER_ROLES = ['teacher', 'student', 'parent'] as const

/**
 * One invitation by e-mail. Grade and class apply to a student, the child to a parent; the
 * server drops what does not apply to the chosen role, and the database checks the rest.
 */
export const inviteSchema = z.object({
  email: email(M.emailRequired),
  role: z.enum(MEMBER_ROLES, M.roleRequired),
  firstName: z.string().trim().max(100, M.tooLong),
  lastName: z.string().trim().max(100, M.tooLong),
  gradeLevel: optionalGrade(),
  classId: optionalId(),
  childId: optionalId(),
})
export type InviteInput = z.input<typeof inviteSchema>

export const invitationIdSchema = z.object({ id: id() })

/** The password an invited person chooses on the accept page: registration's rule. */
export const choosePasswordSchema = z.object({ password: registerSchema.shape.password })
export type ChoosePasswordInput = z.input<typeof choosePasswordSchema>

/** A pasted or uploaded class list (at most about 2000 rows of text), checked or imported. */
export const importSchema = z.object({
  csv: z.string().min(1, M.required).max(400_000, M.tooLong),
  commit: z.boolean(),
  /** Also invite each new address of the parent_email column as a parent. */
  inviteParents: z.boolean().default(false),
})
export type ImportInput = z.input<typeof importSchema>

export const linkParentSchema = z.object({ studentId: id(), parentId: id(M.chooseParent) })
export type LinkParentInput = z.input<typeof linkParentSchema>
