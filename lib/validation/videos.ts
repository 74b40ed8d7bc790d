import { z } from 'zod'
import { M } from './messages'
import { id, optionalId, optionalText } from './common'

// The video library's details form (create and edit).

const externalUrl = z
  .string()
  .trim()
  .max(2000, M.tooLong)
  .refine((value) => value === '' || /^https:\/\/[^\s/]+\.[^\s]+$/i.test(value), M.httpsUrl)
  .transform((value) => value || null)

export const videoSchema = z.object({
  title: z.string().trim().min(1, M.videoTitleRequired).max(300, M.tooLong),
  description: optionalText(10000),
  subjectId: optionalId(),
  visibility: z.enum(['school', 'public']),
  externalUrl,
})
export type VideoInput = z.input<typeof videoSchema>

export const videoUpdateSchema = videoSchema.extend({ id: id() })
export type VideoUpdateInput = z.input<typeof videoUpdateSchema>
