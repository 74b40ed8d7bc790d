import { Cursor, parseField, type Field } from './cursor'

/** The operators that take an `any`/`all` quantifier (`eq(any).{a,b}`), as PostgREST's. */
const QUANTIFIABLE_OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
] as const

export const OPERATORS = [
  ...QUANTIFIABLE_OPERATORS,
  'is',
  'isdistinct',
  'in',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
] as const
export type Operator = (typeof OPERATORS)[number]

export interface FilterCond {
  kind: 'filter'
  field: Field
  negate: boolean
  op: Operator
  /** `any`/`all` quantifier, or the text-search config. */
  modifier: string | null
  value: string
  /** Parsed list for `in`. */
  list: string[] | null
}

export interface LogicCond {
  kind: 'logic'
  op: 'and' | 'or'
  negate: boolean
  children: Cond[]
}

export type Cond = FilterCond | LogicCond

const FTS = new Set(['fts', 'plfts', 'phfts', 'wfts'])
const QUANTIFIABLE = new Set<string>(QUANTIFIABLE_OPERATORS)

/** `[not.]op[(mod)].value` from a query parameter's value (the value is taken literally). */
export function parseOperation(
  field: Field,
  text: string,
  c = new Cursor(text, 'filter'),
  inTree = false,
): FilterCond {
  const negate = c.eat('not.')
  const start = c.pos
  while (/[a-z]/.test(c.peek())) c.pos++
  const op = c.text.slice(start, c.pos) as Operator
  if (!OPERATORS.includes(op)) {
    c.pos = start
    c.fail('expecting "not" or operator (eq, gt, ...)')
  }
  let modifier: string | null = null
  if (c.eat('(')) {
    const m = c.name()
    if (FTS.has(op) || (QUANTIFIABLE.has(op) && (m === 'any' || m === 'all'))) modifier = m
    else c.fail('expecting "any" or "all"')
    c.expect(')')
  }
  c.expect('.')
  let value: string
  if (inTree) value = treeValue(c)
  else {
    value = c.text.slice(c.pos)
    c.pos = c.text.length
  }
  let list: string[] | null = null
  if (op === 'in') list = parseList(value, text)
  if (
    op === 'is' &&
    !['null', 'not_null', 'true', 'false', 'unknown'].includes(value.toLowerCase())
  ) {
    c.fail('expecting null, not_null, true, false or unknown')
  }
  return { kind: 'filter', field, negate, op, modifier, value, list }
}

/** A value inside or=(…): up to the next top-level `,` or `)`; `"…"` quotes allow both. */
function treeValue(c: Cursor): string {
  const whole = c.quoted()
  if (whole !== undefined) return whole
  const start = c.pos
  let depth = 0
  let quoted = false
  while (!c.done) {
    const ch = c.peek()
    if (ch === '"') quoted = !quoted
    else if (!quoted && ch === '(') depth++
    else if (!quoted && ch === ')') {
      if (depth === 0) break
      depth--
    } else if (!quoted && ch === ',' && depth === 0) break
    c.pos++
  }
  return c.text.slice(start, c.pos)
}

/** `(1,2,"a,b")` → ['1', '2', 'a,b']. */
function parseList(value: string, whole: string): string[] {
  const c = new Cursor(value, `filter`)
  if (!c.eat('(') || !value.endsWith(')')) {
    new Cursor(whole, 'filter').fail('expecting "(" for an in list')
  }
  const out: string[] = []
  if (c.eat(')')) return out
  for (;;) {
    if (c.peek() === '"') out.push(c.name())
    else {
      const start = c.pos
      while (!c.done && c.peek() !== ',' && !(c.peek() === ')' && c.pos === value.length - 1))
        c.pos++
      out.push(value.slice(start, c.pos).trim())
    }
    if (c.eat(',')) continue
    c.expect(')')
    if (!c.done) c.fail('expecting end of input')
    return out
  }
}

/** `(a.eq.1,and(b.gt.2,not.c.is.null))` — the value of `or=` / `and=`. */
export function parseLogic(op: 'and' | 'or', negate: boolean, text: string): LogicCond {
  const c = new Cursor(text, 'logic tree')
  const cond = logicBody(c, op, negate)
  if (!c.done) c.fail('expecting end of input')
  return cond
}

function logicBody(c: Cursor, op: 'and' | 'or', negate: boolean): LogicCond {
  c.expect('(')
  const children: Cond[] = []
  for (;;) {
    children.push(logicItem(c))
    if (c.eat(',')) continue
    c.expect(')')
    return { kind: 'logic', op, negate, children }
  }
}

function logicItem(c: Cursor): Cond {
  const save = c.pos
  const negate = c.eat('not.')
  for (const op of ['and', 'or'] as const) {
    if (c.startsWith(op + '(')) {
      c.pos += op.length
      return logicBody(c, op, negate)
    }
  }
  c.pos = save
  const field = parseField(c)
  c.expect('.')
  return parseOperation(field, c.text, c, true)
}

export interface OrderTerm {
  field: Field
  /** `rel(col)`: order by a column of an embedded to-one resource. */
  relation: string | null
  desc: boolean
  nulls: 'first' | 'last' | null
}

/** `order=a.desc.nullslast,b,data->>x.asc,author(name).desc`. */
export function parseOrder(text: string): OrderTerm[] {
  const c = new Cursor(text, 'order')
  const terms: OrderTerm[] = []
  for (;;) {
    let field = parseField(c)
    let relation: string | null = null
    if (c.eat('(')) {
      relation = field.name
      field = parseField(c)
      c.expect(')')
    }
    const term: OrderTerm = { field, relation, desc: false, nulls: null }
    while (c.eat('.')) {
      if (c.eat('asc')) term.desc = false
      else if (c.eat('desc')) term.desc = true
      else if (c.eat('nullsfirst')) term.nulls = 'first'
      else if (c.eat('nullslast')) term.nulls = 'last'
      else c.fail('expecting "asc", "desc", "nullsfirst" or "nullslast"')
    }
    terms.push(term)
    if (c.done) return terms
    c.expect(',')
  }
}
