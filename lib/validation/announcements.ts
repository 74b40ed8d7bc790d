import { z } from 'zod'
import { M } from './messages'
import { id, optionalId, parseableDate } from './common'
import { attachments } from './message-threads'

/** A class announcement: the form sends `publishAt` as an ISO time, or '' for now. */
export const announcementSchema = z.object({
  classId: id(),
  subjectId: optionalId(),
  title: z.string().trim().min(1, M.titleRequired).max(200, M.tooLong),
  body: z.string().trim().min(1, M.bodyRequired).max(10000, M.tooLong),
  publishAt: z
    .string()
    .trim()
    .refine((value) => value === '' || parseableDate(value), M.invalidDate)
    .transform((value) => value || null),
  commentsAllowed: z.boolean(),
  attachments,
})
export type AnnouncementInput = z.input<typeof announcementSchema>

export const commentSchema = z.object({
  announcementId: id(),
  body: z.string().trim().min(1, M.bodyRequired).max(2000, M.tooLong),
})
export type CommentInput = z.input<typeof commentSchema>
