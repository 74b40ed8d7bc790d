'use server'
import { revalidatePath } from 'next/cache'
import { gradeSchema } from '@/lib/validation/grading'
import { submissionSchema } from '@/lib/validation/submissions'
import { changedRows } from './changed-rows'
import { defineAction } from './define-action'
import { describeDbError } from './errors'

/**
 * Hand in or update a text answer. RLS decides: only the student's own row, only for an
 * assignment of a subject they are enrolled in, only until it is graded.
 */
export const submitWorkAction = defineAction({
  name: 'submitWork',
  schema: submissionSchema,
  session: true,
  run: async ({ assignmentId, content }, { supabase, t, claims }) => {
    const existing = await supabase
      .from('assignment_submissions')
      .select('id, graded_at')
      .eq('assignment_id', assignmentId)
      .eq('student_id', claims.userId)
      .maybeSingle()
    if (existing.error) return { ok: false, error: describeDbError(t, existing.error) }
    const row = existing.data as { id: string; graded_at: string | null } | null
    if (row?.graded_at) return { ok: false, error: t('studentWork.alreadyGraded') }
    const result = row
      ? await supabase
          .from('assignment_submissions')
          .update({ content })
          .eq('id', row.id)
          .select('id')
      : await supabase
          .from('assignment_submissions')
          .insert({ assignment_id: assignmentId, content })
          .select('id')
    if (result.error) return { ok: false, error: describeDbError(t, result.error) }
    if (!result.data?.length) return { ok: false, error: t('status.errors.forbidden') }
    revalidatePath('/student/assignments')
    return { ok: true, data: { message: t(row ? 'studentWork.updated' : 'studentWork.submitted') } }
  },
})

/**
 * Grade with a score 0..max. The form's maxScore is only a hint: the real maximum is read
 * here, and the database trigger refuses a score above it a third time.
 */
export const gradeSubmissionAction = defineAction({
  name: 'gradeSubmission',
  schema: gradeSchema,
  session: true,
  run: async ({ submissionId, score, feedback }, { supabase, t }) => {
    const current = await supabase
      .from('assignment_submissions')
      .select('id, assignment:assignments!assignment_submissions_assignment_fkey(max_score)')
      .eq('id', submissionId)
      .maybeSingle()
    const max = (current.data as { assignment: { max_score: number } | null } | null)?.assignment
      ?.max_score
    if (current.error || max === undefined)
      return { ok: false, error: t('status.errors.forbidden') }
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
