import { RestError } from '../errors'
import { ident, qualified } from '../ident'
import { key, type PgFunction, type SchemaCache } from '../schema-cache'
import { readStatement, type ReadPlanner } from './read'

export type RpcArgs = { kind: 'json'; body: Record<string, unknown> } | { kind: 'query'; pairs: [string, string][] }

const JSON_TYPES = new Set(['"pg_catalog"."json"', '"pg_catalog"."jsonb"'])

/** Overloads of schema.name → the one whose named arguments fit, as PostgREST chooses: the named arguments given must match the overload's parameters. */
export function findFunction(cache: SchemaCache, schema: string, name: string, argNames: string[], allowSingleJson: boolean): { fn: PgFunction; singleJson: boolean } {
  const overloads = cache.functions.get(key(schema, name)) ?? []
  const fits = overloads.filter((f) => {
    const names = new Set(f.inArgs.map((a) => a.name))
    return argNames.every((a) => names.has(a)) && f.inArgs.every((a) => a.hasDefault || argNames.includes(a.name))
  })
  if (fits.length) return { fn: fits.find((f) => f.inArgs.length === argNames.length) ?? fits[0], singleJson: false }
  const single = allowSingleJson && overloads.find((f) => f.inArgs.length === 1 && !f.inArgs[0].name && JSON_TYPES.has(f.inArgs[0].sqlType))
  if (single) return { fn: single, singleJson: true }
  const sorted = [...argNames].sort()
  const others = [...cache.functions.keys()].filter((k) => k.startsWith(schema + '\u0000')).map((k) => k.split('\u0000')[1])
  const near = others.find((o) => o.toLowerCase() === name.toLowerCase()) ?? null
  throw new RestError(
    404, 'PGRST202', `Could not find the function ${schema}.${name}${sorted.length ? `(${sorted.join(', ')})` : ''} in the schema cache`,
    `Searched for the function ${schema}.${name}${sorted.length ? ` with parameters ${sorted.join(', ')}` : ' without parameters'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    near && near !== name ? `Perhaps you meant to call the function ${schema}.${near}` : null,
  )
}

export type RpcShape = 'void' | 'scalar' | 'setof-scalar' | 'object' | 'rows'

export function rpcShape(fn: PgFunction, cache: SchemaCache): RpcShape {
  const rt = cache.types.get(fn.returnType)
  if (rt?.name === 'void' && rt.schema === 'pg_catalog') return 'void'
  if (fn.returnColumns) return fn.retset ? 'rows' : 'object'
  return fn.retset ? 'setof-scalar' : 'scalar'
}

/** The statement calling fn; it returns {body, n[, total]} like a read. */
export function rpcStatement(p: ReadPlanner, fn: PgFunction, args: RpcArgs, singleJson: boolean, shape: RpcShape, withTotal: boolean, maxRows: number): string {
  const alias = p.alias()
  const f = qualified(fn.schema, fn.name)
  let from: string
  if (singleJson && args.kind === 'json') {
    from = `${f}(${p.params.add(JSON.stringify(args.body))}::${fn.inArgs[0].sqlType}) as ${alias}`
  } else if (args.kind === 'json') {
    const given = fn.inArgs.filter((a) => a.name in args.body)
    if (!given.length) from = `${f}() as ${alias}`
    else {
      const record = `json_to_record(${p.params.add(JSON.stringify(args.body))}::json) as _a(${given.map((a) => `${ident(a.name)} ${a.sqlType}`).join(', ')})`
      from = `${record} cross join lateral ${f}(${given.map((a) => `${ident(a.name)} := _a.${ident(a.name)}`).join(', ')}) as ${alias}`
    }
  } else {
    const byName = new Map(args.pairs)
    const given = fn.inArgs.filter((a) => byName.has(a.name))
    from = `${f}(${given.map((a) => `${ident(a.name)} := ${p.params.add(byName.get(a.name))}::${a.sqlType}`).join(', ')}) as ${alias}`
  }
  if (shape === 'void') return `select null::text as body, count(*)::int8 as n from ${from}`
  if (shape === 'scalar') return `select to_json(${alias})::text as body, 1::int8 as n from ${from}`
  if (shape === 'object') {
    const b = p.build({ table: fn.returnTable, label: fn.name, columns: fn.returnColumns!, from }, alias, p.parts.select, '')
    return readStatement(p, b, from, '', false)
  }
  // Sets are called once into a CTE, so a count does not run the function a second time.
  const cte = `with "_rpc" as materialized (select ${shape === 'rows' ? `${alias}.*` : `${alias} as v`} from ${from}) `
  const rows = `"_rpc" as ${alias}`
  if (shape === 'setof-scalar') {
    const page = p.page(p.mods(''), maxRows)
    const total = withTotal ? `, (select count(*) from "_rpc")::int8 as total` : ''
    return `${cte}select coalesce(json_agg(to_json(_x.v)), '[]')::text as body, count(*)::int8 as n${total} from (select ${alias}.v from ${rows}${page}) _x`
  }
  const b = p.build({ table: fn.returnTable, label: fn.name, columns: fn.returnColumns!, from: rows }, alias, p.parts.select, '')
  return cte + readStatement(p, b, rows, p.page(p.mods(''), maxRows), withTotal)
}
