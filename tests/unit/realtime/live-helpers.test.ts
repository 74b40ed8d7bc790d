import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import en from '@/messages/en.json' with { type: 'json' }
import fi from '@/messages/fi.json' with { type: 'json' }
import { createBatcher } from '@/components/realtime/batch'
import { createChannelHealth } from '@/components/realtime/health'
import { peopleOnRoute, type PresenceMeta } from '@/components/realtime/presence-peers'
import { interpolate, lookup } from '@/components/i18n/client-messages'
import { phraseNotification, safeLink } from '@/lib/notifications/text'
import { reconnectDelay } from '@/lib/supabase/browser'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('channel health: live updates pausing is told once, and their return once', () => {
  const setup = () => {
    const told: string[] = []
    const report = createChannelHealth(
      { paused: () => told.push('paused'), resumed: () => told.push('resumed') },
      4000,
    )
    return { told, report }
  }

  it('a drop shorter than the grace period says nothing', () => {
    const { told, report } = setup()
    report('a', 'SUBSCRIBED')
    report('a', 'CHANNEL_ERROR')
    vi.advanceTimersByTime(3000)
    report('a', 'SUBSCRIBED')
    vi.advanceTimersByTime(10000)
    expect(told).toEqual([])
  })

  it('a long outage of several channels is one "paused", their return one "resumed"', () => {
    const { told, report } = setup()
    report('a', 'SUBSCRIBED')
    report('b', 'SUBSCRIBED')
    report('a', 'CHANNEL_ERROR')
    report('b', 'TIMED_OUT')
    vi.advanceTimersByTime(4000)
    report('a', 'CHANNEL_ERROR')
    vi.advanceTimersByTime(20000)
    expect(told).toEqual(['paused'])
    report('a', 'SUBSCRIBED')
    expect(told).toEqual(['paused'])
    report('b', 'SUBSCRIBED')
    expect(told).toEqual(['paused', 'resumed'])
  })

  it('a channel the page lets go (REMOVED) is no outage', () => {
    const { told, report } = setup()
    report('a', 'CLOSED')
    report('a', 'REMOVED')
    vi.advanceTimersByTime(10000)
    expect(told).toEqual([])
  })
})

describe('batching announcements', () => {
  it('a burst becomes one flush with the count, after the window from the first event', () => {
    const flushed: number[] = []
    const batch = createBatcher(3000, (n) => flushed.push(n))
    batch.add()
    vi.advanceTimersByTime(1000)
    batch.add()
    batch.add(3)
    vi.advanceTimersByTime(1999)
    expect(flushed).toEqual([])
    vi.advanceTimersByTime(1)
    expect(flushed).toEqual([5])
    batch.add()
    vi.advanceTimersByTime(3000)
    expect(flushed).toEqual([5, 1])
  })

  it('cancel drops what was collected', () => {
    const flushed: number[] = []
    const batch = createBatcher(100, (n) => flushed.push(n))
    batch.add(2)
    batch.cancel()
    vi.advanceTimersByTime(1000)
    expect(flushed).toEqual([])
  })
})

describe('presence', () => {
  const meta = (user_id: string, route: string): PresenceMeta => ({
    user_id,
    role: 'teacher',
    route,
    online_at: '2026-11-23T06:00:00Z',
  })
  it('counts each person once, on every page one of their tabs is on', () => {
    const state = {
      u1: [meta('u1', '/classes')],
      u2: [meta('u2', '/classes'), meta('u2', '/subjects')],
      u3: [meta('u3', '/bin')],
    }
    expect(peopleOnRoute(state, '/classes')).toEqual(['u1', 'u2'])
    expect(peopleOnRoute(state, '/subjects')).toEqual(['u2'])
    expect(peopleOnRoute(state, '/dashboard')).toEqual([])
  })
})

describe('reconnect backoff', () => {
  it('grows 1 s, 2 s, 5 s, 10 s, then 30 s, with at most a fifth of jitter', () => {
    expect([1, 2, 3, 4, 5, 9].map((n) => reconnectDelay(n, () => 0))).toEqual([
      1000, 2000, 5000, 10000, 30000, 30000,
    ])
    expect(reconnectDelay(1, () => 0.999)).toBeLessThanOrEqual(1200)
  })
})

