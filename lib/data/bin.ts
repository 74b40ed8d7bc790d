import 'server-only'
import type { ServerSupabase } from '@/lib/supabase/server'
import { removeObjects, type StoredObject } from '@/lib/supabase/admin'
import { readPage } from './paging'

/** The bin, newest first. RLS: a teacher sees what they deleted, a principal the school's. */
export async function listBin(supabase: ServerSupabase, opts: { page: number }) {
  const query = supabase
    .from('deleted_items')
    .select(
      'id, table_name, item_label, deleted_at, deleted_by, deleter:profiles!deleted_items_deleted_by_fkey(first_name, last_name)',
      {
        count: 'exact',
      },
    )
    .order('deleted_at', { ascending: false })
    .order('id')
  return readPage(query, opts.page)
}

/**
 * Deletes for good what has stayed in the bin longer than the school's retention period
 * (schools.bin_retention_days). Only a principal may; the bin page runs it when a principal
 * opens it, so expired items are gone before anyone sees the list — a lazy purge that needs no
 * scheduler locally. The database names the files the expired items held; they are removed as
 * the service, since once the rows are gone no policy ties them to the principal. A failure
 * there is logged, not shown: the list is still right, and only bytes nobody can reach remain.
 */
export async function purgeExpiredBinItems(supabase: ServerSupabase): Promise<void> {
  const { data } = await supabase.rpc('purge_expired_bin_items')
  const files = (data as { files?: StoredObject[] } | null)?.files ?? []
  if (files.length === 0) return
  try {
    await removeObjects(files)
  } catch (failure) {
    console.error('[bin] files of expired items were not removed', failure)
  }
}
