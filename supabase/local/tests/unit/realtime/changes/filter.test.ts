import { describe, expect, it } from 'vitest'
import { matches, parseFilter, type Filter } from '../../../../realtime/changes/filter'

const f = (text: string) => parseFilter(text) as Filter

describe('postgres_changes filters', () => {
  it('parses column=op.value and in lists with quoted values', () => {
    expect(parseFilter('user_id=eq.42')).toEqual({ column: 'user_id', op: 'eq', values: ['42'] })
    expect(parseFilter('title=eq.a.b=c')).toEqual({ column: 'title', op: 'eq', values: ['a.b=c'] })
    expect(parseFilter('kind=in.(a, "b c",d)')).toEqual({
      column: 'kind',
      op: 'in',
      values: ['a', 'b c', 'd'],
    })
  })

  it('refuses unknown operators and malformed filters', () => {
    expect(typeof parseFilter('id=like.1')).toBe('string')
    expect(typeof parseFilter('id.eq.1')).toBe('string')
    expect(typeof parseFilter('id=in.1,2')).toBe('string')
  })

  it('compares numbers as numbers and text as text; NULL passes nothing', () => {
    expect(matches(f('qty=gt.9'), 10, 'int4')).toBe(true)
    expect(matches(f('qty=gt.9'), '10', 'text')).toBe(false)
    expect(matches(f('qty=lte.10'), 10, 'numeric')).toBe(true)
    expect(matches(f('qty=neq.3'), 3, 'int8')).toBe(false)
    expect(matches(f('kind=in.(a,b)'), 'b', 'text')).toBe(true)
    expect(matches(f('kind=eq.a'), null, 'text')).toBe(false)
    expect(matches(f('kind=neq.a'), null, 'text')).toBe(false)
  })
})
