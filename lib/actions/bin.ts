'use server'
import { revalidatePath } from 'next/cache'
import { z } from 'zod'
import { removeBinItemFiles, removeBinMemberFiles } from '@/lib/files/purge'
import { removeObjects } from '@/lib/supabase/admin'
import type { ServerSupabase } from '@/lib/supabase/server'
import { id } from '@/lib/validation/common'
import { defineAction } from './define-action'
import { describeDbError } from './errors'
import { BIN_TABLES } from './tables'

const PATHS = [
  '/bin',
  '/classes',
  '/subjects',
  '/assignments',
  '/submissions',
  '/students',
  '/teachers',
  '/people',
  '/dashboard',
  '/videos/manage',
  '/videos',
]
const refresh = () => PATHS.forEach((path) => revalidatePath(path))

/** soft_delete_item copies the row and its dependants to the bin; deleter must be the caller. */
export const moveToBinAction = defineAction({
  name: 'moveToBin',
  schema: z.object({ table: z.enum(BIN_TABLES), id: id() }),
  run: async ({ table, id: itemId }, { supabase, t, claims }) => {
    const { error } = await supabase.rpc('soft_delete_item', {
      table_name: table,
      item_id: itemId,
      deleter_id: claims.userId,
    })
    if (error) return { ok: false, error: describeDbError(t, error) }
    refresh()
    return { ok: true, data: { message: t('bin.moved') } }
  },
})

/** Whether a bin item is a removed account (restored and purged in their own way), as far as the caller can see. */
async function isAccount(supabase: ServerSupabase, binId: string): Promise<boolean> {
  const { data } = await supabase
    .from('deleted_items')
    .select('table_name')
    .eq('id', binId)
    .maybeSingle()
  return data?.table_name === 'profiles'
}

/**
 * A row of a table goes back in with restore_deleted_item; a removed account is still there,
 * hidden, and restore_member brings it and its links back.
 */
export const restoreAction = defineAction({
  name: 'restoreFromBin',
  schema: z.object({ id: id() }),
  run: async ({ id: binId }, { supabase, t }) => {
    const { error } = (await isAccount(supabase, binId))
      ? await supabase.rpc('restore_member', { deleted_item_id: binId })
      : await supabase.rpc('restore_deleted_item', { deleted_item_id: binId })
    if (error) return { ok: false, error: describeDbError(t, error) }
    refresh()
    return { ok: true, data: { message: t('bin.restored') } }
  },
})

/**
 * Principals only (purge_deleted_item checks it in the database). The item's files go first,
 * while the bin row still ties them to the principal's school; a refusal there keeps the row.
 * For a removed account the database then deletes the account itself.
 */
export const purgeAction = defineAction({
  name: 'purgeFromBin',
  schema: z.object({ id: id() }),
  run: async ({ id: binId }, { supabase, t }) => {
    try {
      await ((await isAccount(supabase, binId))
        ? removeBinMemberFiles(supabase, binId, removeObjects)
        : removeBinItemFiles(supabase, binId))
    } catch (failure) {
      console.error('[action purgeFromBin] files', failure)
      return { ok: false, error: t('bin.filesNotRemoved') }
    }
    const { error } = await supabase.rpc('purge_deleted_item', { deleted_item_id: binId })
    if (error) return { ok: false, error: describeDbError(t, error) }
    refresh()
    return { ok: true, data: { message: t('bin.purged') } }
  },
})
