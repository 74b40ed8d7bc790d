import { err, RestError } from '../errors'
import { ident, qualified, type Params } from '../ident'
import type { Modifiers, QueryParts } from '../parse/request'
import type { OrderTerm } from '../parse/filter'
import type { SelectItem } from '../parse/select'
import type { SchemaCache, Table } from '../schema-cache'
import { aggregateSql } from './aggregate'
import { column, condSql, fieldSql, type Scope } from './conditions'
import { computedOf } from './computed'
import { findRelationship, type Relationship } from './relationships'
import { groupSql, jsonbObject, type Built, type Source } from './read-sql'

/** The level being built, as its embeds add to it. */
interface Level {
  out: Built
  /** Selected values without an aggregate: the GROUP BY once the level has one. */
  plain: string[]
  /** This level is a to-one spread: its aggregates go up to its parent. */
  hoist: boolean
  aggregated: boolean
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
