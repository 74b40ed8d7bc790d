import { describe, expect, it } from 'vitest'
import { talliesHoldTotal, tallyTotal } from '@/lib/data/submission-totals'
import type { SubjectOption } from '@/lib/data/subjects'

const subject = (id: string, tally: SubjectOption['tally']): SubjectOption => ({
  id,
  name: id,
  class_id: 'c',
  assignments: [],
  tally,
})
const subjects = {
  list: [
    subject('maths', [{ handed_in: 40, graded: 25 }]),
    subject('art', [{ handed_in: 7, graded: 7 }]),
    subject('new', []),
  ],
  complete: true,
}
const none = { status: null, assignmentId: null, studentId: null, student: '' }

describe('talliesHoldTotal', () => {
  it('holds for all hand-ins, one subject, graded and not yet graded', () => {
    expect(talliesHoldTotal(none)).toBe(true)
    expect(talliesHoldTotal({ ...none, status: 'graded' })).toBe(true)
    expect(talliesHoldTotal({ ...none, status: 'submitted' })).toBe(true)
  })

  it('does not hold with a student, a name typed, one assignment or the late list', () => {
    expect(talliesHoldTotal({ ...none, studentId: 'x' })).toBe(false)
    expect(talliesHoldTotal({ ...none, student: 'Aino' })).toBe(false)
    expect(talliesHoldTotal({ ...none, assignmentId: 'a' })).toBe(false)
    expect(talliesHoldTotal({ ...none, status: 'late' })).toBe(false)
    // Spaces alone are no search.
    expect(talliesHoldTotal({ ...none, student: '   ' })).toBe(true)
  })
})

describe('tallyTotal', () => {
  it('adds up every subject, or the chosen one, by status', () => {
    expect(tallyTotal(subjects, { subjectId: null, status: null })).toBe(47)
    expect(tallyTotal(subjects, { subjectId: null, status: 'graded' })).toBe(32)
    expect(tallyTotal(subjects, { subjectId: null, status: 'submitted' })).toBe(15)
    expect(tallyTotal(subjects, { subjectId: 'maths', status: 'submitted' })).toBe(15)
    expect(tallyTotal(subjects, { subjectId: 'new', status: null })).toBe(0)
    expect(tallyTotal(subjects, { subjectId: 'not-seen', status: null })).toBe(0)
  })

  it('gives no total when the filter may not have every subject (an error, or more than it loads)', () => {
    expect(
      tallyTotal({ ...subjects, complete: false }, { subjectId: null, status: null }),
    ).toBeNull()
    expect(
      tallyTotal({ list: [], complete: false }, { subjectId: 'maths', status: 'graded' }),
    ).toBeNull()
  })
})
