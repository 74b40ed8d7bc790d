import { describe, expect, it } from 'vitest'
import { recordHref, searchScopes } from '@/lib/accessibility/palette-records'

describe('palette records', () => {
  it('searches only what each role has pages for', () => {
    expect(searchScopes('teacher')).toContain('student')
    expect(searchScopes('principal')).toContain('student')
    expect(searchScopes('student')).not.toContain('student')
    expect(searchScopes('parent')).toEqual([])
  })

  it('opens staff records on their own page or their filtered list', () => {
    expect(recordHref('teacher', 'class', { id: 'c1', label: '5A' })).toBe('/classes/c1')
    expect(recordHref('principal', 'student', { id: 's1', label: 'Aino' })).toBe('/students/s1')
    expect(recordHref('teacher', 'subject', { id: 'x', label: 'Matematiikka & luvut' })).toBe(
      '/subjects?q=Matematiikka+%26+luvut',
    )
    expect(recordHref('teacher', 'assignment', { id: 'a', label: 'Fractions' })).toBe(
      '/assignments?q=Fractions',
    )
  })

  it("opens a student's records in the student's part of the app", () => {
    expect(recordHref('student', 'class', { id: 'c1', label: '5A' })).toBe('/student/classes')
    expect(recordHref('student', 'subject', { id: 'sub1', label: 'Maths' })).toBe(
      '/student/subjects/sub1',
    )
    expect(recordHref('student', 'assignment', { id: 'a', label: 'Fractions' })).toBe(
      '/student/assignments',
    )
  })
})
