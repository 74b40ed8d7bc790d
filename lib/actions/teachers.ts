'use server'
import { revalidatePath } from 'next/cache'
import { z } from 'zod'
import { id } from '@/lib/validation/common'
import { defineAction } from './define-action'
import { describeDbError } from './errors'

/**
 * Activate a pending teacher or deactivate one. toggle_item_status flips, so the current
 * state is read first: a double click or a stale page cannot flip a teacher back.
 */
export const setTeacherActiveAction = defineAction({
  name: 'setTeacherActive',
  schema: z.object({ id: id(), active: z.boolean() }),
  session: true,
  run: async ({ id: teacherId, active }, { supabase, t }) => {
    const { data: row, error: readError } = await supabase
      .from('profiles')
      .select('is_active')
      .eq('id', teacherId)
      .eq('role', 'teacher')
      .maybeSingle()
    if (readError || !row) return { ok: false, error: t('status.errors.forbidden') }
    if ((row as { is_active: boolean }).is_active !== active) {
      const { error } = await supabase.rpc('toggle_item_status', { table_name: 'profiles', item_id: teacherId })
      if (error) return { ok: false, error: describeDbError(t, error) }
    }
    revalidatePath('/teachers')
    return { ok: true, data: { message: t('status.updated') } }
  },
})
