import { err, RestError } from '../errors'
import { ident, literal, qualified, type Params } from '../ident'
import type { Modifiers, QueryParts } from '../parse/request'
import type { OrderTerm } from '../parse/filter'
import type { SelectItem } from '../parse/select'
import type { Column, SchemaCache, Table } from '../schema-cache'
import { aggregateSql, type Hoisted } from './aggregate'
import { column, condSql, fieldSql, type Scope } from './conditions'
import { computedOf } from './computed'
import { findRelationship, type Relationship } from './relationships'

/** One level of a read: a relation (table, view, CTE or function result) under an alias. */
export interface Source {
  /** For relationships; null for results that are not an exposed table. */
  table: Table | null
  label: string
  columns: Column[]
  /** FROM item, already aliased (`"public"."posts" as "t0"`). */
  from: string
}

/** One field of a level's JSON object: its name, and its value's SQL. */
export interface Pair {
  name: string
  /** The name is a column's, from the schema cache, so it may be written into the SQL as a literal. */
  column: boolean
  value: string
}

/** A text in SQL: a literal when it comes from the schema cache, else a bind parameter. */
function textSql(text: string, fromCatalog: boolean, params: Params): string {
  return fromCatalog ? literal(text) : `${params.add(text)}::text`
}

export interface Built {
  pairs: Pair[]
  /**
   * Pair index → the aggregate this level leaves to the level above: a to-one spread selects an
   * aggregate's argument, and the first level up that is not a to-one spread applies it.
   */
  hoisted: Map<number, Hoisted>
  joins: string[]
  conds: string[]
  orderBy: string
  /** Extra columns a parent asked for (to order by this to-one resource), by field name. */
  extra: { name: string; value: string }[]
  /** With an aggregate at this level: the other selected expressions, its GROUP BY. */
  groupBy: string[] | null
  /**
   * A to-one embed of this level that may find more than one row (a view or a function, whose
   * keys PostgreSQL does not enforce): its lateral join would repeat the parent row.
   */
  mayRepeat?: boolean
}

/** The level being built, as its embeds add to it. */
interface Level {
  out: Built
  /** Selected values without an aggregate: the GROUP BY once the level has one. */
  plain: string[]
  /** This level is a to-one spread: its aggregates go up to its parent. */
  hoist: boolean
  aggregated: boolean
}

/** ` group by …` of an aggregated level ('' when it has no aggregate or nothing to group by). */
export function groupSql(b: Built): string {
  return b.groupBy?.length ? ` group by ${b.groupBy.join(', ')}` : ''
}

export class ReadPlanner {
  private n = 0
  /** Embed paths compiled so far, to refuse modifiers on resources that are not embedded. */
  private readonly built = new Set<string>([''])
  /** The first embed that reuses a sibling's name; PostgreSQL refuses it only when the statement runs. */
  private clash: RestError | null = null
  /** An aggregate in a to-many spread, refused (PGRST127) once the whole tree is planned, as PostgREST does. */
  private toManyAggregate: RestError | null = null
  constructor(
    readonly cache: SchemaCache,
    readonly parts: QueryParts,
    readonly params: Params,
    /** The answer is CSV, built in SQL from the rows' own text as PostgREST builds it. */
    readonly csv = false,
  ) {}

  alias(prefix = 't') {
    return `"${prefix}${this.n++}"`
  }

  mods(path: string): Modifiers {
    return this.parts.mods.get(path) ?? { filters: [], order: null, limit: null, offset: null }
  }

  tableSource(t: Table, alias: string): Source {
    return {
      table: t,
      label: t.name,
      columns: t.columns,
      from: `${qualified(t.schema, t.name)} as ${alias}`,
    }
  }

