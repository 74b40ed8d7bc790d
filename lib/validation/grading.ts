import { z } from 'zod'
import { M } from './messages'
import { id, optionalText } from './common'

/**
 * A grade: 0..maxScore and written feedback. maxScore travels with the form so the browser
 * can say "above the maximum" at once; the action re-reads the real maximum from the
 * database and the database trigger refuses it a third time.
 */
export const gradeSchema = z
  .object({
    submissionId: id(),
    maxScore: z.coerce.number().positive(),
    score: z
      .string()
      .trim()
      .min(1, M.scoreRequired)
      .refine((value) => !Number.isNaN(Number(value.replace(',', '.'))), M.scoreRequired),
    feedback: optionalText(20000),
  })
  .transform((value, ctx) => {
    // Finnish keyboards type 7,5.
    const score = Number(value.score.replace(',', '.'))
    if (score < 0) ctx.addIssue({ code: 'custom', path: ['score'], message: M.scoreMin })
    else if (score > value.maxScore)
      ctx.addIssue({ code: 'custom', path: ['score'], message: M.scoreAboveMax })
    return { ...value, score }
  })
export type GradeInput = z.input<typeof gradeSchema>
