import 'server-only'
import type { ServerSupabase } from '@/lib/supabase/server'

/** How many announcements a page shows (the newest). */
export const ANNOUNCEMENTS_SHOWN = 20

/** Which announcements: one class's, one subject's, one author's, or one; `limit` the newest. */
export type AnnouncementFilter = {
  classId?: string
  subjectId?: string
  authorId?: string
  id?: string
  limit?: number
}

/**
 * The announcements the reader may read (filtered as asked), newest first, with their
 * attachments (and, in the same read, their sizes: attachment_sizes) and comments, and the
 * names of their authors and commenters (announcement_people: only for announcements the
 * reader reads). Row-level security decides:
 * a class's teacher and the principal see scheduled ones too; the class's students and their
 * guardians only those already published. Reading asks the database to tell the readers of
 * any scheduled announcement whose time has come (announcement_notify_due, idempotent).
 */
export async function listAnnouncements(supabase: ServerSupabase, only: AnnouncementFilter = {}) {
  await supabase.rpc('announcement_notify_due')
  let query = supabase
    .from('announcements')
    .select(
      'id, class_id, title, body, attachments, attachment_sizes, comments_allowed, publish_at, author_id, class:classes!announcements_class_fkey(name), subject:subjects!announcements_subject_fkey(name), announcement_comments(id, body, author_id, created_at)',
    )
  if (only.classId) query = query.eq('class_id', only.classId)
  if (only.subjectId) query = query.eq('subject_id', only.subjectId)
  if (only.authorId) query = query.eq('author_id', only.authorId)
  if (only.id) query = query.eq('id', only.id)
  const { data, error } = await query
    .order('publish_at', { ascending: false })
    .order('created_at', { referencedTable: 'announcement_comments', ascending: true })
    .limit(only.limit ?? ANNOUNCEMENTS_SHOWN)
  const names = await peopleNames(
    supabase,
    (data ?? []).map((row) => row.id),
  )
  // Scheduled: not yet published, so only its class's staff see it now.
  const now = Date.now()
  const rows = (data ?? []).map((row) => ({
    ...row,
    scheduled: Date.parse(row.publish_at) > now,
    author: (row.author_id && names.get(row.author_id)) || null,
    announcement_comments: row.announcement_comments.map((comment) => ({
      ...comment,
      author: (comment.author_id && names.get(comment.author_id)) || null,
    })),
  }))
  return { rows, error: !!error }
}

/** The names of the authors and commenters of these announcements, by profile id. */
async function peopleNames(supabase: ServerSupabase, announcements: string[]) {
  if (!announcements.length) return new Map<string, string>()
  const { data } = await supabase.rpc('announcement_people', { p_announcements: announcements })
  return new Map((data ?? []).map((person) => [person.id, person.name]))
}

export type AnnouncementRow = Awaited<ReturnType<typeof listAnnouncements>>['rows'][number]
