import { Cursor, parseField, type JsonStep } from './cursor'

export const AGGREGATES = ['count', 'sum', 'avg', 'max', 'min'] as const
export type Aggregate = (typeof AGGREGATES)[number]

export type SelectItem =
  | { type: 'star' }
  | {
      type: 'field'
      /** Empty for `count()`, which counts rows rather than a column's values. */
      name: string
      path: JsonStep[]
      alias: string | null
      cast: string | null
      /** `col.sum()` and friends: the other fields of the level become its GROUP BY. */
      agg: Aggregate | null
      /** `col.sum()::int`: a cast of the aggregate's result. */
      aggCast: string | null
    }
  | {
      type: 'embed'
      name: string
      alias: string | null
      hint: string | null
      join: 'inner' | 'left' | null
      spread: boolean
      items: SelectItem[]
    }

/** Parses `select=`: columns, casts, aliases, JSON paths, embeds with hints and !inner/!left, spreads. */
export function parseSelect(text: string): SelectItem[] {
  const c = new Cursor(text, 'select')
  const items = parseList(c)
  if (!c.done) c.fail('expecting "," or end of input')
  return items
}

function parseList(c: Cursor): SelectItem[] {
  const items: SelectItem[] = []
  if (c.done || c.peek() === ')') return items
  for (;;) {
    items.push(parseItem(c))
    if (!c.eat(',')) break
  }
  return items
}

function parseItem(c: Cursor): SelectItem {
  if (c.eat('*')) return { type: 'star' }
  const spread = c.eat('...')
  let alias: string | null = null
  let field = parseField(c)
  if (c.peek() === ':' && c.peek(1) !== ':') {
    c.pos++
    if (field.path.length) c.fail('expecting a column name before ":"')
    alias = field.name
    field = parseField(c)
  }
  // `count()` is the row count, not an embed of something called count.
  if (!spread && field.name === 'count' && !field.path.length && c.startsWith('()')) {
    c.pos += 2
    const aggCast = c.eat('::') ? c.name() : null
    return { type: 'field', name: '', path: [], alias, cast: null, agg: 'count', aggCast }
  }
  if (c.peek() === '!' || c.peek() === '(') {
    if (field.path.length) c.fail('expecting "," or ")"')
    let hint: string | null = null
    let join: 'inner' | 'left' | null = null
    while (c.eat('!')) {
      const h = c.name()
      if (h === 'inner' || h === 'left') join = h
      else hint = h
    }
    c.expect('(')
    const items = parseList(c)
    c.expect(')')
    return { type: 'embed', name: field.name, alias, hint, join, spread, items }
  }
  if (spread) c.fail('expecting "(" after a spread relation')
  let cast: string | null = null
  if (c.eat('::')) cast = c.name()
  let agg: Aggregate | null = null
  let aggCast: string | null = null
  if (c.eat('.')) {
    const fn = c.name()
    if (!(AGGREGATES as readonly string[]).includes(fn))
      c.fail('expecting an aggregate function (count, sum, avg, max, min)')
    c.expect('(')
    c.expect(')')
    agg = fn as Aggregate
    if (c.eat('::')) aggCast = c.name()
  }
  return { type: 'field', name: field.name, path: field.path, alias, cast, agg, aggCast }
}
