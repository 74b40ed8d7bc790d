import { z } from 'zod'
import { M } from './messages'
import { id, optionalText, parseableDate } from './common'

export const MAX_SCORE_LIMIT = 9999.99

const fields = {
  title: z.string().trim().min(1, M.titleRequired).max(300, M.tooLong),
  instructions: optionalText(20000),
  // A local 'YYYY-MM-DDTHH:mm' in the form; the form sends an ISO string to the action.
  dueAt: z.string().trim().min(1, M.dueRequired).refine(parseableDate, M.invalidDate),
  // Text from the form ('7,5' on a Finnish keyboard) or a number from code.
  maxScore: z
    .union([z.string(), z.number()], { error: M.maxScoreRange })
    .transform((v) =>
      typeof v === 'number' ? v : v.trim() === '' ? NaN : Number(v.replace(',', '.')),
    )
    .refine((n) => Number.isFinite(n) && n > 0 && n <= MAX_SCORE_LIMIT, M.maxScoreRange),
  subjectId: id(M.chooseSubject),
}

/** New assignments must be due in the future. */
export const assignmentSchema = z.object(fields).superRefine((value, ctx) => {
  if (parseableDate(value.dueAt) && Date.parse(value.dueAt) <= Date.now()) {
    ctx.addIssue({ code: 'custom', path: ['dueAt'], message: M.dueInPast })
  }
})
export type AssignmentInput = z.input<typeof assignmentSchema>

/**
 * Editing allows any due date, a past one included: a teacher fixes a typo in an old
 * assignment, or moves a date that has passed (the students are told of a new date).
 */
export const assignmentUpdateSchema = z.object({ ...fields, id: id() })
export type AssignmentUpdateInput = z.input<typeof assignmentUpdateSchema>
