import { z } from 'zod'
import { M } from './messages'
import { id, optionalText } from './common'

export const classSchema = z.object({
  name: z.string().trim().min(1, M.nameRequired).max(200, M.tooLong),
  description: optionalText(5000),
  gradeLevel: z
    .string()
    .transform((value, ctx) => {
      if (value.trim() === '') return null
      const n = Number(value)
      if (!Number.isInteger(n) || n < 1 || n > 12) {
        ctx.addIssue({ code: 'custom', message: M.gradeRange })
        return z.NEVER
      }
      return n
    }),
  // Empty = the signed-in teacher (for a teacher) or no teacher yet (principal).
  teacherId: z.union([z.literal(''), id(M.chooseTeacher)]).transform((value) => value || null),
})
export type ClassInput = z.input<typeof classSchema>

export const classUpdateSchema = classSchema.extend({ id: id() })
export type ClassUpdateInput = z.input<typeof classUpdateSchema>
