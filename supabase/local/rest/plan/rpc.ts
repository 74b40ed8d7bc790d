import { RestError } from '../errors'
import { ident, qualified } from '../ident'
import { closest, distance } from '../fuzzy'
import { key, type PgFunction, type SchemaCache } from '../schema-cache'
import type { ReadPlanner } from './read'
import { csvBody, readStatement } from './read-sql'

export type RpcArgs =
  | { kind: 'json'; body: Record<string, unknown> }
  | { kind: 'query'; pairs: [string, string][] }
  /** The whole body as the one unnamed argument (json/jsonb, text or xml as text; bytea as bytes). */
  | { kind: 'positional'; value: string | Uint8Array }

/** What a POST to a function carries, from its Content-Type. */
export type RpcBody = 'json' | 'text' | 'xml' | 'bytes' | 'other'

// A function with one unnamed argument can be called with the whole body as that argument;
// with more unnamed arguments, or one of another type, PostgREST cannot call it at all.
const RAW_TYPES = new Set(['bytea', 'json', 'jsonb', 'text', 'xml'])
const BODY_TYPES: Record<RpcBody, string[]> = {
  json: ['json', 'jsonb'],
  text: ['text'],
  xml: ['xml'],
  bytes: ['bytea'],
  other: [],
}

function callable(f: PgFunction): boolean {
  const unnamed = f.inArgs.filter((a) => !a.name)
  return unnamed.length === 0 || (unnamed.length === 1 && RAW_TYPES.has(unnamed[0].typeName))
}

/**
 * The overload of schema.name a call means, as PostgREST's findProc chooses it: the argument
 * names must cover every required parameter and name no unknown one; with no such overload, a
 * POST falls back to a function whose single parameter takes the body of its Content-Type.
 * Two candidates at either step is PGRST203; none is PGRST202.
 */
export function findFunction(
  cache: SchemaCache,
  schema: string,
  name: string,
  argNames: string[],
  call: { post: boolean; body: RpcBody },
): { fn: PgFunction; positional: boolean } {
  const overloads = (cache.functions.get(key(schema, name)) ?? []).filter(callable)
  const keys = new Set(argNames)
  const raw = call.post && call.body !== 'json' && call.body !== 'other'
  const matches = (f: PgFunction) => {
    if (!f.inArgs.length) return keys.size === 0 && !raw
    const required = f.inArgs.filter((a) => !a.hasDefault).map((a) => a.name)
    const optional = new Set(f.inArgs.filter((a) => a.hasDefault).map((a) => a.name))
    const left = [...keys].filter((k) => !optional.has(k))
    return left.length === required.length && required.every((r) => keys.has(r))
  }
  const takesBody = (f: PgFunction) =>
    call.post && f.inArgs.length === 1 && BODY_TYPES[call.body].includes(f.inArgs[0].typeName)
  const named = overloads.filter(matches)
  const fallback = overloads.filter((f) => !matches(f) && takesBody(f))
  const found = named.length ? named : fallback
  if (found.length > 1) {
    const list = found.map(
      (f) =>
        `${f.schema}.${f.name}(${f.inArgs.map((a) => `${a.name} => ${a.typeName}`).join(', ')})`,
    )
    throw new RestError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${list.join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    )
  }
  if (found.length === 1)
    return { fn: found[0], positional: found[0].inArgs.length === 1 && !found[0].inArgs[0].name }
  throw noFunction(cache, schema, name, [...keys].sort(), call, overloads)
}

