'use server'
import { revalidatePath } from 'next/cache'
import { classSchema, classUpdateSchema } from '@/lib/validation/classes'
import { M } from '@/lib/validation/messages'
import { changedRows } from './changed-rows'
import { defineAction } from './define-action'
import { nameTakenOr } from './errors'
import type { TablesUpdate } from '@/lib/database.types'

// A teacher's class is always their own (the classes_insert_teacher policy insists); a
// principal chooses the teacher or leaves it open.
export const createClassAction = defineAction({
  name: 'createClass',
  schema: classSchema,
  run: async (input, { supabase, t, claims }) => {
    const teacherId = claims.role === 'principal' ? input.teacherId : claims.userId
    const { data, error } = await supabase
      .from('classes')
      .insert({
        name: input.name,
        description: input.description,
        grade_level: input.gradeLevel,
        teacher_id: teacherId,
      })
      .select('id')
      .single()
    if (error) return nameTakenOr(t, error, M.classNameTaken)
    revalidatePath('/classes')
    return { ok: true, data: { id: (data as { id: string }).id, message: t('classes.created') } }
  },
})

export const updateClassAction = defineAction({
  name: 'updateClass',
  schema: classUpdateSchema,
  run: async (input, { supabase, t, claims }) => {
    const patch: TablesUpdate<'classes'> = {
      name: input.name,
      description: input.description,
      grade_level: input.gradeLevel,
    }
    if (claims.role === 'principal') patch.teacher_id = input.teacherId
    const { data, error } = await supabase
      .from('classes')
      .update(patch)
      .eq('id', input.id)
      .select('id')
    if (error) return nameTakenOr(t, error, M.classNameTaken)
    return changedRows(
      t,
      { data, error },
      { id: input.id, message: t('classes.updated') },
      { refresh: () => revalidatePath('/classes') },
    )
  },
})
