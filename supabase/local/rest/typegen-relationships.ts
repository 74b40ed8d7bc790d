import { foreignKeyEdges, viewEdges } from './plan/relationship-graph'
import type { KeyConstraint, SchemaCache } from './schema-cache'
import { viewKeyDeps } from './view-keys'

/** One entry of a table's or view's `Relationships` in generated types. */
export interface TypeRelationship {
  foreignKeyName: string
  columns: string[]
  isOneToOne: boolean
  referencedRelation: string
  referencedColumns: string[]
}

/**
 * postgres-meta's one-to-one: the foreign key's columns, in the key's order, are exactly the
 * columns of a primary or unique key in table order (so a two-column key written in another
 * order than the table's does not count).
 */
function inTableOrder(fk: KeyConstraint, keys: KeyConstraint[]): boolean {
  return keys.some((k) => {
    const sorted = k.attnums
      .map((n, i) => [n, k.columns[i]] as const)
      .sort((a, b) => a[0] - b[0])
      .map(([, c]) => c)
    return sorted.length === fk.columns.length && sorted.every((c, i) => c === fk.columns[i])
  })
}

/**
 * The relationships `supabase gen types` writes for `relation`, as postgres-meta finds them: the
 * foreign keys of the generated schemas' tables, and the same keys carried over to their views
 * (view to table, table to view, view to view; one entry per way a view names the key), each
 * with both ends in `schema`. Ordered by key name, then referenced relation, then referenced
 * columns, in the generator's locale order.
 */
export function typeRelationships(
  cache: SchemaCache,
  schema: string,
  relation: string,
): TypeRelationship[] {
  const base = foreignKeyEdges(cache, (fk) => cache.schemas.includes(fk.schema), inTableOrder)
  return [...base, ...viewEdges(base, viewKeyDeps(cache))]
    .filter((e) => e.from.schema === schema && e.to.schema === schema && e.from.name === relation)
    .map((e) => ({
      foreignKeyName: e.constraint,
      columns: e.pairs.map(([c]) => c),
      isOneToOne: e.oneToOne,
      referencedRelation: e.to.name,
      referencedColumns: e.pairs.map(([, r]) => r),
    }))
    .sort(
      (a, b) =>
        a.foreignKeyName.localeCompare(b.foreignKeyName) ||
        a.referencedRelation.localeCompare(b.referencedRelation) ||
        JSON.stringify(a.referencedColumns).localeCompare(JSON.stringify(b.referencedColumns)),
    )
}
