import { err, RestError } from '../errors'
import { Cursor, parseField } from './cursor'
import { parseLogic, parseOperation, parseOrder, type Cond, type OrderTerm } from './filter'
import { parseSelect, type SelectItem } from './select'

/** Per embedded resource (path '' is the top level): its filters, order and paging. */
export interface Modifiers {
  filters: Cond[]
  order: OrderTerm[] | null
  limit: number | null
  offset: number | null
}

export interface QueryParts {
  select: SelectItem[]
  /** Keyed by embed path joined with '.' (aliases or names as written in `select`). */
  mods: Map<string, Modifiers>
  columns: string[] | null
  onConflict: string[] | null
  /** Parameters that are not PostgREST syntax (RPC arguments on GET). */
  plain: [string, string][]
}

const RESERVED = new Set(['select', 'columns', 'on_conflict'])
const MODIFIERS = new Set(['order', 'limit', 'offset', 'or', 'and'])

export function mods(parts: QueryParts, path: string): Modifiers {
  let m = parts.mods.get(path)
  if (!m) parts.mods.set(path, (m = { filters: [], order: null, limit: null, offset: null }))
  return m
}

function nonNegative(key: string, v: string): number {
  if (!/^\d+$/.test(v))
    throw err.parse(`"failed to parse ${key} parameter (${v})"`, 'expecting a non-negative integer')
  return Number(v)
}

/** Splits `a.b.c` before any json path (`a.data->>x.y` keeps the arrow part whole). */
function splitKey(k: string): string[] {
  const arrow = k.indexOf('->')
  if (arrow < 0) return k.split('.')
  const head = k.slice(0, arrow).split('.')
  head[head.length - 1] += k.slice(arrow)
  return head
}

/**
 * Query string → request tree. `rpcArgNames`, when given, are parameters that belong to the
 * function (GET rpc) rather than being filters.
 */
export function parseQuery(
  search: URLSearchParams,
  rpcArgNames: Set<string> | null = null,
): QueryParts {
  const parts: QueryParts = {
    select: [{ type: 'star' }],
    mods: new Map(),
    columns: null,
    onConflict: null,
    plain: [],
  }
  mods(parts, '')
  for (const [k, v] of search) {
    if (rpcArgNames?.has(k)) {
      parts.plain.push([k, v])
      continue
    }
    if (k === 'select') parts.select = parseSelect(v)
    else if (k === 'columns') parts.columns = parseColumnList(v, 'columns')
    else if (k === 'on_conflict') parts.onConflict = parseColumnList(v, 'on_conflict')
    if (RESERVED.has(k)) continue
    const segs = splitKey(k)
    let last = segs[segs.length - 1]
    let negate = false
    if (segs.length >= 2 && segs[segs.length - 2] === 'not' && (last === 'or' || last === 'and')) {
      negate = true
      segs.splice(segs.length - 2, 1)
      last = segs[segs.length - 1]
    }
    const path = segs.slice(0, -1).join('.')
    if (MODIFIERS.has(last) && !last.includes('->')) {
      const m = mods(parts, path)
      if (last === 'order') m.order = parseOrder(v)
      else if (last === 'limit') m.limit = nonNegative(k, v)
      else if (last === 'offset') m.offset = nonNegative(k, v)
      else m.filters.push(parseLogic(last as 'and' | 'or', negate, v))
      continue
    }
    const fc = new Cursor(last, 'filter')
    const field = parseField(fc)
    if (!fc.done) fc.fail('expecting end of the column name')
    mods(parts, path).filters.push(parseOperation(field, v))
  }
  return parts
}

/** `"a","b"` or `a,b`. */
export function parseColumnList(text: string, what: string): string[] {
  const c = new Cursor(text, what)
  const out: string[] = []
  for (;;) {
    out.push(c.name())
    if (c.done) return out
    c.expect(',')
  }
}

export type ResultFormat = 'json' | 'object' | 'csv'

/**
 * The Accept header's media types in the order PostgREST weighs them: spaces removed, `;q=…`
 * and what follows it dropped, highest q first, then those with more parameters, then those
 * with fewer wildcards, then as written.
 */
export function acceptedTypes(header: string): string[] {
  return header
    .split(',')
    .map((raw, i) => {
      const s = raw.replace(/ /g, '')
      const at = s.indexOf(';q=')
      const type = at < 0 ? s : s.slice(0, at)
      const q = at < 0 ? 1 : Number.parseFloat(s.slice(at + 3).split(';')[0])
      const count = (c: string) => type.split(c).length - 1
      return { type, q: Number.isNaN(q) ? 1 : q, semis: count(';'), stars: count('*'), i }
    })
    .sort((a, b) => b.q - a.q || b.semis - a.semis || a.stars - b.stars || a.i - b.i)
    .map((e) => e.type)
}

/**
 * The Accept header → what to answer with, or null when nothing fits (406). `nulls=stripped`
 * on the array or object type asks for fields whose value is null to be left out. Execution
 * plans (`application/vnd.pgrst.plan`) are off, as `db-plan-enabled` is by default.
 */
export function parseAccept(
  header: string | undefined,
): { format: ResultFormat; stripNulls: boolean } | null {
  if (!header) return { format: 'json', stripNulls: false }
  for (const part of acceptedTypes(header)) {
    const [rawType, ...params] = part.split(';')
    const type = rawType.toLowerCase()
    const stripNulls = params.some((p) => p.toLowerCase() === 'nulls=stripped')
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object')
      return { format: 'object', stripNulls }
    if (type === 'text/csv') return { format: 'csv', stripNulls: false }
    if (type === 'application/vnd.pgrst.array+json') return { format: 'json', stripNulls }
    if (['application/json', '*/*', 'application/*', ''].includes(type))
      return { format: 'json', stripNulls: false }
  }
  return null
}

const PLAN_OPTIONS = ['analyze', 'verbose', 'settings', 'buffers', 'wal']

/**
 * How PostgREST names an Accept entry in PGRST107's message: the type without its parameters,
 * except a plan, written out with its format, the type it is for and its known options.
 */
function mimeName(entry: string): string {
  const [type, ...params] = entry.split(';')
  if (type === '') return '*/*'
  const plan = /^application\/vnd\.pgrst\.plan(\+(text|json))?$/.exec(type)
  if (!plan) return type
  const param = (name: string) =>
    params.find((p) => p.startsWith(`${name}=`))?.slice(name.length + 1)
  const forType = param('for')?.replace(/^"+|"+$/g, '')
  const target =
    forType === undefined || /^application\/vnd\.pgrst\.array(\+json)?$/.test(forType)
      ? 'application/json'
      : mimeName(forType)
  const options = (param('options') ?? '').split('|')
  const known = PLAN_OPTIONS.filter((o) => options.includes(o))
  return `application/vnd.pgrst.plan+${plan[2] ?? 'text'}; for="${target}"${known.length ? `; options=${known.join('|')}` : ''}`
}

/** 406 PGRST107 naming every type the Accept header asked for, as PostgREST names them. */
export function unacceptable(header: string): RestError {
  return new RestError(
    406,
    'PGRST107',
    `None of these media types are available: ${acceptedTypes(header).map(mimeName).join(', ')}`,
  )
}
