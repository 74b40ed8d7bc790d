import 'server-only'
import type { ServerSupabase } from '@/lib/supabase/server'

/** Unread notifications of the user (profile id). Null when the count cannot be read. */
export async function getUnreadCount(supabase: ServerSupabase, profileId: string): Promise<number | null> {
  const { count, error } = await supabase
    .from('notifications')
    .select('id', { count: 'exact', head: true })
    .eq('user_id', profileId)
    .eq('read', false)
  return error ? null : (count ?? 0)
}
