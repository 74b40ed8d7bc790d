import type { Aggregate } from '../parse/select'

/**
 * An aggregate selected inside a to-one spread (`...rel(col.sum())`). PostgREST applies it at
 * the first level above that is not itself a to-one spread — the top level or an embedded
 * object or array — grouped by that level's other fields, since a to-one spread has one row
 * per parent row and summing that row alone would change nothing.
 */
export interface Hoisted {
  agg: Aggregate
  /** The SQL type its result is cast to (`col.sum()::int`), or null. */
  cast: string | null
}

/** `sum(expr)`, with the result cast when asked. */
export function aggregateSql(agg: Aggregate, expr: string, cast: string | null): string {
  const value = `${agg}(${expr})`
  return cast ? `(${value})::${cast}` : value
}
