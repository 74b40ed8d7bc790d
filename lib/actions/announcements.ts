'use server'
import { revalidatePath } from 'next/cache'
import { z } from 'zod'
import { announcementSchema, commentSchema } from '@/lib/validation/announcements'
import { id } from '@/lib/validation/common'
import { defineAction } from './define-action'
import { describeDbError } from './errors'

/**
 * Posts a class announcement, now or at a set time. Row-level security decides who may (the
 * class's teacher, the principal) and that a subject belongs to the class; the readers are told
 * by the database when it is published.
 */
export const postAnnouncementAction = defineAction({
  name: 'postAnnouncement',
  schema: announcementSchema,
  session: true,
  run: async (input, { supabase, t }) => {
    const { error } = await supabase.from('announcements').insert({
      class_id: input.classId,
      subject_id: input.subjectId,
      title: input.title,
      body: input.body,
      comments_allowed: input.commentsAllowed,
      attachments: input.attachments,
      ...(input.publishAt ? { publish_at: input.publishAt } : {}),
    })
    if (error) return { ok: false, error: describeDbError(t, error) }
    revalidatePath(`/classes/${input.classId}`)
    return {
      ok: true,
      data: { message: t(input.publishAt ? 'announcements.scheduled' : 'announcements.posted') },
    }
  },
})

/** A comment on an announcement that allows them (row-level security checks both). */
export const commentOnAnnouncementAction = defineAction({
  name: 'commentOnAnnouncement',
  schema: commentSchema,
  session: true,
  run: async (input, { supabase, t }) => {
    const { error } = await supabase
      .from('announcement_comments')
      .insert({ announcement_id: input.announcementId, body: input.body })
    if (error) return { ok: false, error: describeDbError(t, error) }
    return { ok: true, data: { message: t('announcements.commented') } }
  },
})

/** The author turns comments on an announcement on or off (row-level security: the author only). */
export const setAnnouncementCommentsAction = defineAction({
  name: 'setAnnouncementComments',
  schema: z.object({ id: id(), allowed: z.boolean() }),
  session: true,
  run: async ({ id, allowed }, { supabase, t }) => {
    const { data, error } = await supabase
      .from('announcements')
      .update({ comments_allowed: allowed })
      .eq('id', id)
      .select('class_id')
    if (error) return { ok: false, error: describeDbError(t, error) }
    if (!data.length) return { ok: false, error: t('status.errors.forbidden') }
    revalidatePath(`/classes/${data[0].class_id}`)
    return {
      ok: true,
      data: {
        message: t(allowed ? 'announcements.commentsTurnedOn' : 'announcements.commentsTurnedOff'),
      },
    }
  },
})
