import { err } from './errors'
import { Params } from './ident'
import { queryAtOnce, runAsRequest } from './execute'
import type { RestHandler } from './context'
import { parseQuery } from './parse/request'
import { ReadPlanner } from './plan/read'
import { findFunction, rpcShape, rpcStatement, type RpcArgs, type RpcBody } from './plan/rpc'
import { key } from './schema-cache'
import { answerRead, isObject, jsonBody } from './tables'
import { formatBody, send } from './respond'
import { checkMaxAffected, preferenceApplied } from './parse/prefer'
import { RestError } from './errors'

/** POST /rpc/fn (arguments from the JSON body) and GET/HEAD /rpc/fn (from the query string). */
export const callFunction: RestHandler = async (http, platform, cache, req, name) => {
  const schema = req.ctx.schema
  const isGet = http.method === 'GET' || http.method === 'HEAD'
  let args: RpcArgs
  let argNames: string[]
  let parts
  const body = bodyKind(http.header('content-type'))
  if (isGet) {
    const names = new Set(
      (cache.functions.get(key(schema, name)) ?? []).flatMap((f) => f.inArgs.map((a) => a.name)),
    )
    parts = parseQuery(req.search, names)
    args = { kind: 'query', pairs: parts.plain }
    argNames = parts.plain.map(([k]) => k)
  } else if (body === 'json' || body === 'other') {
    parts = parseQuery(req.search)
    const text = await http.text()
    const json = text.trim() ? await jsonBody(http) : {}
    if (isObject(json)) {
      args = { kind: 'json', body: json }
      argNames = Object.keys(json)
    } else {
      // Not an object: only a function taking the whole JSON body can be meant.
      args = { kind: 'positional', value: text }
      argNames = []
    }
  } else {
    parts = parseQuery(req.search)
    args = { kind: 'positional', value: body === 'bytes' ? await http.bytes() : await http.text() }
    argNames = []
  }
  const { fn, positional } = findFunction(cache, schema, name, argNames, { post: !isGet, body })
  if (positional && args.kind === 'json')
    args = { kind: 'positional', value: JSON.stringify(args.body) }
  if (!positional && args.kind === 'positional')
    throw err.body('Empty or invalid json', 'RPC arguments must be a JSON object')
  const shape = rpcShape(fn, cache)
  const p = new ReadPlanner(cache, parts, new Params(), req.format === 'csv')
  const sql = rpcStatement(
    p,
    fn,
    args,
    shape,
    req.prefs.count !== null,
    platform.config.api.max_rows,
  )
  p.checkModifierPaths()
  // GET is read-only; POST runs read-write unless the function is STABLE or IMMUTABLE.
  const readOnly = isGet || fn.volatility !== 'v'
  type Row = { body: string | null; n: number; total?: number }
  const isSet = shape === 'rows' || shape === 'setof-scalar'
  // max-affected counts the rows a function returns, so it needs a set-returning one.
  if (req.prefs.handling === 'strict' && req.prefs.maxAffected !== null && !isSet) {
    throw new RestError(
      400,
      'PGRST128',
      'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
    )
  }
  // A singular response that is not one row, or more rows than max-affected, undoes a volatile function's writes.
  const check = (r: Row) => {
    if (req.format === 'object' && isSet && Number(r.n) !== 1) throw err.singular(Number(r.n))
    if (isSet) checkMaxAffected(req.prefs, Number(r.n))
    return r
  }
  // Only a set's size can fail the answer after the call; otherwise the call is one round trip.
  const checked =
    isSet &&
    (req.format === 'object' || (req.prefs.handling === 'strict' && req.prefs.maxAffected !== null))
  const row =
    readOnly || !checked
      ? check(
          (await queryAtOnce<Row>(platform.db, req.ctx, readOnly, sql, p.params.values)).rows[0],
        )
      : await runAsRequest(platform.db, req.ctx, false, async (tx) =>
          check((await tx.query<Row>(sql, p.params.values)).rows[0]),
        )
  const applied = preferenceApplied(req.prefs, 'rpc')
  if (shape === 'void') return send(204, null, {}, applied)
  if (isSet) return answerRead(req, row, p.mods('').offset ?? 0, 'rpc')
  let text = row.body ?? 'null'
  if (shape === 'object' && req.format !== 'csv') text = text.slice(1, -1).trim() || 'null'
  const type =
    req.format === 'csv'
      ? formatBody(text, 1, 'csv')
      : shape === 'object' && text !== 'null' && req.stripNulls
        ? formatBody(`[${text}]`, 1, 'object', true)
        : { text, type: 'application/json; charset=utf-8' }
  // A single value is one row: with a count asked for, the total is 1.
  return send(
    200,
    type.text,
    {
      'Content-Type': type.type,
      'Content-Range': `0-0/${req.prefs.count === 'exact' || req.prefs.count === 'estimated' ? 1 : '*'}`,
    },
    applied,
  )
}

/** The Content-Type of a call's body, as PostgREST tells them apart (no header: JSON). */
function bodyKind(header: string | undefined): RpcBody {
  const type = (header ?? 'application/json').split(';')[0].trim().toLowerCase()
  if (type === 'application/json' || type === '') return 'json'
  if (type === 'text/plain') return 'text'
  if (type === 'text/xml') return 'xml'
  if (type === 'application/octet-stream') return 'bytes'
  return 'other'
}
