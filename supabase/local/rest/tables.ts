import type { PlainRequest, PlainResponse } from '../http/plain'
import { err, RestError } from './errors'
import { closest } from './fuzzy'
import { Params } from './ident'
import { queryReadOnly, runAsRequest } from './execute'
import { rangeHeader, type Prepared, type RestHandler } from './context'
import { mods, parseQuery, type QueryParts } from './parse/request'
import { checkMaxAffected, preferenceApplied, type PlanKind } from './parse/prefer'
import { ReadPlanner } from './plan/read'
import { countedRows, readStatement } from './plan/read-sql'
import { deletePlan, insertPlan, updatePlan, type MutationPlan } from './plan/mutate'
import { contentRange, formatBody, rangeError, rangeStatus, send } from './respond'
import { key, type SchemaCache, type Table } from './schema-cache'

interface ResultRow {
  body: string | null
  n: number | string
  total?: number | string | null
}

export function findTable(cache: SchemaCache, schema: string, name: string): Table {
  const t = cache.tables.get(key(schema, name))
  if (t) return t
  const guess = closest(
    name,
    [...cache.tables.values()].filter((x) => x.schema === schema).map((x) => x.name),
  )
  throw new RestError(
    404,
    'PGRST205',
    `Could not find the table '${schema}.${name}' in the schema cache`,
    null,
    guess ? `Perhaps you meant the table '${schema}.${guess}'` : null,
  )
}

/** GET / HEAD on a table or view. */
export const readTable: RestHandler = async (http, platform, cache, req, name) => {
  const table = findTable(cache, req.ctx.schema, name)
  const parts = parseQuery(req.search)
  const range = rangeHeader(http)
  const top = mods(parts, '')
  if (range && top.offset === null) top.offset = range.offset
  if (range?.limit != null && top.limit === null) top.limit = range.limit
  const p = new ReadPlanner(cache, parts, new Params(), req.format === 'csv')
  const alias = p.alias()
  const src = p.tableSource(table, alias)
  const b = p.build(src, alias, parts.select, '')
  p.checkModifierPaths()
  const maxRows = platform.config.api.max_rows
  const count = req.prefs.count
  if (count === 'planned' || count === 'estimated') {
    // The planner's estimate, from EXPLAIN of the counted rows; `estimated` counts exactly
    // while the estimate stays within max_rows, as PostgREST does.
    const row = await runAsRequest(platform.db, req.ctx, true, async (tx) => {
      const plan = await tx.query<{ 'QUERY PLAN': unknown }>(
        `explain (format json) ${countedRows(b, src.from)}`,
        p.params.values,
      )
      const estimate = planRows(plan.rows[0]?.['QUERY PLAN'])
      const exact = count === 'estimated' && estimate <= maxRows
      const r = (
        await tx.query<ResultRow>(
          readStatement(p, b, src.from, p.page(top, maxRows), exact),
          p.params.values,
        )
      ).rows[0]
      return exact ? r : { ...r, total: estimate }
    })
    return answerRead(req, row, top.offset ?? 0, 'read')
  }
  const sql = readStatement(
    p,
    b,
    src.from,
    p.page(top, maxRows),
    count !== null,
    table.plainHeap ? alias : null,
  )
  const row = (await queryReadOnly<ResultRow>(platform.db, req.ctx, sql, p.params.values)).rows[0]
  return answerRead(req, row, top.offset ?? 0, 'read')
}

/** "Plan Rows" of the top node of an EXPLAIN (FORMAT JSON) answer (text or parsed, as drivers give it). */
function planRows(value: unknown): number {
  const plan = typeof value === 'string' ? JSON.parse(value) : value
  const rows = Array.isArray(plan) ? plan[0]?.Plan?.['Plan Rows'] : undefined
  return Number.isFinite(Number(rows)) ? Number(rows) : 0
}

export function answerRead(
  req: Prepared,
  row: ResultRow,
  offset: number,
  plan: PlanKind,
): PlainResponse {
  const n = Number(row.n)
  const total = row.total === undefined || row.total === null ? null : Number(row.total)
  const status = rangeStatus(offset, n, total)
  if (status === 416) throw rangeError(offset, total!)
  if (req.format === 'object' && n !== 1) throw err.singular(n)
  const { text, type } = formatBody(row.body ?? '[]', n, req.format, req.stripNulls)
  return send(
    status,
    text,
    { 'Content-Type': type, 'Content-Range': contentRange(offset, n, total) },
    preferenceApplied(req.prefs, plan),
  )
}

/** POST (insert / upsert), PATCH (update), DELETE. */
export const mutateTable: RestHandler = async (http, platform, cache, req, name) => {
  const table = findTable(cache, req.ctx.schema, name)
  const parts = parseQuery(req.search)
  const method = http.method
  const p = new ReadPlanner(cache, parts, new Params(), req.format === 'csv')
  let plan: MutationPlan | null
  if (method === 'POST') {
    const body = await jsonBody(http)
    const rows = Array.isArray(body) ? body : [body]
    if (!rows.every(isObject)) throw err.body()
    plan = insertPlan(p, table, rows as Record<string, unknown>[], parts, req.prefs)
  } else if (method === 'PATCH') {
    const body = await jsonBody(http)
    if (!isObject(body)) throw err.body()
    plan = updatePlan(p, table, body, parts, req.prefs)
  } else {
    plan = deletePlan(p, table, req.prefs)
  }
  const representation = req.prefs.return === 'representation'
  if (representation) p.checkModifierPaths()
  const kind: PlanKind = method === 'POST' ? 'create' : method === 'PATCH' ? 'update' : 'delete'
  const n = plan
    ? await runAsRequest(platform.db, req.ctx, false, async (tx) => {
        const r = await tx.query<ResultRow & { inserted?: number | string }>(
          plan.sql,
          p.params.values,
        )
        const count = plan.returnsBody ? Number(r.rows[0].n) : r.rowCount
        // A singular response that is not one row undoes the change (PostgREST rolls back).
        if (representation && req.format === 'object' && count !== 1) throw err.singular(count)
        if (kind !== 'create') checkMaxAffected(req.prefs, count)
        const inserted = plan.countsInserted ? Number(r.rows[0].inserted) : null
        return { count, body: plan.returnsBody ? r.rows[0].body : null, inserted }
      })
    : { count: 0, body: req.format === 'csv' ? '\n' : '[]', inserted: null }
  const total = req.prefs.count ? n.count : null
  const headers: Record<string, string> = {
    'Content-Range':
      method === 'POST' || !representation ? `*/${total ?? '*'}` : contentRange(0, n.count, total),
  }
  // An upsert that only updated rows answers 200, as PostgREST does.
  const status = method === 'POST' ? (n.inserted === 0 ? 200 : 201) : representation ? 200 : 204
  const applied = preferenceApplied(req.prefs, kind, {
    resolves: table.pk.length > 0 || parts.onConflict !== null,
  })
  if (!representation) return send(status, null, headers, applied)
  const { text, type } = formatBody(n.body ?? '[]', n.count, req.format, req.stripNulls)
  headers['Content-Type'] = type
  return send(status, text, headers, applied)
}

export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

export async function jsonBody(http: PlainRequest, emptyAs?: unknown): Promise<unknown> {
  const text = await http.text()
  if (!text.trim() && emptyAs !== undefined) return emptyAs
  try {
    return JSON.parse(text)
  } catch (e) {
    throw err.body('Empty or invalid json', text.trim() ? (e as Error).message : null)
  }
}

export type { QueryParts }
