'use server'
import { revalidatePath } from 'next/cache'
import { z } from 'zod'
import { id } from '@/lib/validation/common'
import { videoSchema, videoUpdateSchema } from '@/lib/validation/videos'
import { defineAction } from './define-action'
import { describeDbError } from './errors'

type Translate = Parameters<Parameters<typeof defineAction>[0]['run']>[1]['t']
type DbError = { code?: string; message?: string } | null

const refresh = (videoId?: string) => {
  revalidatePath('/videos/manage')
  revalidatePath('/videos')
  if (videoId) {
    revalidatePath(`/videos/manage/${videoId}`)
    revalidatePath(`/video/${videoId}`)
  }
}

/** The database's publishing rules, in the reader's words. */
function publishError(t: Translate, error: DbError) {
  if (error?.code === '23514' && /caption/i.test(error.message ?? '')) return t('videosManage.errors.needsCaptions')
  if (error?.code === '23514' && /file or a link/i.test(error.message ?? '')) return t('videosManage.errors.needsSource')
  return describeDbError(t, error)
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
  session: true,
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
  session: true,
  run: async (input, { supabase, t }) => {
    const { data, error } = await supabase.from('videos').update(row(input)).eq('id', input.id).select('id')
    if (error) return { ok: false, error: publishError(t, error) }
    if (!data?.length) return { ok: false, error: t('status.errors.forbidden') }
    refresh(input.id)
    return { ok: true, data: { message: t('videosManage.updated') } }
  },
})

/** Publishing is refused by the database without a caption track (and without a source). */
export const setVideoPublishedAction = defineAction({
  name: 'setVideoPublished',
  schema: z.object({ id: id(), published: z.boolean() }),
  session: true,
  run: async (input, { supabase, t }) => {
    const { data, error } = await supabase.from('videos').update({ is_active: input.published }).eq('id', input.id).select('id')
    if (error) return { ok: false, error: publishError(t, error) }
    if (!data?.length) return { ok: false, error: t('status.errors.forbidden') }
    refresh(input.id)
    return { ok: true, data: { message: t(input.published ? 'videosManage.published' : 'videosManage.unpublished') } }
  },
})
