'use server'
import { z } from 'zod'
import { getLocale, getTranslations } from 'next-intl/server'
import { unreadPreview } from '@/lib/data/notifications'
import { phraseNotification } from '@/lib/notifications/text'
import { id } from '@/lib/validation/common'
import { changedRows } from './changed-rows'
import { defineAction } from './define-action'
import { describeDbError } from './errors'

export type BellItem = { id: string; title: string; body: string; createdAt: string; type: string }

/**
 * The bell's unread count and its newest unread notifications, phrased in the reader's
 * language. The bell asks for it when live changes arrive, so the data itself still comes
 * from the server, through row-level security.
 */
export const unreadSummaryAction = defineAction({
  name: 'unreadSummary',
  schema: z.object({}),
  run: async (_input, { supabase, t, claims }) => {
    const [preview, tn, locale] = await Promise.all([
      unreadPreview(supabase, claims.userId),
      getTranslations('notifications'),
      getLocale(),
    ])
    if (!preview) return { ok: false, error: t('status.loadError') }
    const items: BellItem[] = preview.rows.map((row) => ({
      id: row.id,
      ...phraseNotification(tn, row, claims.role ?? 'student', locale),
      createdAt: row.created_at,
      type: row.type,
    }))
    return { ok: true, data: { count: preview.count, items } }
  },
})

/** Marks one of the user's own notifications read (RLS: only the recipient, only `read`). */
export const markNotificationReadAction = defineAction({
  name: 'markNotificationRead',
  schema: z.object({ id: id() }),
  run: async ({ id: notificationId }, { supabase, t, claims }) => {
    const { data, error } = await supabase
      .from('notifications')
      .update({ read: true })
      .eq('id', notificationId)
      .eq('user_id', claims.userId)
      .select('id')
    return changedRows(
      t,
      { data, error },
      { message: t('notifications.markedRead') },
      { none: t('notifications.notFound') },
    )
  },
})

/** Marks every unread notification of the user read. */
export const markAllNotificationsReadAction = defineAction({
  name: 'markAllNotificationsRead',
  schema: z.object({}),
  run: async (_input, { supabase, t, claims }) => {
    const { error } = await supabase
      .from('notifications')
      .update({ read: true })
      .eq('user_id', claims.userId)
      .eq('read', false)
    if (error) return { ok: false, error: describeDbError(t, error) }
    return { ok: true, data: { message: t('notifications.allMarkedRead') } }
  },
})
