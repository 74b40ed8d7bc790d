import { describe, expect, it } from 'vitest'
import {
  accommodationActions,
  activeAccommodations,
  wantsReadAloud,
} from '@/lib/accommodations/phrasing'

describe('accommodationActions', () => {
  it('phrases each accommodation as a todo key, in a stable order', () => {
    const actions = accommodationActions(['screen_reader', 'extended_time', 'screen_reader'])
    expect(actions.map((a) => a.key)).toEqual([
      'students.todo.extended_time',
      'students.todo.screen_reader',
    ])
  })

  it('turns the school factor into a percentage', () => {
    expect(accommodationActions(['extended_time'], 1.5)[0].values).toEqual({ percent: 50 })
    expect(accommodationActions(['extended_time'], 2)[0].values).toEqual({ percent: 100 })
  })

  it('drops anything that is not an accommodation (diagnosis codes never pass)', () => {
    expect(accommodationActions(['adhd', 'visual_impairment', 'bogus'])).toEqual([])
  })
})

describe('activeAccommodations', () => {
  it('merges profile codes with active formal rows only', () => {
    expect(
      activeAccommodations(
        ['large_print'],
        [
          { accommodation: 'extended_time', is_active: true },
          { accommodation: 'oral_testing', is_active: false },
        ],
      ),
    ).toEqual(['extended_time', 'large_print'])
  })
})

describe('wantsReadAloud', () => {
  it('follows the screen_reader accommodation', () => {
    expect(wantsReadAloud(['screen_reader'], null)).toBe(true)
  })
  it('follows the reading preferences', () => {
    expect(wantsReadAloud([], { screenReader: true })).toBe(true)
    expect(wantsReadAloud([], { readingAssistance: true })).toBe(true)
  })
  it('stays off otherwise', () => {
    expect(wantsReadAloud(['extended_time'], { screenReader: false })).toBe(false)
  })
})
