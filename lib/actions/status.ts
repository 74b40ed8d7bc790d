'use server'
import { revalidatePath } from 'next/cache'
import { z } from 'zod'
import { id } from '@/lib/validation/common'
import { defineAction } from './define-action'
import { describeDbError } from './errors'
import { LIST_PATHS, STATUS_TABLES } from './tables'

const toggleSchema = z.object({ table: z.enum(STATUS_TABLES), id: id() })

/** is_active on profiles, classes, subjects and assignments; RLS and may_manage decide who may switch it. */
export const toggleStatusAction = defineAction({
  name: 'toggleStatus',
  schema: toggleSchema,
  run: async ({ table, id: itemId }, { supabase, t }) => {
    const { data, error } = await supabase.rpc('toggle_item_status', {
      table_name: table,
      item_id: itemId,
    })
    if (error) return { ok: false, error: describeDbError(t, error) }
    revalidatePath(LIST_PATHS[table])
    return { ok: true, data: { isActive: data === true, message: t('status.updated') } }
  },
})