describe('notification text', () => {
  // The client's tiny translator is enough here: the kinds' messages use only {name} values.
  const translator = (messages: object) =>
    Object.assign(
      (key: string, values?: Record<string, string | number>) =>
        interpolate(lookup(messages as never, `notifications.${key}`) ?? key, values),
      {
        has: (key: string) => lookup(messages as never, `notifications.${key}`) !== undefined,
      },
    )
  const graded = {
    title: 'Graded: Essay',
    message: 'Score 9',
    kind: 'submission_graded',
    data: { assignment: 'Essay', student: 'Aino Mäkinen', score: 9 },
  }

  it('phrases an event in the reader language, with a parent wording', () => {
    expect(phraseNotification(translator(en), graded, 'student', 'en')).toEqual({
      title: 'Graded: Essay',
      body: 'Your score: 9.',
    })
    expect(phraseNotification(translator(fi), graded, 'parent', 'fi')).toEqual({
      title: 'Arvioitu: Essay',
      body: 'Aino Mäkinen sai pisteitä 9.',
    })
  })

  it('writes a score with the reader language decimal mark', () => {
    const half = { ...graded, data: { ...graded.data, score: 8.5 } }
    expect(phraseNotification(translator(fi), half, 'student', 'fi').body).toBe(
      'Sait pisteitä 8,5.',
    )
    expect(phraseNotification(translator(en), half, 'student', 'en').body).toBe('Your score: 8.5.')
  })

  it('a late hand-in says so in the title; a note without kind keeps its own words', () => {
    const late = {
      title: 'x',
      message: 'y',
      kind: 'submission_received',
      data: { assignment: 'Essay', student: 'Aino', subject: 'Maths', late: true },
    }
    expect(phraseNotification(translator(en), late, 'teacher', 'en').title).toBe(
      'Handed in late: Essay',
    )
    const note = { title: 'Parents evening', message: 'Thursday 18:00', kind: null, data: {} }
    expect(phraseNotification(translator(fi), note, 'parent', 'fi')).toEqual({
      title: 'Parents evening',
      body: 'Thursday 18:00',
    })
  })

  it('every kind, in both languages, gets every value its wording names (a missing one shows the raw key on the page)', () => {
    for (const messages of [en, fi]) {
      const kinds = (
        messages as { notifications: { kinds: Record<string, Record<string, string>> } }
      ).notifications.kinds
      for (const [kind, wordings] of Object.entries(kinds)) {
        const names = new Set(
          Object.values(wordings).flatMap((text) =>
            [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]),
          ),
        )
        const data = Object.fromEntries([...names].map((name) => [name, `<${name}>`]))
        for (const reader of ['student', 'parent', 'teacher'] as const) {
          const { title, body } = phraseNotification(
            translator(messages),
            { title: '', message: '', kind, data: { ...data, late: true } },
            reader,
            'en',
          )
          expect(`${title} ${body}`, `${kind} for a ${reader}`).not.toMatch(/\{\w+\}/)
        }
      }
    }
  })

  it('a message and a reply to it are told apart, in the reader language', () => {
    const data = { thread_id: 't', subject: 'Retki', sender: 'Matti Korhonen', important: false }
    const message = { title: 'New message', message: 'Retki', kind: 'message_received', data }
    expect(phraseNotification(translator(en), message, 'parent', 'en').title).toBe(
      'Message from Matti Korhonen: Retki',
    )
    const reply = { ...message, data: { ...data, sender: 'Liisa Mäkinen', reply: true } }
    expect(phraseNotification(translator(fi), reply, 'teacher', 'fi').title).toBe(
      'Vastaus lähettäjältä Liisa Mäkinen: Retki',
    )
  })

  it('links stay inside Oppi', () => {
    expect(safeLink('/submissions?assignment=1')).toBe('/submissions?assignment=1')
    expect(safeLink('//evil.example')).toBeNull()
    expect(safeLink('https://evil.example')).toBeNull()
    expect(safeLink(null)).toBeNull()
  })
})
