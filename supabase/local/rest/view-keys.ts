import type { KeyConstraint, SchemaCache } from './schema-cache'

/** A schema-qualified relation name. */
export interface RelationName {
  schema: string
  name: string
}

/**
 * A key of a table that a view exposes whole: every column of the key is a column of the view
 * (through the view's column origins). `p` is the table's primary key, `f` a foreign key of the
 * table, `f_ref` a foreign key of another table that references this table's columns.
 * `columns` pairs each key column (in the key's order) with the view columns that show it — a
 * column the view selects twice is shown by both.
 */
export interface ViewKeyDep {
  table: RelationName
  view: RelationName
  constraint: string
  kind: 'p' | 'f' | 'f_ref'
  columns: [string, string[]][]
}

const memo = new WeakMap<SchemaCache, ViewKeyDep[]>()

/** Every key each exposed view carries over from the tables under it. */
export function viewKeyDeps(cache: SchemaCache): ViewKeyDep[] {
  let deps = memo.get(cache)
  if (!deps) memo.set(cache, (deps = derive(cache)))
  return deps
}

function derive(cache: SchemaCache): ViewKeyDep[] {
  // origin table → view → origin column number → the view's columns showing it (nearest first).
  const byOrigin = new Map<
    number,
    Map<number, { view: RelationName; columns: Map<number, string[]> }>
  >()
  const ordered = [...cache.viewLineage].sort((a, b) => a.depth - b.depth || a.column - b.column)
  for (const o of ordered) {
    let views = byOrigin.get(o.originOid)
    if (!views) byOrigin.set(o.originOid, (views = new Map()))
    let entry = views.get(o.viewOid)
    if (!entry)
      views.set(
        o.viewOid,
        (entry = { view: { schema: o.viewSchema, name: o.viewName }, columns: new Map() }),
      )
    const names = entry.columns.get(o.originColumn) ?? []
    if (!names.includes(o.columnName)) names.push(o.columnName)
    entry.columns.set(o.originColumn, names)
  }
  const out: ViewKeyDep[] = []
  const add = (
    c: KeyConstraint,
    kind: ViewKeyDep['kind'],
    relid: number,
    table: RelationName,
    names: string[],
    attnums: number[],
  ) => {
    for (const { view, columns } of byOrigin.get(relid)?.values() ?? []) {
      const shown = attnums.map((n) => columns.get(n))
      // Only a key the view shows whole: part of a key identifies nothing.
      if (shown.every((s) => s !== undefined)) {
        out.push({
          table,
          view,
          constraint: c.name,
          kind,
          columns: names.map((n, i) => [n, shown[i]!]),
        })
      }
    }
  }
  for (const c of cache.constraints) {
    if (c.type === 'u') continue
    add(c, c.type, c.relid, { schema: c.schema, name: c.table }, c.columns, c.attnums)
    if (c.type === 'f')
      add(
        c,
        'f_ref',
        c.refRelid,
        { schema: c.refSchema, name: c.refTable },
        c.refColumns,
        c.refAttnums,
      )
  }
  return out
}

/**
 * Every way of naming a key through a view: one list of view columns per combination, when a
 * key column is shown by more than one view column (the first key column varying slowest).
 */
export function expandViewColumns(dep: ViewKeyDep): string[][] {
  return dep.columns.reduce<string[][]>(
    (acc, [, names]) => acc.flatMap((prefix) => names.map((n) => [...prefix, n])),
    [[]],
  )
}

/**
 * A view's primary key as PostgREST derives it: for each table primary key the view shows whole,
 * the first view column showing each key column.
 */
export function viewPrimaryKey(cache: SchemaCache, schema: string, view: string): string[] {
  return viewKeyDeps(cache)
    .filter((d) => d.kind === 'p' && d.view.schema === schema && d.view.name === view)
    .flatMap((d) => d.columns.map(([, names]) => names[0]))
}
