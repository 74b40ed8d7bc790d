'use server'
import { revalidatePath } from 'next/cache'
import { getLocale } from 'next-intl/server'
import { z } from 'zod'
import { whenWords } from '@/components/lists/when'
import { listAnnouncements } from '@/lib/data/announcements'
import { contentLang } from '@/lib/i18n/text-language'
import type { Locale } from '@/lib/i18n/locale'
import { isStaff } from '@/lib/auth/roles'
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

/** How many announcements the dashboard shows before "All announcements". */
const ON_DASHBOARD = 3

/**
 * The dashboard's newest announcements, asked for by the dashboard once it is drawn (so the
 * page itself stays within its request budget): a student's and a guardian's are their
 * classes' (row-level security picks them), staff's their own posts. Put into words here, in
 * the reader's language, for a client list to draw.
 */
export const dashboardAnnouncementsAction = defineAction({
  name: 'dashboardAnnouncements',
  schema: z.object({}),
  run: async (_input, { supabase, t, claims }) => {
    const staff = claims.role !== null && isStaff(claims.role)
    const [list, locale] = await Promise.all([
      listAnnouncements(supabase, {
        ...(staff ? { authorId: claims.userId } : {}),
        limit: ON_DASHBOARD,
      }),
      getLocale(),
    ])
    if (list.error) return { ok: false, error: t('announcements.loadError') }
    return {
      ok: true,
      data: list.rows.map((row) => ({
        id: row.id,
        title: row.title,
        body: row.body,
        lang: contentLang(`${row.title} ${row.body}`, locale as Locale),
        where: [row.class?.name, row.subject?.name, row.author].filter(Boolean).join(' · '),
        when: whenWords(row.publish_at, locale),
        scheduled: row.scheduled,
        attachments: row.attachments,
        attachmentSizes: row.attachment_sizes,
        comments: row.announcement_comments.length,
      })),
    }
  },
})

export type DashboardAnnouncement = Extract<
  Awaited<ReturnType<typeof dashboardAnnouncementsAction>>,
  { ok: true }
>['data'][number]
