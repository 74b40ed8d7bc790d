'use server'
import { revalidatePath } from 'next/cache'
import { gradeSchema } from '@/lib/validation/grading'
import { submissionSchema } from '@/lib/validation/submissions'
import { handIn } from '@/lib/submissions/hand-in'
import { maxScoreOf } from '@/lib/submissions/max-score'
import { changedRows } from './changed-rows'
import { defineAction } from './define-action'
import { describeDbError } from './errors'

/** Hand in or update a text answer (handIn: row-level security decides who may, and until when). */
export const submitWorkAction = defineAction({
  name: 'submitWork',
  schema: submissionSchema,
  run: async ({ assignmentId, content }, { supabase, t, claims }) => {
    const handed = await handIn(supabase, { assignmentId, studentId: claims.userId, content })
    if ('error' in handed) return { ok: false, error: describeDbError(t, handed.error) }
    if (handed.outcome === 'alreadyGraded')
      return { ok: false, error: t('studentWork.alreadyGraded') }
    if (handed.outcome === 'refused') return { ok: false, error: t('status.errors.forbidden') }
    revalidatePath('/student/assignments')
    return {
      ok: true,
      data: {
        message: t(handed.outcome === 'updated' ? 'studentWork.updated' : 'studentWork.submitted'),
      },
    }
  },
})

/**
 * Grade with a score 0..max. The form's maxScore is only a hint: the real maximum is read
 * here, and the database trigger refuses a score above it a third time.
 */
export const gradeSubmissionAction = defineAction({
  name: 'gradeSubmission',
  schema: gradeSchema,
  run: async ({ submissionId, score, feedback }, { supabase, t }) => {
    const { max, error } = await maxScoreOf(supabase, submissionId)
    if (error || max === undefined) return { ok: false, error: t('status.errors.forbidden') }
    if (score > Number(max)) {
      return { ok: false, fieldErrors: { score: t('validation.grading.scoreAboveMax') } }
    }
    const result = await supabase
      .from('assignment_submissions')
      .update({ score, feedback })
      .eq('id', submissionId)
      .select('id')
    return changedRows(
      t,
      result,
      { message: t('submissions.graded') },
      { refresh: () => revalidatePath('/submissions') },
    )
  },
})
