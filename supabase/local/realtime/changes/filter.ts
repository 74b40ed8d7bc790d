/**
 * A postgres_changes filter, `column=op.value`, with the operators hosted Realtime accepts:
 * eq, neq, lt, lte, gt, gte and in (`in.(a,b,"c d")`).
 */
export type Op = 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in'

export interface Filter {
  column: string
  op: Op
  values: string[]
}

const OPS = new Set<Op>(['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in'])

/** The filter, or an error message for the subscription. */
export function parseFilter(text: string): Filter | string {
  const m = /^([^=]+)=([a-z]+)\.(.*)$/s.exec(text)
  if (!m || !OPS.has(m[2] as Op)) return `Error parsing \`filter\` params: ${text}`
  const [, column, op, raw] = m
  if (op !== 'in') return { column, op: op as Op, values: [raw] }
  const list = /^\((.*)\)$/s.exec(raw)
  if (!list) return `Error parsing \`filter\` params: ${text}`
  return { column, op: 'in', values: splitList(list[1]) }
}

function splitList(text: string): string[] {
  const out: string[] = []
  const re = /\s*(?:"((?:[^"\\]|\\.)*)"|([^,]*))\s*(?:,|$)/gy
  let m: RegExpExecArray | null
  while (re.lastIndex < text.length && (m = re.exec(text))) {
    out.push(m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : m[2].trim())
    if (m[0] === '') break
  }
  return out
}

const NUMERIC = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid'])

/**
 * Whether a row value passes. Values compare as the column's type would for numbers and
 * booleans; everything else compares as text (ISO timestamps and uuids order correctly so).
 * A NULL value passes no operator, as in SQL.
 */
export function matches(filter: Filter, value: unknown, type: string | undefined): boolean {
  if (value === null || value === undefined) return false
  const cmp = (want: string): number => {
    if (type && NUMERIC.has(type)) return Math.sign(Number(value) - Number(want))
    const have = typeof value === 'object' ? JSON.stringify(value) : String(value)
    return have === want ? 0 : have < want ? -1 : 1
  }
  switch (filter.op) {
    case 'eq':
      return cmp(filter.values[0]) === 0
    case 'neq':
      return cmp(filter.values[0]) !== 0
    case 'lt':
      return cmp(filter.values[0]) < 0
    case 'lte':
      return cmp(filter.values[0]) <= 0
    case 'gt':
      return cmp(filter.values[0]) > 0
    case 'gte':
      return cmp(filter.values[0]) >= 0
    case 'in':
      return filter.values.some((v) => cmp(v) === 0)
  }
}
