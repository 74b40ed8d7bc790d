'use server'
import { revalidatePath } from 'next/cache'
import { assignmentSchema, assignmentUpdateSchema } from '@/lib/validation/assignments'
import { defineAction } from './define-action'
import { describeDbError } from './errors'

export const createAssignmentAction = defineAction({
  name: 'createAssignment',
  schema: assignmentSchema,
  session: true,
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
    return { ok: true, data: { id: (data as { id: string }).id, message: t('assignments.created') } }
  },
})

export const updateAssignmentAction = defineAction({
  name: 'updateAssignment',
  schema: assignmentUpdateSchema,
  session: true,
  run: async (input, { supabase, t }) => {
    // The date before the change, only to tell the teacher that the students were told.
    const { data: before } = await supabase.from('assignments').select('due_at').eq('id', input.id).maybeSingle()
    const dueAt = new Date(input.dueAt).toISOString()
    const { data, error } = await supabase
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
    if (error) return { ok: false, error: describeDbError(t, error) }
    if (!data?.length) return { ok: false, error: t('status.errors.forbidden') }
    revalidatePath('/assignments')
    const moved = !!before && Date.parse(before.due_at ?? '') !== Date.parse(dueAt)
    return { ok: true, data: { id: input.id, message: t(moved ? 'assignments.updatedDueChanged' : 'assignments.updated') } }
  },
})
