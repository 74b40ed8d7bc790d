import { err } from '../errors'
import { ident, type Params } from '../ident'
import type { Field } from '../parse/cursor'
import type { Cond, FilterCond } from '../parse/filter'
import type { Column } from '../schema-cache'

/** A relation's columns as seen from SQL: the generated alias plus the cached columns. */
export interface Scope {
  alias: string
  /** Table (or function) name for error messages. */
  label: string
  columns: Map<string, Column>
  /** Embedded resources of this level, for `rel=is.null` / `rel=not.is.null`. */
  embeds: Map<string, { lateral: string; toMany: boolean; order: Map<string, string> }>
  /** Computed fields: name → the function that computes it from this level's row. */
  computed?: Map<string, string>
}

export function column(scope: Scope, name: string): Column {
  const col = scope.columns.get(name)
  if (!col) throw err.column(scope.label, name)
  return col
}

/** `"t0"."data" -> $1::text ->> $2::int4`; keys are parameters. */
export function fieldSql(scope: Scope, field: Field, params: Params): string {
  const fn = scope.columns.has(field.name) ? undefined : scope.computed?.get(field.name)
  let sql = fn ? `${fn}(${scope.alias})` : `${scope.alias}.${ident(column(scope, field.name).name)}`
  for (const step of field.path) {
    const p = /^-?\d+$/.test(step.key)
      ? `${params.add(Number(step.key))}::int4`
      : `${params.add(step.key)}::text`
    sql = `(${sql} ${step.arrow} ${p})`
  }
  return sql
}

const BINARY: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
  isdistinct: 'is distinct from',
}
const TSQUERY: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
}

/** A Postgres array literal from a list of strings (`{"a","b,c"}`). */
export function arrayLiteral(items: string[]): string {
  return (
    '{' +
    items.map((v) => '"' + v.replace(/\\/g, '\\\\').replace(/"/g, '\\"') + '"').join(',') +
    '}'
  )
}

function filterSql(f: FilterCond, scope: Scope, params: Params): string {
  const embed = !f.field.path.length ? scope.embeds.get(f.field.name) : undefined
  if (embed && f.op === 'is' && !scope.columns.has(f.field.name)) {
    const v = f.value.toLowerCase()
    if (v !== 'null' && v !== 'not_null')
      throw err.parse(
        `"failed to parse filter (${f.value})"`,
        'expecting null or not_null on an embedded resource',
      )
    const present = embed.toMany ? `${embed.lateral}.n > 0` : `${embed.lateral}.j is not null`
    const wantPresent = (v === 'not_null') !== f.negate
    return wantPresent ? present : `not (${present})`
  }
  const lhs = fieldSql(scope, f.field, params)
  let sql: string
  const like = f.op === 'like' || f.op === 'ilike'
  const value = like ? f.value.replace(/\*/g, '%') : f.value
  if (f.op === 'is') {
    const v = f.value.toLowerCase()
    sql = `${lhs} is ${v === 'not_null' ? 'not null' : v}`
  } else if (f.op === 'in') {
    sql = `${lhs} = any(${params.add(arrayLiteral(f.list!))})`
  } else if (f.op in TSQUERY) {
    const q = params.add(value)
    const fn = TSQUERY[f.op]
    sql = f.modifier
      ? `${lhs} @@ ${fn}(${params.add(f.modifier)}::regconfig, ${q})`
      : `${lhs} @@ ${fn}(${q})`
  } else if (f.modifier === 'any' || f.modifier === 'all') {
    sql = `${lhs} ${BINARY[f.op]} ${f.modifier}(${params.add(value)})`
  } else {
    sql = `${lhs} ${BINARY[f.op]} ${params.add(value)}`
  }
  return f.negate ? `not (${sql})` : sql
}

export function condSql(cond: Cond, scope: Scope, params: Params): string {
  if (cond.kind === 'filter') return filterSql(cond, scope, params)
  const inner = cond.children
    .map((c) => condSql(c, scope, params))
    .join(cond.op === 'and' ? ' and ' : ' or ')
  return cond.negate ? `not (${inner})` : `(${inner})`
}
