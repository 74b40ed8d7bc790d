import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { listThreads, threadPeople, THREADS_READ } from '@/lib/data/messages'
import { newClient, signedInClient, testEnv } from '../support/clients'
import { actors, PASSWORD } from '../rls/fixtures'

vi.mock('server-only', () => ({}))

/**
 * A busy inbox, read as the inbox page reads it (lib/data/messages.ts): as many threads as it
 * shows, each with several messages from someone else, half of them read. Every thread comes
 * back with its own unread mark and newest time, though the messages are more than the REST
 * API answers in one response (1000 rows); no request's URL is longer than postgrest-js's own
 * warning mark (8000 characters), which hosted Supabase's gateway is near; and the sender,
 * whose threads name more people than one answer holds, sees their name on every one.
 */

const admin = newClient('service')
const READER = actors.teacher2
const SENDER = actors.principal
const MESSAGES_EACH = 4
const tag = `Inbox ${randomUUID().slice(0, 8)}`
const threadIds: string[] = []
/** Each thread's newest message time, by thread id. */
const newest = new Map<string, string>()
const urls: string[] = []
let reader: SupabaseClient
let sender: SupabaseClient

beforeAll(async () => {
  const { session } = await signedInClient(READER.email, PASSWORD)
  reader = createClient(testEnv().url, testEnv().anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: {
      headers: { Authorization: `Bearer ${session.access_token}` },
      fetch: (input, init) => {
        urls.push(input instanceof Request ? input.url : String(input))
        return fetch(input, init)
      },
    },
  })
  sender = (await signedInClient(SENDER.email, PASSWORD)).client
  const { data: profile } = await admin
    .from('profiles')
    .select('school_id')
    .eq('id', READER.id)
    .single()
  const school = profile!.school_id as string
  // Ahead of every other thread, so these are the newest the inbox reads.
  const start = Date.now() + 86_400_000
  const time = (thread: number, message: number) =>
    new Date(start + thread * 1000 + message).toISOString()
  const threads = Array.from({ length: THREADS_READ }, (_, i) => ({
    id: randomUUID(),
    school_id: school,
    subject: `${tag} ${i}`,
    created_by: SENDER.id,
    last_message_at: time(i, MESSAGES_EACH - 1),
  }))
  for (const [i, thread] of threads.entries()) {
    threadIds.push(thread.id)
    newest.set(thread.id, time(i, MESSAGES_EACH - 1))
  }
  expect((await admin.from('message_threads').insert(threads)).error).toBeNull()
  const participants = threads.flatMap((thread, i) => [
    {
      thread_id: thread.id,
      school_id: school,
      profile_id: SENDER.id,
      is_sender: true,
      last_read_at: time(i, MESSAGES_EACH),
    },
    {
      thread_id: thread.id,
      school_id: school,
      profile_id: READER.id,
      is_sender: false,
      // Even threads read after their last message; odd ones never opened.
      last_read_at: i % 2 === 0 ? time(i, MESSAGES_EACH) : null,
    },
    // Two more people each, so the sender's threads name more people than one answer holds.
    ...[actors.teacher.id, actors.parent.id].map((profile_id) => ({
      thread_id: thread.id,
      school_id: school,
      profile_id,
      is_sender: false,
      last_read_at: null,
    })),
  ])
  expect((await admin.from('message_participants').insert(participants)).error).toBeNull()
  const messages = threads.flatMap((thread, i) =>
    Array.from({ length: MESSAGES_EACH }, (_, k) => ({
      thread_id: thread.id,
      school_id: school,
      sender_id: SENDER.id,
      body: `Message ${k + 1}`,
      created_at: time(i, k),
    })),
  )
  expect(messages.length).toBeGreaterThan(1000)
  expect((await admin.from('messages').insert(messages)).error).toBeNull()
})

afterAll(async () => {
  if (threadIds.length) await admin.from('message_threads').delete().in('id', threadIds)
})

it('every thread of a full inbox has its own unread mark and newest time, and no URL is too long', async () => {
  urls.length = 0
  const list = await listThreads(reader as never, READER.id, { box: 'inbox', query: '' })
  expect(list.error).toBe(false)
  const ours = list.rows.filter((row) => row.subject.startsWith(tag))
  expect(ours).toHaveLength(THREADS_READ)
  for (const row of ours) {
    const index = Number(row.subject.slice(tag.length + 1))
    expect({
      unread: row.unread,
      lastAt: row.lastAt && new Date(row.lastAt).toISOString(),
    }).toEqual({ unread: index % 2 === 1, lastAt: newest.get(row.id) })
  }
  expect(urls.length).toBeGreaterThan(0)
  expect(Math.max(...urls.map((url) => url.length))).toBeLessThan(8000)
})

it('the sender’s threads name more people than one answer holds, and every one is named', async () => {
  const people = await threadPeople(sender as never, threadIds)
  expect(people.size).toBe(THREADS_READ)
  const pairs = [...people.values()].reduce((sum, names) => sum + names.size, 0)
  expect(pairs).toBe(THREADS_READ * 4)
  const { data: me } = await admin
    .from('profiles')
    .select('first_name, last_name')
    .eq('id', SENDER.id)
    .single()
  const list = await listThreads(sender as never, SENDER.id, { box: 'sent', query: '' })
  const ours = list.rows.filter((row) => row.subject.startsWith(tag))
  expect(new Set(ours.map((row) => row.sender))).toEqual(
    new Set([`${me!.first_name} ${me!.last_name}`]),
  )
})
