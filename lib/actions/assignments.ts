'use server'
import { revalidatePath } from 'next/cache'
import { assignmentSchema, assignmentUpdateSchema } from '@/lib/validation/assignments'
import { changedRows } from './changed-rows'
import { defineAction } from './define-action'
import { describeDbError } from './errors'

export const createAssignmentAction = defineAction({
  name: 'createAssignment',
  schema: assignmentSchema,
  run: async (input, { supabase, t, claims }) => {
    const { data, error } = await supabase
      .from('assignments')
      .insert({
        title: input.title,
        instructions: input.instructions,
        due_at: new Date(input.dueAt).toISOString(),
        max_score: input.maxScore,
        subject_id: input.subjectId,
        created_by: claims.userId,
      })
      .select('id')
      .single()
    if (error) return { ok: false, error: describeDbError(t, error) }
    revalidatePath('/assignments')
    return {
      ok: true,
      data: { id: (data as { id: string }).id, message: t('assignments.created') },
    }
  },
})

export const updateAssignmentAction = defineAction({
  name: 'updateAssignment',
  schema: assignmentUpdateSchema,
  run: async (input, { supabase, t }) => {
    // The form shows the date to the minute: the same minute means the date was left alone,
    // so the stored value stays (and nobody is told of a "change" of a few seconds).
    const { data: before } = await supabase
      .from('assignments')
      .select('due_at')
      .eq('id', input.id)
      .maybeSingle()
    const minute = (iso: string) => Math.floor(Date.parse(iso) / 60_000)
    const submitted = new Date(input.dueAt).toISOString()
    const moved = !before?.due_at || minute(before.due_at) !== minute(submitted)
    const dueAt = moved ? submitted : before!.due_at!
    const result = await supabase
      .from('assignments')
      .update({
        title: input.title,
        instructions: input.instructions,
        due_at: dueAt,
        max_score: input.maxScore,
        subject_id: input.subjectId,
      })
      .eq('id', input.id)
      .select('id')
    return changedRows(
      t,
      result,
      { id: input.id, message: t(moved ? 'assignments.updatedDueChanged' : 'assignments.updated') },
      { refresh: () => revalidatePath('/assignments') },
    )
  },
})
