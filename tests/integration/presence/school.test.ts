import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js'
import { newClient, signedInClient } from '../support/clients'
import { actors, PASSWORD } from '../rls/fixtures'

/**
 * Presence runs on each school's private channel, `presence:school:<school id>`: row-level
 * security on realtime.messages lets only the school's active members join and track, so
 * nobody outside the school learns who is where.
 */
type Who = 'principal' | 'teacher' | 'student' | 'pendingTeacher' | 'otherPrincipal'
const clients = {} as Record<Who, SupabaseClient>
const opened: SupabaseClient[] = []
let demoSchool = ''

beforeAll(async () => {
  for (const who of [
    'principal',
    'teacher',
    'student',
    'pendingTeacher',
    'otherPrincipal',
  ] as Who[]) {
    const { client, session } = await signedInClient(actors[who].email, PASSWORD)
    await client.realtime.setAuth(session.access_token)
    clients[who] = client
    opened.push(client)
  }
  const { data } = await clients.principal
    .from('profiles')
    .select('school_id')
    .eq('id', actors.principal.id)
    .single()
  demoSchool = (data as { school_id: string }).school_id
})

afterAll(async () => {
  for (const client of opened) await client.removeAllChannels()
})

/** Joins `topic` as a private presence channel keyed by `key`; resolves with the outcome. */
function join(client: SupabaseClient, topic: string, key: string) {
  // A presence listener, as the header has: realtime-js asks for presence only for channels with one.
  const channel = client
    .channel(topic, { config: { private: true, presence: { key } } })
    .on('presence', { event: 'sync' }, () => {})
  return new Promise<{ channel: RealtimeChannel; status: string }>((resolve) => {
    channel.subscribe((status) => {
      if (status === 'SUBSCRIBED' || status === 'CHANNEL_ERROR' || status === 'TIMED_OUT')
        resolve({ channel, status })
    })
  })
}

describe("a school's presence channel", () => {
  it('its active members join it, track, and see each other', async () => {
    const topic = `presence:school:${demoSchool}`
    const principal = await join(clients.principal, topic, actors.principal.id)
    const teacher = await join(clients.teacher, topic, actors.teacher.id)
    const student = await join(clients.student, topic, actors.student.id)
    expect([principal.status, teacher.status, student.status]).toEqual([
      'SUBSCRIBED',
      'SUBSCRIBED',
      'SUBSCRIBED',
    ])
    expect(
      await principal.channel.track({
        user_id: actors.principal.id,
        role: 'principal',
        route: '/dashboard',
      }),
    ).toBe('ok')
    await expect
      .poll(() => Object.keys(teacher.channel.presenceState()), { timeout: 5000 })
      .toContain(actors.principal.id)
  })

  it.each([
    ["another school's principal", 'otherPrincipal'],
    ['a member still waiting for approval', 'pendingTeacher'],
  ] as const)('%s cannot join it', async (_, who) => {
    const { status } = await join(clients[who], `presence:school:${demoSchool}`, actors[who].id)
    expect(status).toBe('CHANNEL_ERROR')
  })

  it('nobody signed out can join it', async () => {
    const anon = newClient()
    opened.push(anon)
    const { status } = await join(anon, `presence:school:${demoSchool}`, 'someone')
    expect(status).toBe('CHANNEL_ERROR')
  })

  it('no other private topic opens: not the old shared channel, not a made-up school', async () => {
    for (const topic of [
      'presence:global',
      `presence:school:${crypto.randomUUID()}`,
      `notifications:${demoSchool}`,
    ]) {
      const { status } = await join(clients.principal, topic, actors.principal.id)
      expect(status, topic).toBe('CHANNEL_ERROR')
    }
  })
})
