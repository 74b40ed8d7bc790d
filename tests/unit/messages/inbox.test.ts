import { describe, expect, it } from 'vitest'
import {
  compareThreads,
  inBox,
  searchPattern,
  threadStates,
  type ThreadFacts,
} from '@/lib/messages/inbox'
import { audiencesFor, mayCompose } from '@/lib/messages/compose-rights'
import { sendProblem } from '@/lib/messages/send-errors'

const ME = 'me'
const thread = (over: Partial<ThreadFacts> = {}): ThreadFacts => ({
  id: 't1',
  important: false,
  createdBy: 'teacher',
  mine: { lastReadAt: null, archived: false },
  ...over,
})
const at = (minute: number) => new Date(Date.UTC(2026, 11, 1, 9, minute)).toISOString()

describe('unread and boxes', () => {
  it('a message from someone else after the read mark is unread; one before it is not', () => {
    const unread = threadStates(
      [thread({ mine: { lastReadAt: at(5), archived: false } })],
      [{ threadId: 't1', lastAt: at(6), lastFromOthersAt: at(6) }],
    )
    expect(unread.get('t1')).toEqual({ unread: true, lastAt: at(6), fromOthers: true })
    const read = threadStates(
      [thread({ mine: { lastReadAt: at(7), archived: false } })],
      [{ threadId: 't1', lastAt: at(6), lastFromOthersAt: at(6) }],
    )
    expect(read.get('t1')?.unread).toBe(false)
  })

  it('one’s own messages never make a thread unread, and a sent notice stays out of the inbox until answered', () => {
    const facts = thread({ createdBy: ME, mine: { lastReadAt: at(1), archived: false } })
    const own = threadStates([facts], [{ threadId: 't1', lastAt: at(2), lastFromOthersAt: null }])
    expect(own.get('t1')?.unread).toBe(false)
    expect(inBox('inbox', ME, facts, own.get('t1')!)).toBe(false)
    expect(inBox('sent', ME, facts, own.get('t1')!)).toBe(true)
    const answered = threadStates(
      [facts],
      [{ threadId: 't1', lastAt: at(3), lastFromOthersAt: at(3) }],
    )
    expect(inBox('inbox', ME, facts, answered.get('t1')!)).toBe(true)
    expect(answered.get('t1')?.unread).toBe(true)
  })

  it('a thread read without a participant row (a guardian of the student it is about) is never unread', () => {
    const states = threadStates(
      [thread({ mine: null })],
      [{ threadId: 't1', lastAt: at(1), lastFromOthersAt: at(1) }],
    )
    expect(states.get('t1')?.unread).toBe(false)
  })

  it('archived threads are only in the archive', () => {
    const facts = thread({ mine: { lastReadAt: null, archived: true } })
    const state = { unread: true, lastAt: at(1), fromOthers: true }
    expect(inBox('inbox', ME, facts, state)).toBe(false)
    expect(inBox('archive', ME, facts, state)).toBe(true)
  })

  it('orders important first, then unread, then newest', () => {
    const rows = [
      { id: 'old', important: false, unread: false, lastAt: at(1) },
      { id: 'new', important: false, unread: false, lastAt: at(9) },
      { id: 'unread', important: false, unread: true, lastAt: at(0) },
      { id: 'important', important: true, unread: false, lastAt: at(0) },
    ]
    expect(rows.sort(compareThreads).map((r) => r.id)).toEqual([
      'important',
      'unread',
      'new',
      'old',
    ])
  })

  it('takes ilike wildcards and filter syntax out of a search', () => {
    expect(searchPattern('  retki 5A ')).toBe('%retki 5A%')
    expect(searchPattern('100%,(x)')).toBe('%100 x%')
    expect(searchPattern(' % ')).toBeNull()
  })
})

describe('who may write what (the pages hide; the database refuses)', () => {
  it('a student writes only when the school allows it, and only to one person', () => {
    expect(mayCompose('student', false)).toBe(false)
    expect(mayCompose('student', true)).toBe(true)
    expect(audiencesFor('student', true)).toEqual(['person'])
    expect(audiencesFor('parent', false)).toEqual(['person'])
  })

  it('staff write to groups; a class’s students only when allowed; the whole school only the principal', () => {
    expect(audiencesFor('teacher', false)).not.toContain('class_students')
    expect(audiencesFor('teacher', true)).toContain('class_students')
    expect(audiencesFor('teacher', true)).not.toContain('school')
    expect(audiencesFor('principal', false)).toContain('school')
  })
})

describe('send_message refusals on their fields', () => {
  it.each([
    [
      { code: '42501', hint: 'not_allowed' },
      { field: 'target', key: 'notAllowed' },
    ],
    [
      { code: '42501', hint: 'no_replies' },
      { field: null, key: 'noReplies' },
    ],
    [
      { code: '22023', hint: 'body' },
      { field: 'body', key: 'body' },
    ],
    [
      { code: '22023', hint: 'subject' },
      { field: 'subject', key: 'subject' },
    ],
    [
      { code: '22023', hint: 'no_recipients' },
      { field: 'target', key: 'noRecipients' },
    ],
    [
      { code: '22023', hint: 'attachment_not_found' },
      { field: 'attachments', key: 'attachmentNotFound' },
    ],
    [{ code: 'P0002' }, { field: null, key: 'threadGone' }],
  ] as const)('%o', (error, problem) => {
    expect(sendProblem(error)).toEqual(problem)
  })

  it('leaves other errors to the general description', () => {
    expect(sendProblem({ code: '23505' })).toBeNull()
  })
})
