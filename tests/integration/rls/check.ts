/**
 * Turns a matrix case into a verdict, whatever ran it: both runners hand over the rows that
 * came back (or the error) and this decides pass or fail with a readable reason.
 */
import { keyOf, type Case, type Value } from './matrix'

export type Outcome =
  { rows: Record<string, unknown>[] } | { error: { code?: string; message: string } }

/** Replaces '@name' strings (also inside arrays) by refs[name]. */
export function resolve<T>(value: T, refs: Record<string, string>): T {
  if (typeof value === 'string' && value.startsWith('@')) {
    const r = refs[value.slice(1)]
    if (!r) throw new Error(`unknown reference ${value}`)
    return r as T
  }
  if (Array.isArray(value)) return value.map((v) => resolve(v, refs)) as T
  return value
}

export function resolveRecord(
  rec: Record<string, Value> | undefined,
  refs: Record<string, string>,
) {
  return Object.fromEntries(Object.entries(rec ?? {}).map(([k, v]) => [k, resolve(v, refs)]))
}

export function describeCase(c: Case): string {
  const what = c.op === 'rpc' ? `rpc ${c.table}(${JSON.stringify(c.args)})` : `${c.op} ${c.table}`
  const where = c.match ? ` where ${JSON.stringify(c.match)}` : ''
  const cols = c.columns ? ` [${c.columns.join(',')}]` : ''
  const vals = c.values ? ` ${JSON.stringify(c.values)}` : ''
  const exp = JSON.stringify(c.expect)
  return `${c.actor}: ${what}${cols}${where}${vals} → ${exp}${c.note ? ` (${c.note})` : ''}`
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** Returns null when the outcome satisfies the case, else what went wrong. */
export function verdict(c: Case, outcome: Outcome, refs: Record<string, string>): string | null {
  const e = c.expect
  if ('error' in outcome) {
    if (!e.error) return `unexpected error ${outcome.error.code}: ${outcome.error.message}`
    const codes = e.error.split('|')
    return codes.includes(outcome.error.code ?? '')
      ? null
      : `expected error ${e.error}, got ${outcome.error.code}: ${outcome.error.message}`
  }
  const rows = outcome.rows
  if (e.error && !(e.count === 0 && rows.length === 0)) {
    return `expected refusal ${e.error}, got ${rows.length} row(s)`
  }
  if (e.count !== undefined && rows.length !== e.count)
    return `expected ${e.count} row(s), got ${rows.length}`
  if (e.min !== undefined && rows.length < e.min)
    return `expected at least ${e.min} row(s), got ${rows.length}`
  const key = keyOf(c.table)
  const keys = new Set(rows.map((r) => String(r[key])))
  for (const k of resolve(e.includes ?? [], refs)) if (!keys.has(k)) return `missing row ${k}`
  for (const k of resolve(e.excludes ?? [], refs))
    if (keys.has(k)) return `row ${k} must not be visible`
  for (const [col, want] of Object.entries(e.every ?? {})) {
    const allowed = (Array.isArray(want) && !['disabilities'].includes(col) ? want : [want]).map(
      (w) => resolve(w, refs),
    )
    const bad = rows.find((r) => !allowed.some((w) => same(r[col], w)))
    if (bad)
      return `row ${String(bad[key])} has ${col} = ${JSON.stringify(bad[col])}, expected ${JSON.stringify(allowed)}`
  }
  return null
}

/** Columns a select case needs: its own list, else the key plus what `every` checks. */
export function selectColumns(c: Case): string[] {
  if (c.columns) return c.columns
  return [...new Set([keyOf(c.table), ...Object.keys(c.expect.every ?? {})])]
}