  /**
   * Compiles one level; `skipFilters` leaves the top-level filters to a mutation's WHERE;
   * `hoist` marks a to-one spread, whose aggregates its parent applies.
   */
  build(
    src: Source,
    alias: string,
    items: SelectItem[],
    path: string,
    opts: { skipFilters?: boolean; extraOrder?: OrderTerm[]; hoist?: boolean } = {},
  ): Built {
    this.built.add(path)
    const scope: Scope = {
      alias,
      label: src.label,
      columns: new Map(src.columns.map((c) => [c.name, c])),
      embeds: new Map(),
      computed: src.table ? computedOf(this.cache, src.table).fields : undefined,
    }
    const out: Built = {
      pairs: [],
      hoisted: new Map(),
      joins: [],
      conds: [],
      orderBy: '',
      extra: [],
      groupBy: null,
    }
    const level: Level = { out, plain: [], hoist: !!opts.hoist, aggregated: false }
    const lateralNames = new Set<string>()
    const m = this.mods(path)
    const order = m.order ?? []
    for (const item of items) {
      if (item.type === 'star') {
        for (const c of src.columns) {
          out.pairs.push({ name: c.name, column: true, value: `${alias}.${ident(c.name)}` })
          level.plain.push(`${alias}.${ident(c.name)}`)
        }
      } else if (item.type === 'field' && item.agg) {
        if (!this.cache.aggregatesEnabled)
          throw new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed')
        const name = item.alias ?? item.agg
        const aggCast = item.aggCast ? this.castType(item.aggCast) : null
        // count() counts rows: in a to-one spread, the row itself, which is null where none was found.
        let arg = item.name ? fieldSql(scope, item, this.params) : opts.hoist ? alias : '*'
        if (item.name && item.cast) arg = `(${arg})::${this.castType(item.cast)}`
        if (opts.hoist) out.hoisted.set(out.pairs.length, { agg: item.agg, cast: aggCast })
        else level.aggregated = true
        out.pairs.push({
          name,
          column: this.isColumn(name, src),
          value: opts.hoist ? arg : aggregateSql(item.agg, arg, aggCast),
        })
      } else if (item.type === 'field') {
        let expr = fieldSql(scope, item, this.params)
        if (item.cast) expr = `(${expr})::${this.castType(item.cast)}`
        const name =
          item.alias ?? (item.path.length ? item.path[item.path.length - 1].key : item.name)
        out.pairs.push({ name, column: this.isColumn(name, src), value: expr })
        level.plain.push(expr)
      } else {
        this.embed(src, scope, item, path, order, level)
        this.noteLateralName(lateralNames, src, item, path)
      }
    }
    // Embedded resources are jsonb, as in PostgREST, so they group like any other value.
    if (level.aggregated) out.groupBy = level.plain
    if (!opts.skipFilters) for (const f of m.filters) out.conds.push(condSql(f, scope, this.params))
    const terms = order.map((t) => {
      let expr: string
      if (t.relation) {
        const e = scope.embeds.get(t.relation)
        if (!e)
          throw err.parse(
            `"failed to parse order (${t.relation}(${t.field.name}))"`,
            `'${t.relation}' is not an embedded resource in this request`,
          )
        if (e.toMany)
          throw new RestError(
            400,
            'PGRST118',
            `A related order on '${t.relation}' is not possible`,
            `'${src.label}' and '${t.relation}' do not form a many-to-one or one-to-one relationship`,
          )
        const col = e.order.get(t.field.name)
        if (!col) throw err.column(t.relation, t.field.name)
        expr = `${e.lateral}.${col}`
      } else expr = fieldSql(scope, t.field, this.params)
      return `${expr}${t.desc ? ' desc' : ''}${t.nulls ? ` nulls ${t.nulls}` : ''}`
    })
    for (const t of opts.extraOrder ?? []) {
      // A to-one spread's fields are its parent's columns, so the parent orders by them by name.
      if (opts.hoist && out.pairs.some((p) => p.name === t.field.name)) continue
      const col = column(scope, t.field.name)
      out.extra.push({ name: t.field.name, value: `${alias}.${ident(col.name)}` })
    }
    out.orderBy = terms.length ? ` order by ${terms.join(', ')}` : ''
    return out
  }

  /**
   * Errors found once the whole tree is planned: 400 PGRST108 for `rel.col=…` / `rel.order=…`
   * when `rel` is not embedded by `select`, then a repeated embed name (which PostgreSQL, not
   * the planner, refuses in PostgREST, so every planning error comes first).
   */
  checkModifierPaths() {
    for (const path of this.parts.mods.keys()) {
      if (this.built.has(path)) continue
      const name = path.split('.').pop()!
      throw new RestError(
        400,
        'PGRST108',
        `'${name}' is not an embedded resource in this request`,
        null,
        `Verify that '${name}' is included in the 'select' query parameter.`,
      )
    }
    if (this.toManyAggregate) throw this.toManyAggregate
    if (this.clash) throw this.clash
  }

