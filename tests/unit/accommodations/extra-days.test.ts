import { describe, expect, it } from 'vitest'
import { dueFromDb, personalDue } from '@/lib/accommodations/due-date'

// "+N days" counts the school's calendar days between the class's date and the student's own.
describe('the extra days said beside a personal due date', () => {
  it('says +2 days for a Friday 17:00 date moved to Sunday morning', () => {
    const due = dueFromDb({
      base_due_at: '2026-12-04T15:00:00Z', // Fri 17:00 in Helsinki
      due_at: '2026-12-06T07:00:00Z', // Sun 09:00: 1 day 16 hours later
      extended: true,
    })
    expect(due?.extraDays).toBe(2)
  })

  it('says +2 days for a Friday date moved to just after Sunday midnight (1 day 7 hours)', () => {
    const due = dueFromDb({
      base_due_at: '2026-12-04T15:00:00Z',
      due_at: '2026-12-05T22:30:00Z', // Sun 00:30 in Helsinki
      extended: true,
    })
    expect(due?.extraDays).toBe(2)
  })

  it('says at least one day for an extension later the same day', () => {
    const due = personalDue(
      { createdAt: '2026-12-04T08:00:00Z', dueAt: '2026-12-04T10:00:00Z' },
      { extendedTime: true, factor: 1.5 },
    )
    expect(due?.extended).toBe(true)
    expect(due?.extraDays).toBeGreaterThanOrEqual(1)
  })
})
