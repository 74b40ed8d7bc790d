import 'server-only'
import { cache } from 'react'
import type { Role } from '@/lib/auth/roles'
import {
  compareThreads,
  inBox,
  searchPattern,
  threadStates,
  type Box,
  type ThreadFacts,
} from '@/lib/messages/inbox'
import type { ServerSupabase } from '@/lib/supabase/server'
import { readAll } from './read-all'

/** How many threads the inbox reads at most (newest first); a school year's worth for most people. */
export const THREADS_READ = 300

export type Person = { id: string; name: string; role: string }

/** The names of the people of some threads (message_thread_people), by thread and id. */
export async function threadPeople(supabase: ServerSupabase, threadIds: string[]) {
  const byThread = new Map<string, Map<string, Person>>()
  if (!threadIds.length) return byThread
  // A sender's school-wide thread alone can name more people than one answer holds.
  const { data } = await readAll((from, to) =>
    supabase
      .rpc('message_thread_people', { p_threads: threadIds })
      .order('thread_id')
      .order('id')
      .range(from, to),
  )
  for (const row of data) {
    const people = byThread.get(row.thread_id) ?? new Map<string, Person>()
    people.set(row.id, { id: row.id, name: row.name, role: row.role })
    byThread.set(row.thread_id, people)
  }
  return byThread
}

export type ThreadListRow = {
  id: string
  subject: string
  important: boolean
  unread: boolean
  lastAt: string | null
  sender: string | null
  sentByMe: boolean
  audience: { kind?: string; label?: string; count?: number }
}

/**
 * One box of the reader's threads (inbox, sent, archive), important first, then unread, then
 * the newest; `query` keeps those whose subject or a message the reader sees contains it.
 * Row-level security decides which threads and messages are read at all.
 */
export async function listThreads(
  supabase: ServerSupabase,
  me: string,
  { box, query }: { box: Box; query: string },
): Promise<{ rows: ThreadListRow[]; error: boolean }> {
  const pattern = searchPattern(query)
  const [threads, bodyHits] = await Promise.all([
    supabase
      .from('message_threads')
      .select('id, subject, important, created_by, audience, last_message_at')
      .order('last_message_at', { ascending: false })
      .limit(THREADS_READ),
    pattern
      ? supabase.from('messages').select('thread_id').ilike('body', pattern).limit(1000)
      : Promise.resolve({ data: [] as { thread_id: string }[], error: null }),
  ])
  if (threads.error || bodyHits.error) return { rows: [], error: true }
  const ids = threads.data.map((thread) => thread.id)
  // One row per thread, summed in the database and asked by POST: reading every message and
  // participant row here would be cut at the API's 1000 rows, and 300 ids overflow a URL.
  const [summaries, people] = await Promise.all([
    ids.length
      ? supabase.rpc('message_thread_summaries', { p_threads: ids })
      : Promise.resolve({ data: [], error: null }),
    threadPeople(supabase, ids),
  ])
  if (summaries.error) return { rows: [], error: true }
  const byThread = new Map((summaries.data ?? []).map((row) => [row.thread_id, row]))
  const facts: ThreadFacts[] = threads.data.map((thread) => {
    const row = byThread.get(thread.id)
    return {
      id: thread.id,
      important: thread.important,
      createdBy: thread.created_by,
      mine: row?.participant ? { lastReadAt: row.last_read_at, archived: row.archived } : null,
    }
  })
  const states = threadStates(
    facts,
    (summaries.data ?? []).map((row) => ({
      threadId: row.thread_id,
      lastAt: row.last_at,
      lastFromOthersAt: row.last_from_others_at,
    })),
  )
  const matching = new Set((bodyHits.data ?? []).map((hit) => hit.thread_id))
  const needle = query.trim().toLocaleLowerCase()
  const rows = threads.data
    .map((thread, index) => ({ thread, fact: facts[index], state: states.get(thread.id)! }))
    .filter(({ fact, state }) => inBox(box, me, fact, state))
    .filter(
      ({ thread }) =>
        !pattern || matching.has(thread.id) || thread.subject.toLocaleLowerCase().includes(needle),
    )
    .map(({ thread, state }) => ({
      id: thread.id,
      subject: thread.subject,
      important: thread.important,
      unread: state.unread,
      lastAt: state.lastAt ?? thread.last_message_at,
      sender: thread.created_by
        ? (people.get(thread.id)?.get(thread.created_by)?.name ?? null)
        : null,
      sentByMe: thread.created_by === me,
      audience: (thread.audience ?? {}) as ThreadListRow['audience'],
    }))
    .sort(compareThreads)
  return { rows, error: false }
}

/** How many threads in the reader's inbox are unread (the menu's badge). */
export async function unreadThreadCount(supabase: ServerSupabase, me: string) {
  const list = await listThreads(supabase, me, { box: 'inbox', query: '' })
  return list.error ? null : list.rows.filter((row) => row.unread).length
}

export type ThreadMessage = {
  id: string
  senderId: string | null
  sender: string | null
  privateTo: string | null
  privateToName: string | null
  body: string
  attachments: string[]
  /** Each attachment's size in bytes, in order; null for one the reader may not read. */
  attachmentSizes: (number | null)[] | null
  createdAt: string
}

export type Receipt = { id: string; name: string; readAt: string | null }

/**
 * One thread as its reader sees it: its messages in order, the reader's own read mark and
 * archive, and for its sender the read receipts of everyone it went to. Null when the thread
 * is not the reader's to read (or does not exist): the same answer, so nothing is told.
 */