  /**
   * PostgREST names each embed's lateral join `<parent table>_<alias or name>_<depth>`, so two
   * embeds of one parent under the same name make PostgreSQL answer 42712 for that name, after
   * it has analysed the second embed's own subquery (hence the check after building it).
   */
  private noteLateralName(
    seen: Set<string>,
    src: Source,
    item: Extract<SelectItem, { type: 'embed' }>,
    path: string,
  ) {
    const depth = path ? path.split('.').length + 1 : 1
    const name = `${src.table!.name}_${item.alias ?? item.name}_${depth}`
    if (seen.has(name))
      this.clash ??= new RestError(400, '42712', `table name "${name}" specified more than once`)
    seen.add(name)
  }

  private isColumn(name: string, src: Source) {
    return src.columns.some((c) => c.name === name)
  }

  private castType(name: string): string {
    const isArray = name.endsWith('[]')
    const base = (isArray ? name.slice(0, -2) : name).toLowerCase()
    const t = this.cache.typeByName.get(CAST_ALIASES[base] ?? base)
    if (!t) throw err.parse(`"failed to parse select (::${name})"`, `unknown type "${name}"`)
    return qualified(t.schema, t.name) + (isArray ? '[]' : '')
  }

  /**
   * An embedded resource as a lateral join, built as PostgREST builds it: a to-one resource is
   * its row as jsonb, a to-many one the jsonb array of its rows (so the keys of embedded objects
   * come out in jsonb's order and spacing), a spread one its fields as columns of this level.
   */
  private embed(
    src: Source,
    scope: Scope,
    item: Extract<SelectItem, { type: 'embed' }>,
    path: string,
    order: OrderTerm[],
    level: Level,
  ) {
    if (!src.table)
      throw new RestError(
        400,
        'PGRST200',
        `Could not find a relationship between '${src.label}' and '${item.name}' in the schema cache`,
      )
    const out = level.out
    const fn = item.hint ? undefined : computedOf(this.cache, src.table).relations.get(item.name)
    const rel: Pick<Relationship, 'target' | 'toMany'> & { found?: Relationship } = fn
      ? { target: fn.returnTable!, toMany: !fn.singleRow }
      : (() => {
          const found = findRelationship(this.cache, src.table!, item.name, item.hint)
          return { target: found.target, toMany: found.toMany, found }
        })()
    const name = item.alias ?? item.name
    const childPath = path ? `${path}.${name}` : name
    const child = this.alias()
    const lateral = this.alias('e')
    const target = rel.target
    const cm = this.mods(childPath)
    const isCount =
      item.items.length === 1 &&
      item.items[0].type === 'field' &&
      item.items[0].name === 'count' &&
      !item.items[0].path.length &&
      !target.colMap.has('count')
    const orderRefs = order.filter((t) => t.relation === name)
    const toOneSpread = item.spread && !rel.toMany
    const b = this.build(
      this.tableSource(target, child),
      child,
      isCount ? [] : item.items,
      childPath,
      { extraOrder: orderRefs, hoist: toOneSpread },
    )
    // A computed relationship is the function called with the parent's row; a foreign key joins.
    const where = [...(rel.found ? this.joinConds(rel.found, scope.alias, child) : []), ...b.conds]
    const source = fn
      ? `${qualified(fn.schema, fn.name)}(${scope.alias})`
      : qualified(target.schema, target.name)
    const body = `from ${source} as ${child}${b.joins.map((j) => ' ' + j).join('')} where ${where.join(' and ') || 'true'}${groupSql(b)}`
    const extras = b.extra.map((e, i) => `, ${e.value} as "o${i}"`).join('')
    const orderMap = new Map(b.extra.map((e, i) => [e.name, `"o${i}"`]))
    let sql: string
    if (isCount) {
      sql = `select jsonb_build_array(jsonb_build_object('count', count(*))) as j, count(*) as n ${body}`
    } else if (item.spread && rel.toMany) {
      if (b.groupBy)
        this.toManyAggregate ??= new RestError(
          400,
          'PGRST127',
          'Feature not implemented',
          'Aggregates are not implemented for one-to-many or many-to-many spreads.',
        )
      // Spreading a to-many resource gives each of its fields as an array of the rows' values.
      const inner = b.pairs.map((p, i) => `${p.value} as "s${i}"`).join(', ')
      const aggs = b.pairs
        .map((_, i) => `, coalesce(jsonb_agg(_x."s${i}"), '[]') as "s${i}"`)
        .join('')
      sql = `select count(*) as n${aggs} from (select ${inner || 'true'} ${body}${b.orderBy}${this.page(cm, null)}) _x`
      b.pairs.forEach((p, i) => {
        out.pairs.push({ ...p, value: `${lateral}."s${i}"` })
        level.plain.push(`${lateral}."s${i}"`)
      })
    } else if (item.spread) {
      sql = `select true as j${b.pairs.map((p, i) => `, ${p.value} as "s${i}"`).join('')}${extras} ${body}`
      b.pairs.forEach((p, i) => {
        const col = `${lateral}."s${i}"`
        if (!orderMap.has(p.name)) orderMap.set(p.name, `"s${i}"`)
        const hoisted = b.hoisted.get(i)
        if (!hoisted) level.plain.push(col)
        else if (level.hoist) out.hoisted.set(out.pairs.length, hoisted)
        else level.aggregated = true
        out.pairs.push({
          ...p,
          value: hoisted && !level.hoist ? aggregateSql(hoisted.agg, col, hoisted.cast) : col,
        })
      })
    } else if (rel.toMany) {
      const page = this.page(cm, null)
      sql = `select coalesce(jsonb_agg(_x.j), '[]') as j, count(*) as n from (select ${jsonbObject(b.pairs, this.params)} as j ${body}${b.orderBy}${page}) _x`
    } else {
      sql = `select ${jsonbObject(b.pairs, this.params)} as j${extras} ${body}`
    }
    out.joins.push(`left join lateral (${sql}) as ${lateral} on true`)
    if (!rel.toMany && !isCount && !(rel.found && target.kind === 'table')) out.mayRepeat = true
    // An embed that selects nothing (`users()`, for filtering with !inner) is left out of the row.
    if (!item.spread && !selectsNothing(item)) {
      out.pairs.push({ name, column: false, value: `${lateral}.j` })
      level.plain.push(`${lateral}.j`)
    }
    scope.embeds.set(name, { lateral, toMany: rel.toMany || isCount, order: orderMap })
    if (item.join === 'inner')
      out.conds.push(rel.toMany || isCount ? `${lateral}.n > 0` : `${lateral}.j is not null`)
  }

