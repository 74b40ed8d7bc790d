import { describe, expect, it } from 'vitest'
import {
  averagePercent,
  childWork,
  chooseChild,
  gradesOverTime,
  groupAccessLog,
  type WorkRow,
} from '@/lib/children/work'

const NOW = new Date('2026-03-10T12:00:00Z')

const row = (over: Partial<WorkRow>): WorkRow => ({
  assignment_id: 'a1',
  title: 'Fractions',
  subject_name: 'Maths',
  base_due_at: '2026-03-09T12:00:00Z',
  due_at: '2026-03-09T12:00:00Z',
  extended: false,
  submitted_at: null,
  graded_at: null,
  score: null,
  max_score: 10,
  feedback: null,
  ...over,
})

describe('childWork', () => {
  it('tells due, missing, late, handed in and graded apart by the child’s own date', () => {
    const statuses = childWork(
      [
        row({ due_at: '2026-03-12T12:00:00Z', base_due_at: '2026-03-12T12:00:00Z' }),
        row({}),
        row({ submitted_at: '2026-03-09T13:00:00Z' }),
        row({ submitted_at: '2026-03-09T11:00:00Z' }),
        row({ submitted_at: '2026-03-09T13:00:00Z', graded_at: '2026-03-10T08:00:00Z', score: 7 }),
      ],
      NOW,
    ).map((w) => w.status)
    expect(statuses).toEqual(['due', 'missing', 'late', 'submitted', 'graded'])
  })

  it('does not call work handed in within extended time late, nor past due before the child’s date', () => {
    const extended = {
      base_due_at: '2026-03-09T12:00:00Z',
      due_at: '2026-03-11T12:00:00Z',
      extended: true,
    }
    const [handedIn, notYet] = childWork(
      [row({ ...extended, submitted_at: '2026-03-10T09:00:00Z' }), row(extended)],
      NOW,
    )
    expect(handedIn.status).toBe('submitted')
    expect(notYet.status).toBe('due')
    expect(notYet.due?.extraDays).toBe(2)
  })

  it('keeps feedback only when it says something', () => {
    const [blank, said] = childWork(
      [row({ feedback: '  ' }), row({ feedback: ' Well argued. ' })],
      NOW,
    )
    expect(blank.feedback).toBeNull()
    expect(said.feedback).toBe('Well argued.')
  })
})

describe('gradesOverTime', () => {
  it('lists graded work oldest first, as a share of the maximum', () => {
    const points = gradesOverTime([
      row({ assignment_id: 'b', graded_at: '2026-03-05T08:00:00Z', score: 9, max_score: 10 }),
      row({ assignment_id: 'c', submitted_at: '2026-03-05T08:00:00Z' }),
      row({ assignment_id: 'a', graded_at: '2026-02-01T08:00:00Z', score: 15, max_score: 20 }),
      row({ assignment_id: 'd', graded_at: '2026-03-06T08:00:00Z', score: 4, max_score: null }),
    ])
    expect(points.map((p) => [p.id, p.percent])).toEqual([
      ['a', 75],
      ['b', 90],
      ['d', null],
    ])
    expect(averagePercent(points)).toBe(83)
    expect(averagePercent([])).toBeNull()
  })
})

describe('groupAccessLog', () => {
  const entry = (by: string, at: string, field: string) => ({
    accessed_by: by,
    accessed_by_name: by === 'p' ? 'Päivi Virtanen' : 'Liisa Mäkinen',
    accessed_by_role: by === 'p' ? 'principal' : 'parent',
    field,
    accessed_at: at,
  })

  it('makes one line per read, newest first, each kind of data once', () => {
    const lines = groupAccessLog([
      entry('p', '2026-03-01T10:00:00Z', 'notes'),
      entry('p', '2026-03-01T10:00:00Z', 'medical_information'),
      entry('p', '2026-03-01T10:00:00Z', 'notes'),
      entry('l', '2026-03-02T10:00:00Z', 'address'),
      entry('p', '2026-03-03T10:00:00Z', 'iep_document'),
    ])
    expect(lines.map((l) => [l.name, l.role, l.fields])).toEqual([
      ['Päivi Virtanen', 'principal', ['iep_document']],
      ['Liisa Mäkinen', 'parent', ['address']],
      ['Päivi Virtanen', 'principal', ['notes', 'medical_information']],
    ])
  })
})

describe('chooseChild', () => {
  const kids = [{ id: 'x' }, { id: 'y' }]
  it('takes the child named in the address only when it is one of the parent’s', () => {
    expect(chooseChild(kids, 'y')?.id).toBe('y')
    expect(chooseChild(kids, 'someone-else')).toBeNull()
    expect(chooseChild(kids, undefined)?.id).toBe('x')
    expect(chooseChild([], 'y')).toBeNull()
  })
})
