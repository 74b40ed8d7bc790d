import { err } from '../errors'
import { ident, literal, qualified } from '../ident'
import type { QueryParts } from '../parse/request'
import type { Preferences } from '../parse/prefer'
import type { Table } from '../schema-cache'
import { condSql, type Scope } from './conditions'
import { ReadPlanner } from './read'
import { readStatement } from './read-sql'

export interface MutationPlan {
  sql: string
  /** True when the statement returns {body, n}; false for a bare DML (row count from the driver). */
  returnsBody: boolean
  /** True when it also returns `inserted`: an upsert answers 200, not 201, when it inserted nothing. */
  countsInserted?: boolean
}

/** Column names of a JSON body: `columns=` when given, else the keys (which must agree). */
export function bodyColumns(
  table: Table,
  body: Record<string, unknown>[],
  columns: string[] | null,
): string[] {
  let cols = columns
  if (!cols) {
    cols = Object.keys(body[0] ?? {})
    const sorted = [...cols].sort().join('\u0000')
    for (const row of body) {
      if (Object.keys(row).sort().join('\u0000') !== sorted)
        throw err.body('All object keys must match')
    }
  }
  for (const c of cols) if (!table.colMap.has(c)) throw err.bodyColumn(table.name, c)
  return cols
}

function scopeOf(table: Table, alias: string): Scope {
  return { alias, label: table.name, columns: table.colMap, embeds: new Map() }
}

/**
 * Wraps a DML statement: with representation it becomes a CTE the read planner selects from.
 * A merge upsert also counts the rows it inserted (`xmax = 0` on a row it did not update).
 */
function finish(
  p: ReadPlanner,
  table: Table,
  dml: string,
  prefs: Preferences,
  alias: string,
): MutationPlan {
  const merge = prefs.resolution === 'merge-duplicates' && dml.startsWith('insert ')
  const inserted = merge ? `, (${alias}.xmax = 0) as "pgrst_inserted"` : ''
  const insertedCount = `(select count(*) from ${alias} where "pgrst_inserted")::int8 as inserted`
  if (prefs.return !== 'representation') {
    if (!merge) return { sql: dml, returnsBody: false }
    return {
      sql: `with ${alias} as (${dml} returning true${inserted}) select null::text as body, count(*)::int8 as n, ${insertedCount} from ${alias}`,
      returnsBody: true,
      countsInserted: true,
    }
  }
  const b = p.build(
    { table, label: table.name, columns: table.columns, from: alias },
    alias,
    p.parts.select,
    '',
    { skipFilters: true },
  )
  const read = readStatement(p, b, alias, '', false)
  if (!merge)
    return { sql: `with ${alias} as (${dml} returning ${alias}.*) ${read}`, returnsBody: true }
  return {
    sql: `with ${alias} as (${dml} returning ${alias}.*${inserted}) select _w.*, ${insertedCount} from (${read}) _w`,
    returnsBody: true,
    countsInserted: true,
  }
}

export function insertPlan(
  p: ReadPlanner,
  table: Table,
  rows: Record<string, unknown>[],
  parts: QueryParts,
  prefs: Preferences,
): MutationPlan {
  const alias = p.alias()
  const cols = bodyColumns(table, rows, parts.columns)
  const t = qualified(table.schema, table.name)
  const body = p.params.add(JSON.stringify(rows))
  // With missing=default every row's defaults are evaluated, even where the row brings its own
  // value (PostgREST builds each row from the defaults): an identity column's sequence advances
  // for every row, so the ids generated match PostgREST's.
  const defaults: string[] = []
  const exprs = cols.map((name) => {
    const c = table.colMap.get(name)!
    const value = `_r.${ident(name)}`
    if (prefs.missing !== 'default') return value
    const dflt =
      c.default ??
      (c.identity ? `nextval(pg_get_serial_sequence(${literal(t)}, ${literal(name)}))` : null)
    if (!dflt) return value
    defaults.push(`${dflt} as "d${defaults.length}"`)
    return `case when _e.j ? ${literal(name)} then ${value} else _d."d${defaults.length - 1}" end`
  })
  // Referring to the row keeps the subquery per row (an uncorrelated one would run only once).
  const lateralDefaults = defaults.length
    ? ` cross join lateral (select ${defaults.join(', ')} where _e.j is not null) as _d`
    : ''
  let sql = `insert into ${t} as ${alias} (${cols.map(ident).join(', ')}) select ${exprs.join(', ')} from jsonb_array_elements(${body}::jsonb) as _e(j) cross join lateral jsonb_populate_record(null::${t}, _e.j) as _r${lateralDefaults}`
  if (prefs.resolution) {
    const target = parts.onConflict ?? table.pk
    for (const c of target) if (!table.colMap.has(c)) throw err.column(table.name, c)
    const conflict = target.length ? ` (${target.map(ident).join(', ')})` : ''
    if (prefs.resolution === 'ignore-duplicates') sql += ` on conflict${conflict} do nothing`
    else {
      if (!target.length)
        throw err.parse(
          '"failed to parse on_conflict"',
          'a table without a primary key needs on_conflict for merge-duplicates',
        )
      const set = (cols.length ? cols : target).map((c) => `${ident(c)} = excluded.${ident(c)}`)
      sql += ` on conflict${conflict} do update set ${set.join(', ')}`
    }
  }
  return finish(p, table, sql, prefs, alias)
}

export function updatePlan(
  p: ReadPlanner,
  table: Table,
  patch: Record<string, unknown>,
  parts: QueryParts,
  prefs: Preferences,
): MutationPlan | null {
  const alias = p.alias()
  const cols = bodyColumns(table, [patch], parts.columns)
  if (!cols.length) return null
  const t = qualified(table.schema, table.name)
  const body = p.params.add(JSON.stringify(patch))
  const set = cols.map((c) => `${ident(c)} = _r.${ident(c)}`).join(', ')
  const where = topConds(p, table, alias)
  return finish(
    p,
    table,
    `update ${t} as ${alias} set ${set} from jsonb_populate_record(null::${t}, ${body}::jsonb) as _r${where}`,
    prefs,
    alias,
  )
}

export function deletePlan(p: ReadPlanner, table: Table, prefs: Preferences): MutationPlan {
  const alias = p.alias()
  const where = topConds(p, table, alias)
  return finish(
    p,
    table,
    `delete from ${qualified(table.schema, table.name)} as ${alias}${where}`,
    prefs,
    alias,
  )
}

function topConds(p: ReadPlanner, table: Table, alias: string): string {
  const conds = p.mods('').filters.map((f) => condSql(f, scopeOf(table, alias), p.params))
  return conds.length ? ` where ${conds.join(' and ')}` : ''
}
