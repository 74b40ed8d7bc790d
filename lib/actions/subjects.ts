'use server'
import { revalidatePath } from 'next/cache'
import { enrollmentLinkSchema, subjectSchema, subjectUpdateSchema } from '@/lib/validation/subjects'
import { M } from '@/lib/validation/messages'
import { changedRows } from './changed-rows'
import { defineAction } from './define-action'
import { nameTakenOr } from './errors'

export const createSubjectAction = defineAction({
  name: 'createSubject',
  schema: subjectSchema,
  run: async (input, { supabase, t, claims }) => {
    const { data, error } = await supabase
      .from('subjects')
      .insert({
        name: input.name,
        description: input.description,
        class_id: input.classId,
        created_by: claims.userId,
      })
      .select('id')
      .single()
    if (error) return nameTakenOr(t, error, M.subjectNameTaken)
    revalidatePath('/subjects')
    return { ok: true, data: { id: (data as { id: string }).id, message: t('subjects.created') } }
  },
})

export const updateSubjectAction = defineAction({
  name: 'updateSubject',
  schema: subjectUpdateSchema,
  run: async (input, { supabase, t }) => {
    const { data, error } = await supabase
      .from('subjects')
      .update({ name: input.name, description: input.description, class_id: input.classId })
      .eq('id', input.id)
      .select('id')
    if (error) return nameTakenOr(t, error, M.subjectNameTaken)
    return changedRows(
      t,
      { data, error },
      { id: input.id, message: t('subjects.updated') },
      { refresh: () => revalidatePath('/subjects') },
    )
  },
})

/**
 * Revoke closes the link; open (regenerate) reopens it with a new optional expiry. The id in
 * the link stays the subject id, so a revoked link cannot be "guessed back" by anyone but
 * staff who reopen it on purpose.
 */
export const setEnrollmentLinkAction = defineAction({
  name: 'setEnrollmentLink',
  schema: enrollmentLinkSchema,
  run: async (input, { supabase, t }) => {
    const patch =
      input.mode === 'revoke'
        ? { enrollment_enabled: false }
        : {
            enrollment_enabled: true,
            enrollment_expires_at: input.expiresAt ? new Date(input.expiresAt).toISOString() : null,
          }
    const result = await supabase
      .from('subjects')
      .update(patch)
      .eq('id', input.subjectId)
      .select('id')
    return changedRows(
      t,
      result,
      { message: t(input.mode === 'revoke' ? 'subjects.link.revoked' : 'subjects.link.opened') },
      { refresh: () => revalidatePath('/subjects') },
    )
  },
})
