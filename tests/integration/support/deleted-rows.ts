import type { SupabaseClient } from '@supabase/supabase-js'

/**
 * The rows `who` deleted from `table` where `column` is `value`. Row-level security hides the
 * rows a person may not delete, so a refused delete is no error, only nothing deleted: [].
 */
export async function deletedRows(
  who: SupabaseClient,
  table: string,
  column: string,
  value: string,
) {
  const { data } = await who.from(table).delete().eq(column, value).select(column)
  return data ?? []
}
