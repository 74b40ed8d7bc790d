import { z } from 'zod'
import { M } from './messages'
import { id, optionalGrade, optionalText } from './common'

export const classSchema = z.object({
  name: z.string().trim().min(1, M.nameRequired).max(200, M.tooLong),
  description: optionalText(5000),
  gradeLevel: optionalGrade(),
  // Empty = the signed-in teacher (for a teacher) or no teacher yet (principal).
  teacherId: z.union([z.literal(''), id(M.chooseTeacher)]).transform((value) => value || null),
})
export type ClassInput = z.input<typeof classSchema>

export const classUpdateSchema = classSchema.extend({ id: id() })
export type ClassUpdateInput = z.input<typeof classUpdateSchema>