  private joinConds(rel: Relationship, parent: string, child: string): string[] {
    if (!rel.junction)
      return rel.pairs.map(([p, c]) => `${child}.${ident(c)} = ${parent}.${ident(p)}`)
    const j = this.alias('j')
    const { table, toParent, toTarget } = rel.junction
    const on = [
      ...toParent.columns.map(
        (c, i) => `${j}.${ident(c)} = ${parent}.${ident(toParent.refColumns[i])}`,
      ),
      ...toTarget.columns.map(
        (c, i) => `${j}.${ident(c)} = ${child}.${ident(toTarget.refColumns[i])}`,
      ),
    ]
    return [
      `exists (select 1 from ${qualified(table.schema, table.name)} as ${j} where ${on.join(' and ')})`,
    ]
  }

  page(m: Modifiers, maxRows: number | null): string {
    const limit =
      m.limit === null ? maxRows : maxRows === null ? m.limit : Math.min(m.limit, maxRows)
    return (
      (limit !== null ? ` limit ${this.params.add(limit)}` : '') +
      (m.offset ? ` offset ${this.params.add(m.offset)}` : '')
    )
  }
}

function selectsNothing(item: Extract<SelectItem, { type: 'embed' }>): boolean {
  return item.items.every((i) => i.type === 'embed' && !i.spread && selectsNothing(i))
}

const CAST_ALIASES: Record<string, string> = {
  int: 'int4',
  integer: 'int4',
  bigint: 'int8',
  smallint: 'int2',
  boolean: 'bool',
  float: 'float8',
  'double precision': 'float8',
  real: 'float4',
  decimal: 'numeric',
  'character varying': 'varchar',
  char: 'bpchar',
  character: 'bpchar',
  'timestamp with time zone': 'timestamptz',
}

/** jsonb_build_object over pairs (keys in jsonb's order, the last of a repeated key kept), in chunks of 50 pairs (100 arguments). */
export function jsonbObject(pairs: Pair[], params: Params): string {
  const chunks: string[] = []
  for (let i = 0; i < pairs.length || i === 0; i += 50) {
    chunks.push(
      `jsonb_build_object(${pairs
        .slice(i, i + 50)
        .map((f) => `${textSql(f.name, f.column, params)}, ${f.value}`)
        .join(', ')})`,
    )
  }
  return chunks.length === 1 ? chunks[0] : `(${chunks.join(' || ')})`
}

/** The rows a read counts for its total: its FROM, the joins its filters need, its WHERE. */
export function countedRows(b: Built, from: string): string {
  const where = b.conds.length ? ` where ${b.conds.join(' and ')}` : ''
  const needed = b.joins.filter((j) =>
    b.conds.some((c) => c.includes(/as ("e\d+") on true$/.exec(j)![1] + '.')),
  )
  return `select 1 from ${from}${needed.map((j) => ' ' + j).join('')}${where}`
}

