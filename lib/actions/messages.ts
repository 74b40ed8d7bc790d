'use server'
import { revalidatePath } from 'next/cache'
import { z } from 'zod'
import { unreadThreadCount } from '@/lib/data/messages'
import { sendProblem } from '@/lib/messages/send-errors'
import { id } from '@/lib/validation/common'
import { composeSchema, needsTarget, replySchema } from '@/lib/validation/message-threads'
import { changedRows } from './changed-rows'
import { defineAction } from './define-action'
import { describeDbError } from './errors'

type Translate = Parameters<typeof describeDbError>[0]

/** A refusal of send_message()/reply_to_thread() on its field, else as the form's message. */
function refusal(t: Translate, error: { code?: string; hint?: string | null; message?: string }) {
  const problem = sendProblem(error)
  if (!problem) return { ok: false as const, error: describeDbError(t, error) }
  const text = t(`messages.errors.${problem.key}`)
  return problem.field
    ? { ok: false as const, fieldErrors: { [problem.field]: text } }
    : { ok: false as const, error: text }
}

/**
 * Sends a new message (send_message: the group is resolved now, and the database refuses
 * what the writer may not write to). Only staff choose a reply policy or mark it important;
 * the database refuses the latter from others too.
 */
export const sendMessageAction = defineAction({
  name: 'sendMessage',
  schema: composeSchema,
  run: async (input, { supabase, t }) => {
    const { data, error } = await supabase.rpc('send_message', {
      p_audience: input.audience,
      // The groups without a target (all staff, the whole school) take none.
      p_target: needsTarget(input.audience) ? input.target : (null as unknown as string),
      p_subject: input.subject,
      p_body: input.body,
      p_reply_policy: input.replyPolicy,
      p_important: input.important,
      p_attachments: input.attachments,
    })
    if (error) return refusal(t, error)
    revalidatePath('/messages')
    return { ok: true, data: { message: t('messages.sent'), threadId: data as string } }
  },
})

/** Replies in a thread, as its reply policy allows (reply_to_thread decides who reads it). */
export const replyToThreadAction = defineAction({
  name: 'replyToThread',
  schema: replySchema,
  run: async (input, { supabase, t }) => {
    const { error } = await supabase.rpc('reply_to_thread', {
      p_thread: input.threadId,
      p_body: input.body,
      p_attachments: input.attachments,
    })
    if (error) return refusal(t, error)
    revalidatePath(`/messages/${input.threadId}`)
    return { ok: true, data: { message: t('messages.replied') } }
  },
})

/** Marks a thread read now: the reader's own read receipt, the only one they may write. */
export const markThreadReadAction = defineAction({
  name: 'markThreadRead',
  schema: z.object({ threadId: id() }),
  run: async ({ threadId }, { supabase, t, claims }) => {
    const { error } = await supabase
      .from('message_participants')
      .update({ last_read_at: new Date().toISOString() })
      .eq('thread_id', threadId)
      .eq('profile_id', claims.userId)
    if (error) return { ok: false, error: describeDbError(t, error) }
    return { ok: true, data: { message: '' } }
  },
})

/** Moves a thread to the reader's archive or back (their own participant row only). */
export const setThreadArchivedAction = defineAction({
  name: 'setThreadArchived',
  schema: z.object({ threadId: id(), archived: z.boolean() }),
  run: async ({ threadId, archived }, { supabase, t, claims }) => {
    const result = await supabase
      .from('message_participants')
      .update({ archived })
      .eq('thread_id', threadId)
      .eq('profile_id', claims.userId)
      .select('thread_id')
    return changedRows(
      t,
      result,
      { message: t(archived ? 'messages.archived' : 'messages.unarchived') },
      { refresh: () => revalidatePath('/messages'), none: t('messages.errors.threadGone') },
    )
  },
})

/** The menu's unread count, asked for again when a message arrives or a thread is read. */
export const unreadMessagesAction = defineAction({
  name: 'unreadMessages',
  schema: z.object({}),
  run: async (_input, { supabase, t, claims }) => {
    const count = await unreadThreadCount(supabase, claims.userId)
    if (count === null) return { ok: false, error: t('status.loadError') }
    return { ok: true, data: { count } }
  },
})

/** The principal lets staff and students write to each other, or stops it (schools RLS: the principal only). */
export const setStudentMessagingAction = defineAction({
  name: 'setStudentMessaging',
  schema: z.object({ on: z.boolean() }),
  run: async ({ on }, { supabase, t, claims }) => {
    const result = await supabase
      .from('schools')
      .update({ student_messaging: on })
      .eq('id', claims.schoolId ?? '')
      .select('id')
    return changedRows(
      t,
      result,
      { message: t(on ? 'messages.setting.turnedOn' : 'messages.setting.turnedOff') },
      { refresh: () => revalidatePath('/settings') },
    )
  },
})
