import { z } from 'zod'
import { M } from './messages'
import { id, optionalText, parseableDate } from './common'

export const subjectSchema = z.object({
  name: z.string().trim().min(1, M.nameRequired).max(200, M.tooLong),
  description: optionalText(5000),
  classId: id(M.chooseClass),
})
export type SubjectInput = z.input<typeof subjectSchema>

export const subjectUpdateSchema = subjectSchema.extend({ id: id() })
export type SubjectUpdateInput = z.input<typeof subjectUpdateSchema>

/**
 * Opening (regenerate) or closing (revoke) a subject's enrolment link. An expiry, when
 * given, must lie in the future: a link that is born expired helps nobody.
 */
export const enrollmentLinkSchema = z
  .object({
    subjectId: id(),
    mode: z.enum(['open', 'revoke']),
    expiresAt: z.string().trim().max(40, M.invalidDate).default(''),
  })
  .superRefine((value, ctx) => {
    if (value.mode !== 'open' || value.expiresAt === '') return
    if (!parseableDate(value.expiresAt)) {
      ctx.addIssue({ code: 'custom', path: ['expiresAt'], message: M.invalidDate })
    } else if (Date.parse(value.expiresAt) <= Date.now()) {
      ctx.addIssue({ code: 'custom', path: ['expiresAt'], message: M.expiryInPast })
    }
  })
export type EnrollmentLinkInput = z.input<typeof enrollmentLinkSchema>