/**
 * A top-level row's text as PostgREST writes it (`json_agg` over records): `{"id":1,"name":"x"}`,
 * the fields in select order without spaces, each value as `to_json` writes it (embedded
 * resources in jsonb's text). The names go in already written as JSON strings.
 */
function rowText(pairs: Pair[], params: Params): string {
  if (!pairs.length) return `'{}'`
  const fields = pairs.map(
    (f) =>
      `${textSql(JSON.stringify(f.name), f.column, params)} || ':' || coalesce(to_json(${f.value})::text, 'null')`,
  )
  return `'{' || ${fields.join(` || ',' || `)} || '}'`
}

// A reference to an embed's lateral join ("e4".j), not a column that happens to be named e4.
const LATERAL_REF = /(?<![.\w"])"e\d+"\./

/**
 * Whether a read of a table may cut its page before its embeds are built: it has embeds, an
 * order and a page, no aggregate (a range then applies to the groups, not to the rows counted),
 * no to-one embed that could repeat a row, and neither its filters nor its order look at an
 * embed (no !inner, no `embed=is.null`, no ordering by an embedded column). Then the embeds add
 * or remove no rows, so the page holds the same rows; without the cut, PostgreSQL builds every
 * embed for every matching row whenever no index gives the order, and sorts only afterwards
 * (100 classes' counts for a page of 25). Rows that tie on the whole order may come in another
 * order than without the cut, which neither PostgreSQL nor PostgREST defines either.
 */
export function canPageFirst(b: Built, page: string): boolean {
  return (
    page !== '' &&
    b.orderBy !== '' &&
    b.joins.length > 0 &&
    b.groupBy === null &&
    !b.mayRepeat &&
    !b.conds.some((c) => LATERAL_REF.test(c)) &&
    !LATERAL_REF.test(b.orderBy)
  )
}

/**
 * The statement answering a read: body text, row count, and the total when asked. With
 * `pageFirst` (the root's alias, for an ordinary table where canPageFirst holds), the page's
 * rows are chosen first by their ctid (filters, order and page on the table alone), and the
 * embeds are built for those rows only.
 */
export function readStatement(
  p: ReadPlanner,
  b: Built,
  from: string,
  page: string,
  withTotal: boolean,
  pageFirst: string | null = null,
): string {
  const filters = b.conds.length ? ` where ${b.conds.join(' and ')}` : ''
  const cut = pageFirst && canPageFirst(b, page)
  const where = cut
    ? `${filters ? `${filters} and` : ' where'} ${pageFirst}.ctid = any(array(select ${pageFirst}.ctid from ${from}${filters}${b.orderBy}${page}))`
    : filters
  const rest = `from ${from}${b.joins.map((j) => ' ' + j).join('')}${where}${groupSql(b)}${b.orderBy}${cut ? '' : page}`
  const total = withTotal
    ? `, (select count(*) from (${countedRows(b, from)}) _c)::int8 as total`
    : ''
  // Embedded resources are jsonb already, so CSV writes them with jsonb's text.
  if (p.csv)
    return `select ${csvBody(b.pairs.map((f) => textSql(f.name, f.column, p.params)))} as body, count(*)::int8 as n${total} from (select ${b.pairs.map((f, i) => `${f.value} as "c${i}"`).join(', ')} ${rest}) _x`
  // json_agg puts ", " and a newline between records; string_agg keeps the rows' order as it does.
  return `select coalesce('[' || string_agg(_x.j, E', \\n ') || ']', '[]') as body, count(*)::int8 as n${total} from (select ${rowText(b.pairs, p.params)} as j ${rest}) _x`
}

/**
 * PostgREST's CSV over the rows of `_x`: the field names (SQL text values) joined by commas (nothing when there is no row), a newline,
 * then each row's text as PostgreSQL writes a record, without its parentheses — so values are
 * quoted and escaped as in a record (a tsvector or anything with a space is quoted), JSON keeps
 * PostgreSQL's own spacing, and timestamps, booleans and arrays read as PostgreSQL writes them.
 */
export function csvBody(keys: string[]): string {
  const header = `case when count(*) > 0 then concat_ws(',', ${['null', ...keys].join(', ')}) else '' end`
  return `${header} || E'\n' || coalesce(string_agg(substring(_x::text, 2, length(_x::text) - 2), E'\n'), '')`
}
