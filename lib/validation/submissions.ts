import { z } from 'zod'
import { M } from './messages'
import { id } from './common'

export const submissionSchema = z.object({
  assignmentId: id(),
  content: z.string().trim().min(1, M.answerRequired).max(100000, M.tooLong),
})
export type SubmissionInput = z.input<typeof submissionSchema>

export const SUBMISSION_STATUSES = ['not_submitted', 'submitted', 'graded', 'late'] as const
export type SubmissionStatusFilter = (typeof SUBMISSION_STATUSES)[number]
