import { describe, expect, it } from 'vitest'
import {
  DAY_MS,
  dueFromDb,
  formatShortDate,
  formatTime,
  isLate,
  isOverdue,
  personalDue,
  workStatus,
} from '@/lib/accommodations/due-date'

const created = '2026-03-10T08:00:00Z'

describe('personalDue', () => {
  it('is the assignment due date without extended time', () => {
    const due = personalDue(
      { createdAt: created, dueAt: '2026-03-14T08:00:00Z' },
      { extendedTime: false },
    )
    expect(due?.dueAt.toISOString()).toBe('2026-03-14T08:00:00.000Z')
    expect(due?.extended).toBe(false)
    expect(due?.extraDays).toBe(0)
  })

  it('extends the window by 50% by default (4 days → 6 days, +2)', () => {
    const due = personalDue(
      { createdAt: created, dueAt: '2026-03-14T08:00:00Z' },
      { extendedTime: true },
    )
    expect(due?.dueAt.toISOString()).toBe('2026-03-16T08:00:00.000Z')
    expect(due?.extraDays).toBe(2)
    expect(due?.extended).toBe(true)
  })

  it('gives at least one extra day for short windows', () => {
    const due = personalDue(
      { createdAt: created, dueAt: '2026-03-10T12:00:00Z' },
      { extendedTime: true },
    )
    expect(due!.dueAt.getTime() - due!.baseDueAt.getTime()).toBe(DAY_MS)
    expect(due?.extraDays).toBe(1)
  })

  it('uses the school factor', () => {
    const due = personalDue(
      { createdAt: created, dueAt: '2026-03-20T08:00:00Z' },
      { extendedTime: true, factor: 2 },
    )
    expect(due?.dueAt.toISOString()).toBe('2026-03-30T08:00:00.000Z')
    expect(due?.extraDays).toBe(10)
  })

  it('has no due date when the assignment has none', () => {
    expect(personalDue({ createdAt: created, dueAt: null }, { extendedTime: true })).toBeNull()
  })
})

describe('late and overdue', () => {
  const base = { createdAt: created, dueAt: '2026-03-14T08:00:00Z' }
  const extended = personalDue(base, { extendedTime: true })
  const plain = personalDue(base, { extendedTime: false })

  it('is never late inside the personal window', () => {
    expect(isLate('2026-03-15T08:00:00Z', extended)).toBe(false)
    expect(isLate('2026-03-15T08:00:00Z', plain)).toBe(true)
  })

  it('is late after the personal window', () => {
    expect(isLate('2026-03-16T08:00:01Z', extended)).toBe(true)
  })

  it('is on time exactly at the due moment', () => {
    expect(isLate('2026-03-14T08:00:00Z', plain)).toBe(false)
  })

  it('is overdue only when nothing was submitted', () => {
    const now = new Date('2026-03-15T00:00:00Z')
    expect(isOverdue(now, plain, false)).toBe(true)
    expect(isOverdue(now, plain, true)).toBe(false)
    expect(isOverdue(now, extended, false)).toBe(false)
  })

  it('derives the filter status', () => {
    expect(workStatus(null, plain)).toBe('not_submitted')
    expect(workStatus({ submittedAt: '2026-03-13T00:00:00Z', gradedAt: null }, plain)).toBe(
      'submitted',
    )
    expect(workStatus({ submittedAt: '2026-03-15T00:00:00Z', gradedAt: null }, plain)).toBe('late')
    expect(workStatus({ submittedAt: '2026-03-15T00:00:00Z', gradedAt: null }, extended)).toBe(
      'submitted',
    )
    expect(
      workStatus({ submittedAt: '2026-03-15T00:00:00Z', gradedAt: '2026-03-17T00:00:00Z' }, plain),
    ).toBe('graded')
  })
})

describe('formatting', () => {
  const date = new Date('2026-03-13T22:30:00Z') // Sat 14.3 00:30 in Helsinki

  it('writes weekday and day.month in the school time zone', () => {
    expect(formatShortDate(date, 'en')).toBe('Sat 14.3')
    expect(formatShortDate(date, 'fi')).toBe('la 14.3.')
  })

  it('writes the time the local way', () => {
    expect(formatTime(date, 'en')).toBe('00:30')
    expect(formatTime(date, 'fi')).toBe('00.30')
  })
})

describe('dueFromDb', () => {
  it('takes the dates the database gave and says the extra days in whole days', () => {
    const due = dueFromDb({
      base_due_at: '2026-03-14T08:00:00Z',
      due_at: '2026-03-18T08:00:00Z',
      extended: true,
    })
    expect(due).toMatchObject({ extended: true, extraDays: 4 })
    expect(due!.dueAt.toISOString()).toBe('2026-03-18T08:00:00.000Z')
    expect(due!.baseDueAt.toISOString()).toBe('2026-03-14T08:00:00.000Z')
  })
  it('is the class date without extended time, and nothing without a date', () => {
    expect(
      dueFromDb({
        base_due_at: '2026-03-14T08:00:00Z',
        due_at: '2026-03-14T08:00:00Z',
        extended: false,
      }),
    ).toMatchObject({ extended: false, extraDays: 0 })
    expect(dueFromDb({ base_due_at: null, due_at: null, extended: false })).toBeNull()
  })
})
