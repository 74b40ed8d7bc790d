import type { SupabaseClient } from '@supabase/supabase-js'

/**
 * One profile's `columns` as `reader` may see them: null when row-level security hides the
 * profile from the reader (the service role sees every one).
 */
export async function profileRow(reader: SupabaseClient, id: string, columns: string) {
  const { data } = await reader.from('profiles').select(columns).eq('id', id).maybeSingle()
  return data as Record<string, unknown> | null
}
