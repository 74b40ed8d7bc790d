import 'server-only'
import type { ServerSupabase } from '@/lib/supabase/server'

/** How many announcements a page shows (the newest). */
export const ANNOUNCEMENTS_SHOWN = 20

/**
 * The announcements the reader may read (one class's, or one), newest first, with their
 * comments. Row-level security decides: a class's teacher and the principal see scheduled ones
 * too; the class's students and their guardians only those already published. Reading asks the database to tell the readers of
 * any scheduled announcement whose time has come (announcement_notify_due, idempotent).
 */
export async function listAnnouncements(
  supabase: ServerSupabase,
  only: { classId?: string; id?: string } = {},
) {
  await supabase.rpc('announcement_notify_due')
  let query = supabase
    .from('announcements')
    .select(
      'id, class_id, title, body, comments_allowed, publish_at, author_id, class:classes!announcements_class_fkey(name), subject:subjects!announcements_subject_fkey(name), announcement_comments(id, body, author_id, created_at)',
    )
  if (only.classId) query = query.eq('class_id', only.classId)
  if (only.id) query = query.eq('id', only.id)
  const { data, error } = await query
    .order('publish_at', { ascending: false })
    .limit(ANNOUNCEMENTS_SHOWN)
  // Scheduled: not yet published, so only its class's staff see it now.
  const now = Date.now()
  const rows = (data ?? []).map((row) => ({ ...row, scheduled: Date.parse(row.publish_at) > now }))
  return { rows, error: !!error }
}

export type AnnouncementRow = Awaited<ReturnType<typeof listAnnouncements>>['rows'][number]
