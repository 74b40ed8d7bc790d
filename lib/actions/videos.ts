'use server'
import { revalidatePath } from 'next/cache'
import { getLocale } from 'next-intl/server'
import { z } from 'zod'
import { id } from '@/lib/validation/common'
import { M } from '@/lib/validation/messages'
import {
  captionSchema,
  transcriptSchema,
  videoFileSchema,
  videoSchema,
  videoUpdateSchema,
} from '@/lib/validation/videos'
import { videoFilePath } from '@/lib/videos/files'
import { languageName } from '@/lib/videos/languages'
import { parseWebVtt } from '@/lib/videos/webvtt'
import type { TablesUpdate } from '@/lib/database.types'
import { changedRows } from './changed-rows'
import { defineAction } from './define-action'
import { describeDbError } from './errors'
import type { MessageKey, Translate } from '@/lib/i18n/message-keys'

type Context = Parameters<Parameters<typeof defineAction>[0]['run']>[1]
type DbError = { code?: string; message?: string } | null

const refresh = (videoId?: string) => {
  revalidatePath('/videos/manage')
  revalidatePath('/videos')
  if (videoId) {
    revalidatePath(`/videos/manage/${videoId}`)
    revalidatePath(`/video/${videoId}`)
  }
}

/** A track saved or removed: the video's pages show it, and the toast names its language. */
async function captionsChanged(
  t: Translate,
  change: 'saved' | 'removed',
  { videoId, language }: { videoId: string; language: string },
) {
  refresh(videoId)
  const name = languageName(language, await getLocale())
  return {
    ok: true as const,
    data: { message: t(`videosManage.captions.${change}`, { language: name }) },
  }
}

/** The database's publishing rules, in the reader's words. */
function publishError(t: Translate, error: DbError) {
  if (error?.code === '23514' && /caption/i.test(error.message ?? ''))
    return t('videosManage.errors.needsCaptions')
  if (error?.code === '23514' && /file or a link/i.test(error.message ?? ''))
    return t('videosManage.errors.needsSource')
  return describeDbError(t, error)
}

/**
 * Changes one video's row as the caller and refreshes its pages; the toast says `done`. A
 * refusal is said in the reader's words: a rule of the database (publishing, limits), or no
 * row that was the caller's to change.
 */
async function changeVideo(
  { supabase, t }: Context,
  id: string,
  changes: TablesUpdate<'videos'>,
  done: MessageKey,
) {
  const { data, error } = await supabase.from('videos').update(changes).eq('id', id).select('id')
  if (error) return { ok: false as const, error: publishError(t, error) }
  return changedRows(t, { data, error }, { message: t(done) }, { refresh: () => refresh(id) })
}

const row = (input: z.output<typeof videoSchema>) => ({
  title: input.title,
  description: input.description,
  subject_id: input.subjectId,
  is_public: input.visibility === 'public',
  external_url: input.externalUrl,
})

export const createVideoAction = defineAction({
  name: 'createVideo',
  schema: videoSchema,
  run: async (input, { supabase, t, claims }) => {
    const { data, error } = await supabase
      .from('videos')
      .insert({ ...row(input), created_by: claims.userId })
      .select('id')
      .single()
    if (error) return { ok: false, error: describeDbError(t, error) }
    refresh()
    return { ok: true, data: { id: data.id, message: t('videosManage.created') } }
  },
})

export const updateVideoAction = defineAction({
  name: 'updateVideo',
  schema: videoUpdateSchema,
  run: (input, context) => changeVideo(context, input.id, row(input), 'videosManage.updated'),
})

/** Publishing is refused by the database without a caption track (and without a source). */
export const setVideoPublishedAction = defineAction({
  name: 'setVideoPublished',
  schema: z.object({ id: id(), published: z.boolean() }),
  run: (input, context) =>
    changeVideo(
      context,
      input.id,
      { is_active: input.published },
      input.published ? 'videosManage.published' : 'videosManage.unpublished',
    ),
})

/** After the browser's upload: the uploaded file becomes the video's source (only once it is really stored). */
export const attachVideoFileAction = defineAction({
  name: 'attachVideoFile',
  schema: videoFileSchema,
  run: async (input, { supabase, t }) => {
    const path = videoFilePath(input.id, input.type)
    const { data: stored } = await supabase.storage.from('videos').exists(path)
    if (!stored) return { ok: false, error: t('videosManage.file.failed') }
    const { data: before } = await supabase
      .from('videos')
      .select('storage_path')
      .eq('id', input.id)
      .maybeSingle()
    const { data, error } = await supabase
      .from('videos')
      .update({
        storage_path: path,
        duration_seconds: input.durationSeconds === null ? null : Math.round(input.durationSeconds),
      })
      .eq('id', input.id)
      .select('id')
    if (error) return { ok: false, error: describeDbError(t, error) }
    if (!data?.length) return { ok: false, error: t('status.errors.forbidden') }
    // A file of the other type is no longer played; it would only take up space.
    if (before?.storage_path && before.storage_path !== path)
      await supabase.storage.from('videos').remove([before.storage_path])
    refresh(input.id)
    return { ok: true, data: { message: t('videosManage.file.uploaded') } }
  },
})

/**
 * Adds or replaces the caption track of one language. Every cue is checked first, and a broken
 * file is refused with the line it breaks on, so no student meets a player without captions.
 */
export const saveCaptionsAction = defineAction({
  name: 'saveCaptions',
  schema: captionSchema,
  run: async (input, { supabase, t, claims }) => {
    const parsed = parseWebVtt(input.content)
    if (!parsed.ok) {
      const { code, line } = parsed.problem
      return {
        ok: false,
        fieldErrors: { content: t(`videosManage.vtt.${code}`, { line: line ?? 0 }) },
      }
    }
    const { error } = await supabase.from('video_captions').upsert(
      {
        video_id: input.videoId,
        language: input.language,
        content: input.content,
        created_by: claims.userId,
      },
      { onConflict: 'video_id,language' },
    )
    if (error) return { ok: false, error: describeDbError(t, error) }
    return captionsChanged(t, 'saved', input)
  },
})

/** Removes one caption track; the database keeps the last track of a published video. */
export const removeCaptionsAction = defineAction({
  name: 'removeCaptions',
  // Any stored track's language, not only the ones offered for new tracks.
  schema: z.object({
    videoId: id(),
    language: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, M.captionLanguage),
  }),
  run: async (input, { supabase, t }) => {
    const { data, error } = await supabase
      .from('video_captions')
      .delete()
      .eq('video_id', input.videoId)
      .eq('language', input.language)
      .select('id')
    if (error?.code === '23514') return { ok: false, error: t('videosManage.captions.lastTrack') }
    if (error) return { ok: false, error: describeDbError(t, error) }
    if (!data?.length) return { ok: false, error: t('status.errors.forbidden') }
    return captionsChanged(t, 'removed', input)
  },
})

/** Saves the written transcript, or removes it when the box is left empty. */
export const saveTranscriptAction = defineAction({
  name: 'saveTranscript',
  schema: transcriptSchema,
  run: (input, context) =>
    changeVideo(
      context,
      input.videoId,
      { transcript: input.transcript },
      input.transcript ? 'videosManage.transcript.saved' : 'videosManage.transcript.removed',
    ),
})
