import { z } from 'zod'
import { M } from './messages'
import { id } from './common'

/** Whom a new message is for: one person, or a group resolved when it is sent (send_message). */
export const AUDIENCES = [
  'person',
  'class_guardians',
  'subject_guardians',
  'student_guardians',
  'class_students',
  'staff',
  'school',
] as const
export type MessageAudience = (typeof AUDIENCES)[number]

/** The audiences that name one thing (a person, class, subject or student) to write to. */
export const needsTarget = (audience: MessageAudience) =>
  audience !== 'staff' && audience !== 'school'

/** Files already uploaded to message-files: `<profile id>/<upload id>/<name>`, at most ten. */
export const attachments = z.array(z.string().min(1).max(500)).max(10, M.tooMany)

export const composeSchema = z
  .object({
    audience: z.enum(AUDIENCES, M.chooseAudience),
    target: z.string().trim(),
    subject: z.string().trim().min(1, M.subjectRequired).max(200, M.tooLong),
    body: z.string().trim().min(1, M.bodyRequired).max(10000, M.tooLong),
    replyPolicy: z.enum(['sender', 'all', 'none']),
    important: z.boolean(),
    attachments,
  })
  .superRefine((value, ctx) => {
    if (needsTarget(value.audience) && !/^[0-9a-f-]{36}$/i.test(value.target))
      ctx.addIssue({ code: 'custom', path: ['target'], message: M.chooseRecipient })
  })
export type ComposeInput = z.input<typeof composeSchema>

export const replySchema = z.object({
  threadId: id(),
  body: z.string().trim().min(1, M.bodyRequired).max(10000, M.tooLong),
  attachments,
})
export type ReplyInput = z.input<typeof replySchema>