export const getThread = cache(async (supabase: ServerSupabase, me: string, threadId: string) => {
  const [thread, messages, participants, people] = await Promise.all([
    supabase
      .from('message_threads')
      .select('id, subject, important, created_by, reply_policy, audience, created_at')
      .eq('id', threadId)
      .maybeSingle(),
    supabase
      .from('messages')
      .select('id, sender_id, private_to, body, attachments, attachment_sizes, created_at')
      .eq('thread_id', threadId)
      .order('created_at')
      .order('id'),
    readAll((from, to) =>
      supabase
        .from('message_participants')
        .select('profile_id, is_sender, last_read_at, archived')
        .eq('thread_id', threadId)
        .order('profile_id')
        .range(from, to),
    ),
    threadPeople(supabase, [threadId]),
  ])
  if (!thread.data) return null
  const names = people.get(threadId) ?? new Map<string, Person>()
  const name = (id: string | null) => (id ? (names.get(id)?.name ?? null) : null)
  const own = participants.data?.find((row) => row.profile_id === me) ?? null
  const sentByMe = thread.data.created_by === me
  const receipts: Receipt[] = sentByMe
    ? (participants.data ?? [])
        .filter((row) => row.profile_id !== me)
        .map((row) => ({
          id: row.profile_id,
          name: name(row.profile_id) ?? '',
          readAt: row.last_read_at,
        }))
        .sort((a, b) => a.name.localeCompare(b.name))
    : []
  return {
    id: thread.data.id,
    subject: thread.data.subject,
    important: thread.data.important,
    replyPolicy: thread.data.reply_policy as 'sender' | 'all' | 'none',
    audience: (thread.data.audience ?? {}) as ThreadListRow['audience'],
    createdBy: thread.data.created_by,
    sender: name(thread.data.created_by),
    sentByMe,
    participant: own ? { lastReadAt: own.last_read_at, archived: own.archived } : null,
    receipts,
    messages: (messages.data ?? []).map((m): ThreadMessage => ({
      id: m.id,
      senderId: m.sender_id,
      sender: name(m.sender_id),
      privateTo: m.private_to,
      privateToName: name(m.private_to),
      body: m.body,
      attachments: m.attachments,
      attachmentSizes: m.attachment_sizes,
      createdAt: m.created_at,
    })),
  }
})

export type Thread = NonNullable<Awaited<ReturnType<typeof getThread>>>

export type ComposerChoice = { id: string; label: string }

/**
 * What the composer offers the reader: the people they may write to alone, and for staff the
 * groups (their classes, those classes' subjects and students; a principal's: all of them).
 * The database decides again when the message is sent.
 */
export async function composerChoices(
  supabase: ServerSupabase,
  me: { id: string; role: Role; schoolId: string },
) {
  const staff = me.role === 'teacher' || me.role === 'principal'
  // Everyone one may write to, in a school of any size: read past the API's 1000 rows.
  const people = await readAll((from, to) =>
    supabase.rpc('message_recipients').order('name').order('id').range(from, to),
  )
  const recipients = people.data.map((p) => ({
    id: p.id,
    label: p.detail ? `${p.name} (${p.detail})` : p.name,
    role: p.role,
  }))
  if (!staff)
    return { recipients, classes: [], subjects: [], students: [], studentMessaging: false }
  let classQuery = supabase.from('classes').select('id, name').eq('is_active', true).order('name')
  if (me.role === 'teacher') classQuery = classQuery.eq('teacher_id', me.id)
  const [classes, school] = await Promise.all([
    classQuery,
    supabase.from('schools').select('student_messaging').eq('id', me.schoolId).maybeSingle(),
  ])
  const classIds = (classes.data ?? []).map((c) => c.id)
  const [subjects, enrolments] = await Promise.all([
    classIds.length
      ? supabase
          .from('subjects')
          .select('id, name')
          .in('class_id', classIds)
          .eq('is_active', true)
          .order('name')
      : Promise.resolve({ data: [] }),
    // A principal's classes hold the whole school: more students than one answer holds.
    classIds.length
      ? readAll((from, to) =>
          supabase
            .from('student_enrollments')
            .select(
              'student_id, student:profiles!student_enrollments_student_fkey(first_name, last_name)',
            )
            .in('class_id', classIds)
            .eq('status', 'active')
            .order('student_id')
            .order('class_id')
            .range(from, to),
        )
      : Promise.resolve({ data: [] }),
  ])
  const students = new Map<string, string>()
  for (const row of enrolments.data ?? [])
    if (row.student)
      students.set(row.student_id, `${row.student.first_name} ${row.student.last_name}`.trim())
  return {
    recipients,
    classes: (classes.data ?? []).map((c) => ({ id: c.id, label: c.name })),
    subjects: (subjects.data ?? []).map((s) => ({ id: s.id, label: s.name })),
    students: [...students]
      .map(([id, label]) => ({ id, label }))
      .sort((a, b) => a.label.localeCompare(b.label)),
    studentMessaging: school.data?.student_messaging === true,
  }
}

/** Whether the reader's school lets staff and students write to each other. */
export async function studentMessagingOn(supabase: ServerSupabase, schoolId: string) {
  const { data } = await supabase
    .from('schools')
    .select('student_messaging')
    .eq('id', schoolId)
    .maybeSingle()
  return data?.student_messaging === true
}
