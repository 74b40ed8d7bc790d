import 'server-only'
import { cache } from 'react'
import type { ServerSupabase } from '@/lib/supabase/server'
import { pageRange, searchTerm } from '@/lib/validation/list-params'
import { toPage, type RowOf } from './paging'

// The video library's reads. Row-level security decides what each reader sees: a visitor the
// public published videos, a school member also their school's published ones, a video's
// managers (its teacher, the principal) their drafts too.

/** Videos per page of the library: cards, so fewer than a table's rows. */
export const VIDEO_PAGE_SIZE = 12

const CARD_COLUMNS =
  'id, title, duration_seconds, is_public, external_url, video_captions(language)'
const CARD_WITH_SUBJECT = `${CARD_COLUMNS}, subject:subjects!videos_subject_fkey(id, name)` as const
const DETAIL_COLUMNS =
  'id, title, description, storage_path, external_url, transcript, duration_seconds, subject_id, is_public, is_active, created_by, video_captions(id, language, content)'
const DETAIL_WITH_SUBJECT =
  `${DETAIL_COLUMNS}, subject:subjects!videos_subject_fkey(id, name)` as const

/**
 * What a reader's select embeds. Visitors may not read subjects at all, and an embed the
 * reader may not read fails the whole request, so only signed-in readers get the subject's
 * name; a visitor's rows say `subject: null`. (The select is typed as the fuller one.)
 */
const withSubject = <T extends object>(rows: T[], signedIn: boolean) =>
  signedIn ? rows : rows.map((row) => ({ ...row, subject: null }))

/** One page of published videos, newest first, searched by title and filtered by subject. */
export async function listVideos(
  supabase: ServerSupabase,
  opts: { q: string; page: number; subjectId: string | null; signedIn: boolean },
) {
  const [from, to] = pageRange(opts.page, VIDEO_PAGE_SIZE)
  let query = supabase
    .from('videos')
    .select((opts.signedIn ? CARD_WITH_SUBJECT : CARD_COLUMNS) as typeof CARD_WITH_SUBJECT, {
      count: 'exact',
    })
    .eq('is_active', true)
  const term = searchTerm(opts.q)
  if (term) query = query.ilike('title', `%${term}%`)
  if (opts.subjectId) query = query.eq('subject_id', opts.subjectId)
  const { data, count, error } = await query
    .order('created_at', { ascending: false })
    .order('id')
    .range(from, to)
  return toPage({ data: data && withSubject(data, opts.signedIn), count, error })
}

export type VideoCardRow = RowOf<typeof listVideos>

/** The videos a principal (their school's) or a teacher (their own) manages, drafts included. */
export async function listManagedVideos(
  supabase: ServerSupabase,
  opts: { q: string; page: number; mineOnly: string | null },
) {
  const [from, to] = pageRange(opts.page)
  let query = supabase
    .from('videos')
    .select(
      'id, title, description, is_public, is_active, storage_path, external_url, subject:subjects!videos_subject_fkey(id, name), video_captions(language)',
      {
        count: 'exact',
      },
    )
  const term = searchTerm(opts.q)
  if (term) query = query.ilike('title', `%${term}%`)
  if (opts.mineOnly) query = query.eq('created_by', opts.mineOnly)
  return toPage(await query.order('created_at', { ascending: false }).order('id').range(from, to))
}

export type ManagedVideoRow = RowOf<typeof listManagedVideos>

/** One video with its caption tracks (text included) and subject; null when missing or not visible. */
export const getVideo = cache(async (supabase: ServerSupabase, id: string, signedIn: boolean) => {
  const { data } = await supabase
    .from('videos')
    .select((signedIn ? DETAIL_WITH_SUBJECT : DETAIL_COLUMNS) as typeof DETAIL_WITH_SUBJECT)
    .eq('id', id)
    .maybeSingle()
  return data && (signedIn ? data : { ...data, subject: null })
})

export type VideoDetail = NonNullable<Awaited<ReturnType<typeof getVideo>>>

/** Other published videos of the same subject, newest first. */
export async function relatedVideos(
  supabase: ServerSupabase,
  video: { id: string; subject_id: string | null },
) {
  if (!video.subject_id) return []
  const { data } = await supabase
    .from('videos')
    .select('id, title, duration_seconds')
    .eq('subject_id', video.subject_id)
    .eq('is_active', true)
    .neq('id', video.id)
    .order('created_at', { ascending: false })
    .limit(6)
  return data ?? []
}

/**
 * A short-lived address the browser plays the stored file from. It is signed as the reader
 * (the bucket's policies decide), and Storage answers Range requests on it, so seeking works.
 */
export async function videoSourceUrl(supabase: ServerSupabase, path: string | null) {
  if (!path) return null
  const { data } = await supabase.storage.from('videos').createSignedUrl(path, 60 * 60 * 4)
  return data?.signedUrl ?? null
}
