import 'server-only'
import type { ServerSupabase } from '@/lib/supabase/server'
import { readPage, type RowOf } from './paging'

/** The notification list's page: the latest 50, then older ones a page at a time. */
export const NOTIFICATIONS_PAGE_SIZE = 50
/** How many unread notifications the bell's popover shows. */
export const UNREAD_PREVIEW = 5

const COLUMNS = 'id, title, message, kind, data, type, link, read, created_at' as const

/**
 * The user's own notifications, newest first (`unread` keeps the unread ones). RLS would also
 * show notes the user wrote to someone else; the list is the inbox, so it asks for the user's own.
 */
export async function listNotifications(
  supabase: ServerSupabase,
  opts: { userId: string; page: number; unread: boolean },
) {
  let query = supabase
    .from('notifications')
    .select(COLUMNS, { count: 'exact' })
    .eq('user_id', opts.userId)
  if (opts.unread) query = query.eq('read', false)
  return readPage(
    query.order('created_at', { ascending: false }).order('id'),
    opts.page,
    NOTIFICATIONS_PAGE_SIZE,
  )
}

export type NotificationRow = RowOf<typeof listNotifications>

/** One of the user's notifications, or null when it is not theirs or does not exist. */
export async function getNotification(supabase: ServerSupabase, userId: string, id: string) {
  const { data } = await supabase
    .from('notifications')
    .select(COLUMNS)
    .eq('id', id)
    .eq('user_id', userId)
    .maybeSingle()
  return data
}

/** The bell: how many are unread and the newest few of them, in one request. */
export async function unreadPreview(supabase: ServerSupabase, userId: string) {
  const { data, count, error } = await supabase
    .from('notifications')
    .select(COLUMNS, { count: 'exact' })
    .eq('user_id', userId)
    .eq('read', false)
    .order('created_at', { ascending: false })
    .order('id')
    .limit(UNREAD_PREVIEW)
  if (error) return null
  return { count: count ?? 0, rows: data ?? [] }
}
