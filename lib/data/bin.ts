import 'server-only'
import type { ServerSupabase } from '@/lib/supabase/server'
import { pageRange } from '@/lib/validation/daily-common'
import type { Page } from './classes'

export type BinRow = {
  id: string
  table_name: 'classes' | 'subjects' | 'assignments' | 'videos'
  item_label: string
  deleted_at: string
  deleted_by: string | null
  deleter: { first_name: string; last_name: string } | null
}

/** The bin, newest first. RLS: a teacher sees what they deleted, a principal the school's. */
export async function listBin(supabase: ServerSupabase, opts: { page: number }): Promise<Page<BinRow>> {
  const [from, to] = pageRange(opts.page)
  const { data, count, error } = await supabase
    .from('deleted_items')
    .select('id, table_name, item_label, deleted_at, deleted_by, deleter:profiles!deleted_items_deleted_by_fkey(first_name, last_name)', {
      count: 'exact',
    })
    .order('deleted_at', { ascending: false })
    .order('id')
    .range(from, to)
  return { rows: (data ?? []) as unknown as BinRow[], total: count ?? 0, error: !!error }
}
