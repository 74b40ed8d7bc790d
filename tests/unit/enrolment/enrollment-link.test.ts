import { describe, expect, it } from 'vitest'
import { parseEnrollmentInput, parseSubjectParam } from '@/lib/validation/enrollment'

const ID = 'a1b2c3d4-0000-4000-8000-00000000abcd'

describe('parseEnrollmentInput (/join-subject)', () => {
  it.each([
    [ID, ID],
    [`  ${ID.toUpperCase()}  `, ID],
    [`https://oppi.example/enroll-subject?subject=${ID}`, ID],
    [`https://oppi.example/enroll-subject/?subject=${ID}&email=a%40b.fi`, ID],
    [`/enroll-subject?subject=${ID}`, ID],
    [`http://127.0.0.1:3000/enroll-subject?email=x&subject=${ID}`, ID],
  ])('reads %s', (input, expected) => {
    expect(parseEnrollmentInput(input)).toBe(expected)
  })

  it.each([
    [''],
    ['   '],
    ['not-a-uuid'],
    [`${ID}x`],
    ['https://oppi.example/enroll-subject?subject=123'],
    ['https://oppi.example/enroll-subject'],
    [`https://oppi.example/other?subject=${ID}`],
    [`https://oppi.example/enroll-subject-evil?subject=${ID}`],
    ['javascript:alert(1)'],
  ])('refuses %s', (input) => {
    expect(parseEnrollmentInput(input)).toBeNull()
  })
})

describe('parseSubjectParam (/enroll-subject)', () => {
  it('takes a well-formed id, the first one when repeated', () => {
    expect(parseSubjectParam(ID)).toBe(ID)
    expect(parseSubjectParam([ID, 'x'])).toBe(ID)
  })
  it('is null for missing or malformed ids', () => {
    expect(parseSubjectParam(undefined)).toBeNull()
    expect(parseSubjectParam('')).toBeNull()
    expect(parseSubjectParam("1' or 1=1")).toBeNull()
  })
})

import { listParamsSchema, pageRange, searchTerm } from '@/lib/validation/list-params'

describe('list helpers', () => {
  it('pages in windows of 25', () => {
    expect(pageRange(1)).toEqual([0, 24])
    expect(pageRange(3)).toEqual([50, 74])
    expect(pageRange(0)).toEqual([0, 24])
  })
  it('strips filter syntax from search terms', () => {
    expect(searchTerm('  Aino,first_name.eq.x)  ')).toBe('Aino first_name.eq.x')
    expect(searchTerm('100%*"\\')).toBe('100')
  })
  it('clamps bad URL params instead of failing', () => {
    expect(listParamsSchema.parse({ q: 'x', page: 'abc' })).toEqual({ q: 'x', page: 1 })
    expect(listParamsSchema.parse({ q: undefined, page: '2' })).toEqual({ q: '', page: 2 })
  })
})
