import type { PlainResponse } from '../http/plain'
import { RestError } from './errors'
import type { ResultFormat } from './parse/request'

export const JSON_TYPE = 'application/json; charset=utf-8'
const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8'
const CSV_TYPE = 'text/csv; charset=utf-8'
const ARRAY_STRIPPED_TYPE = 'application/vnd.pgrst.array+json;nulls=stripped; charset=utf-8'
const OBJECT_STRIPPED_TYPE = 'application/vnd.pgrst.object+json;nulls=stripped; charset=utf-8'

export function errorResponse(e: RestError): PlainResponse {
  return {
    status: e.status,
    headers: { 'Content-Type': JSON_TYPE, ...e.headers },
    body: JSON.stringify(e.body()),
  }
}

/** `0-9/*`, `0-24/57`, `*\/0` (RangeQuery.contentRangeH). */
export function contentRange(offset: number, n: number, total: number | null): string {
  const t = total === null ? '*' : String(total)
  return n > 0 ? `${offset}-${offset + n - 1}/${t}` : `*/${t}`
}

/** 200, 206 for a partial range with a known total, 416 past the end. */
export function rangeStatus(offset: number, n: number, total: number | null): number {
  if (total === null) return 200
  if (offset > total) return 416
  return n < total ? 206 : 200
}

export function rangeError(offset: number, total: number) {
  return new RestError(
    416,
    'PGRST103',
    'Requested range not satisfiable',
    `An offset of ${offset} was requested, but there are only ${total} rows.`,
    null,
    { 'Content-Range': `*/${total}` },
  )
}

/** The body in the requested format (object: exactly one row); CSV comes from SQL as it is sent. */
export function formatBody(
  body: string,
  n: number,
  format: ResultFormat,
  stripNulls = false,
): { text: string; type: string } {
  void n
  if (format === 'csv') return { text: body, type: CSV_TYPE }
  const text = stripNulls ? JSON.stringify(withoutNulls(JSON.parse(body))) : body
  if (format === 'object')
    return { text: text.slice(1, -1).trim(), type: stripNulls ? OBJECT_STRIPPED_TYPE : OBJECT_TYPE }
  return { text, type: stripNulls ? ARRAY_STRIPPED_TYPE : JSON_TYPE }
}

/** What json_strip_nulls does: every object field whose value is null goes, at any depth. */
function withoutNulls(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(withoutNulls)
  if (v === null || typeof v !== 'object') return v
  return Object.fromEntries(
    Object.entries(v)
      .filter(([, x]) => x !== null)
      .map(([k, x]) => [k, withoutNulls(x)]),
  )
}

/** The answer; for HEAD the front door sends the GET's headers and no body. */
export function send(
  status: number,
  body: string | null,
  headers: Record<string, string>,
  applied: string | null,
): PlainResponse {
  if (applied) headers['Preference-Applied'] = applied
  return { status, headers, body }
}
