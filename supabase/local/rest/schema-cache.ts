import { ident } from './ident'
import type { ViewColumnOrigin } from './view-lineage'

/**
 * What PostgREST's schema cache knows, read from pg_catalog for the exposed schemas: relations
 * with their columns and keys, foreign keys, functions and types. Every identifier that ever
 * reaches generated SQL comes from here.
 */
export interface PgType {
  oid: number
  schema: string
  name: string
  /** b base, c composite, d domain, e enum, p pseudo, r range, m multirange */
  kind: string
  category: string
  elem: number
  relid: number
  baseType: number
  enumValues: string[]
}

export interface Column {
  name: string
  typeOid: number
  /** Ready for SQL: a quoted, schema-qualified type name (`"pg_catalog"."int4"`, `…[]`). */
  sqlType: string
  nullable: boolean
  default: string | null
  identity: boolean
  /** GENERATED ALWAYS AS IDENTITY (cannot be written). */
  identityAlways: boolean
  generated: boolean
  comment: string | null
}

export interface Table {
  oid: number
  schema: string
  name: string
  kind: 'table' | 'view' | 'materialized_view' | 'foreign_table' | 'composite'
  /** An ordinary table, not partitioned and without inheriting tables: a ctid names one row. */
  plainHeap: boolean
  columns: Column[]
  colMap: Map<string, Column>
  pk: string[]
  uniques: string[][]
  insertable: boolean
  updatable: boolean
  deletable: boolean
  comment: string | null
}

export interface ForeignKey {
  name: string
  schema: string
  table: string
  columns: string[]
  refSchema: string
  refTable: string
  refColumns: string[]
}

/**
 * A primary key, unique or foreign key constraint of any schema, with column names and numbers
 * in the key's order: a view in an exposed schema carries the keys of the tables it selects
 * from, wherever those live.
 */
export interface KeyConstraint {
  name: string
  type: 'p' | 'u' | 'f'
  relid: number
  schema: string
  table: string
  columns: string[]
  attnums: number[]
  /** Foreign keys only (else 0 and empty): the referenced table and its columns. */
  refRelid: number
  refSchema: string
  refTable: string
  refColumns: string[]
  refAttnums: number[]
  /** A foreign key a partition inherited from its parent table's. */
  inherited: boolean
}

export interface FnArg {
  name: string
  typeOid: number
  sqlType: string
  /** The type as `regtype` prints it ("integer", "text"), which is how PostgREST names it in errors. */
  typeName: string
  mode: 'i' | 'o' | 'b' | 'v' | 't'
  hasDefault: boolean
}

export interface PgFunction {
  oid: number
  schema: string
  name: string
  args: FnArg[]
  /** In-arguments only, in call order. */
  inArgs: FnArg[]
  returnType: number
  retset: boolean
  /**
   * Whether it gives at most one row: not set-returning, or declared `rows 1` (a set-returning
   * function stays inlinable, and PostgREST reads `rows 1` as one row: a to-one relationship).
   */
  singleRow: boolean
  volatility: 'i' | 's' | 'v'
  /** Columns of a composite result (table row type, composite type, or OUT/TABLE params). */
  returnColumns: Column[] | null
  /** The exposed table whose row type this function returns, if any (allows embedding). */
  returnTable: Table | null
  comment: string | null
}

export interface SchemaCache {
  schemas: string[]
  tables: Map<string, Table>
  /** Composite types (`create type … as (…)`) of the exposed schemas. */
  composites: Table[]
  /** Foreign keys of the tables in the exposed schemas. */
  foreignKeys: ForeignKey[]
  /** Key constraints of every schema. */
  constraints: KeyConstraint[]
  /** Column origins of the views in the exposed schemas. */
  viewLineage: ViewColumnOrigin[]
  functions: Map<string, PgFunction[]>
  types: Map<number, PgType>
  typeByName: Map<string, PgType>
  /**
   * Aggregates in `select` (`count()`, `col.sum()`), off unless the authenticator role has
   * `pgrst.db_aggregates_enabled = 'true'` — the in-database setting hosted PostgREST reads.
   */
  aggregatesEnabled: boolean
  /** pg_timezone_names: the zones `Prefer: timezone=` may name. */
  timezones: Set<string>
  /**
   * Each role's own settings (`alter role … set name = value`, the role's `rolconfig`), as
   * PostgREST applies them to a request it runs as that role (its impersonated role settings):
   * only settings any user may change, and not a role's `in database …` settings, which
   * PostgREST does not read either. Settings of the transaction itself (`transaction_*`) are
   * left out, since they cannot change once it has run a query, and so is any value PostgreSQL
   * refuses (`alter role` only warns about some): one bad setting must not fail every request.
   */
  roleSettings: Map<string, RoleSetting[]>
  loadedAt: number
}

export type RoleSetting = { name: string; value: string }

export const key = (schema: string, name: string) => `${schema}\u0000${name}`

export function sqlTypeName(types: Map<number, PgType>, oid: number): string {
  const t = types.get(oid)
  if (!t) return '"pg_catalog"."text"'
  if (t.category === 'A' && t.elem) return sqlTypeName(types, t.elem) + '[]'
  return `${ident(t.schema)}.${ident(t.name)}`
}