function noFunction(
  cache: SchemaCache,
  schema: string,
  name: string,
  keys: string[],
  call: { post: boolean; body: RpcBody },
  overloads: PgFunction[],
): RestError {
  const func = `${schema}.${name}`
  const onlyBody =
    call.post && (call.body === 'text' || call.body === 'xml' || call.body === 'bytes')
  const params = keys.length ? `(${keys.join(', ')})` : ' without parameters'
  const withParams = keys.length
    ? ` with parameter${keys.length > 1 ? 's' : ''} ${keys.join(', ')}`
    : ' without parameters'
  const searched = onlyBody
    ? ` with a single unnamed ${call.body === 'bytes' ? 'bytea' : call.body} parameter`
    : call.post && call.body === 'json'
      ? `${withParams} or with a single unnamed json/jsonb parameter`
      : withParams
  let hint: string | null = null
  if (!onlyBody) {
    const list = (names: string[]) => `(${[...names].sort().join(', ')})`
    const near = overloads.length
      ? closestText(
          list(keys),
          overloads.map((f) => list(f.inArgs.map((a) => a.name))),
        )
      : closest(
          name,
          [...cache.functions.keys()]
            .filter((k) => k.startsWith(schema + '\u0000'))
            .map((k) => k.split('\u0000')[1]),
        )
    if (near !== null && overloads.length)
      hint = `Perhaps you meant to call the function ${func}${near}`
    else if (near !== null && near !== name)
      hint = `Perhaps you meant to call the function ${schema}.${near}`
  }
  return new RestError(
    404,
    'PGRST202',
    `Could not find the function ${func}${onlyBody ? '' : params} in the schema cache`,
    `Searched for the function ${func}${searched}, but no matches were found in the schema cache.`,
    hint,
  )
}

/** The closest of a few short texts (parameter lists), if any shares enough with `text`. */
function closestText(text: string, candidates: string[]): string | null {
  let best: string | null = null
  let bestD = Infinity
  for (const c of candidates) {
    const d = distance(text, c)
    if (d < bestD) [best, bestD] = [c, d]
  }
  return best !== null && bestD <= Math.ceil(Math.max(text.length, best.length) * 0.67)
    ? best
    : null
}

export type RpcShape = 'void' | 'scalar' | 'setof-scalar' | 'object' | 'rows'

export function rpcShape(fn: PgFunction, cache: SchemaCache): RpcShape {
  const rt = cache.types.get(fn.returnType)
  if (rt?.name === 'void' && rt.schema === 'pg_catalog') return 'void'
  if (fn.returnColumns) return fn.retset ? 'rows' : 'object'
  return fn.retset ? 'setof-scalar' : 'scalar'
}

/** The one column of a scalar result, as PostgREST names it. */
const SCALAR = `'pgrst_scalar'`

/** The statement calling fn; it returns {body, n[, total]} like a read. */
export function rpcStatement(
  p: ReadPlanner,
  fn: PgFunction,
  args: RpcArgs,
  shape: RpcShape,
  withTotal: boolean,
  maxRows: number,
): string {
  const alias = p.alias()
  const f = qualified(fn.schema, fn.name)
  let from: string
  if (args.kind === 'positional') {
    from = `${f}(${p.params.add(args.value)}::${fn.inArgs[0].sqlType}) as ${alias}`
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
  // PostgREST names a scalar result's one column pgrst_scalar, which is CSV's header.
  if (shape === 'scalar' && p.csv)
    return `select ${csvBody([SCALAR])} as body, 1::int8 as n from (select ${alias} from ${from}) _x`
  if (shape === 'scalar') return `select to_json(${alias})::text as body, 1::int8 as n from ${from}`
  if (shape === 'object') {
    const b = p.build(
      { table: fn.returnTable, label: fn.name, columns: fn.returnColumns!, from },
      alias,
      p.parts.select,
      '',
    )
    return readStatement(p, b, from, '', false)
  }
  // Sets are called once into a CTE, so a count does not run the function a second time.
  const cte = `with "_rpc" as materialized (select ${shape === 'rows' ? `${alias}.*` : `${alias} as v`} from ${from}) `
  const rows = `"_rpc" as ${alias}`
  if (shape === 'setof-scalar') {
    const page = p.page(p.mods(''), maxRows)
    const total = withTotal ? `, (select count(*) from "_rpc")::int8 as total` : ''
    const body = p.csv ? csvBody([SCALAR]) : `coalesce(json_agg(to_json(_x.v)), '[]')::text`
    return `${cte}select ${body} as body, count(*)::int8 as n${total} from (select ${alias}.v from ${rows}${page}) _x`
  }
  const b = p.build(
    { table: fn.returnTable, label: fn.name, columns: fn.returnColumns!, from: rows },
    alias,
    p.parts.select,
    '',
  )
  return cte + readStatement(p, b, rows, p.page(p.mods(''), maxRows), withTotal)
}
