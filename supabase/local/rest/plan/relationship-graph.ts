import { key, type KeyConstraint, type SchemaCache, type Table } from '../schema-cache'
import {
  expandViewColumns,
  viewKeyDeps,
  viewPrimaryKey,
  type RelationName,
  type ViewKeyDep,
} from '../view-keys'
import { computedOf } from './computed'

export type Cardinality = 'one-to-many' | 'many-to-one' | 'one-to-one' | 'many-to-many'

/** One foreign key of a junction: its own columns and the columns they reference. */
export interface JunctionKey {
  name: string
  columns: string[]
  refColumns: string[]
}

export interface Relationship {
  source: Table
  target: Table
  /** Through a key of the source referencing the source itself (or a view of it, to itself). */
  isSelf: boolean
  cardinality: Cardinality
  toMany: boolean
  /** The foreign key's name (empty for many-to-many). */
  constraint: string
  /** [source column, target column] equalities (direct relationships). */
  pairs: [string, string][]
  /** A one-to-one seen from the referenced side. */
  isParent: boolean
  junction: { table: Table; toParent: JunctionKey; toTarget: JunctionKey } | null
  sourceIsView: boolean
  targetIsView: boolean
}

/** A many-to-one (or one-to-one) step through a foreign key, before names are resolved. */
export interface Edge {
  from: RelationName
  to: RelationName
  isSelf: boolean
  oneToOne: boolean
  constraint: string
  pairs: [string, string][]
  fromView: boolean
  toView: boolean
}

type Draft = Omit<Relationship, 'source' | 'target' | 'junction' | 'toMany'> & {
  from: RelationName
  to: RelationName
  junction: { table: RelationName; toParent: JunctionKey; toTarget: JunctionKey } | null
}

const same = (a: RelationName, b: RelationName) => a.schema === b.schema && a.name === b.name
const sameSet = (a: number[], b: number[]) => a.length === b.length && a.every((x) => b.includes(x))

/** PostgREST's one-to-one: the foreign key's columns, as a set, are a primary or unique key. */
const keyColumnsAreUnique = (fk: KeyConstraint, keys: KeyConstraint[]) =>
  keys.some((k) => sameSet(k.attnums, fk.attnums))

/**
 * The foreign keys between tables (those a partition inherited left out), `keep` choosing which;
 * `oneToOne` is given the key and the primary and unique keys of its table.
 */
export function foreignKeyEdges(
  cache: SchemaCache,
  keep: (fk: KeyConstraint) => boolean = () => true,
  oneToOne: (fk: KeyConstraint, keys: KeyConstraint[]) => boolean = keyColumnsAreUnique,
): Edge[] {
  const keys = cache.constraints.filter((c) => c.type !== 'f')
  return cache.constraints
    .filter((c) => c.type === 'f' && !c.inherited && keep(c))
    .map((c) => ({
      from: { schema: c.schema, name: c.table },
      to: { schema: c.refSchema, name: c.refTable },
      isSelf: c.relid === c.refRelid,
      oneToOne: oneToOne(
        c,
        keys.filter((k) => k.relid === c.relid),
      ),
      constraint: c.name,
      pairs: c.columns.map((col, i): [string, string] => [col, c.refColumns[i]]),
      fromView: false,
      toView: false,
    }))
}

/**
 * The same foreign keys carried over to views: a view showing a table's foreign key whole relates
 * to the referenced table; a view showing the referenced columns is referenced by the table; and
 * two such views relate to each other. One relationship for each way the view can name the key.
 */
export function viewEdges(edges: Edge[], deps: ViewKeyDep[]): Edge[] {
  const out: Edge[] = []
  for (const e of edges) {
    const fromViews = deps.filter(
      (d) => d.kind === 'f' && d.constraint === e.constraint && same(d.table, e.from),
    )
    const toViews = deps.filter(
      (d) => d.kind === 'f_ref' && d.constraint === e.constraint && same(d.table, e.to),
    )
    // The edge again with a view on one side or both; a view to itself is a self relationship.
    const viewEdge = (
      from: RelationName,
      to: RelationName,
      pairs: Edge['pairs'],
      fromView: boolean,
      toView: boolean,
    ): Edge => {
      const isSelf = fromView && toView && same(from, to)
      return {
        from,
        to,
        isSelf,
        oneToOne: e.oneToOne,
        constraint: e.constraint,
        pairs,
        fromView,
        toView,
      }
    }
    for (const d of fromViews) {
      for (const cols of expandViewColumns(d)) {
        const pairs = e.pairs.map(([, t], i): [string, string] => [cols[i], t])
        out.push(viewEdge(d.view, e.to, pairs, true, false))
      }
    }
    for (const d of toViews) {
      for (const cols of expandViewColumns(d)) {
        const pairs = e.pairs.map(([s], i): [string, string] => [s, cols[i]])
        out.push(viewEdge(e.from, d.view, pairs, false, true))
      }
    }
    for (const f of fromViews) {
      for (const fromCols of expandViewColumns(f)) {
        for (const t of toViews) {
          for (const toCols of expandViewColumns(t)) {
            const pairs = fromCols.map((c, i): [string, string] => [c, toCols[i]])
            out.push(viewEdge(f.view, t.view, pairs, true, true))
          }
        }
      }
    }
  }
  return out
}

const swap = (pairs: [string, string][]) => pairs.map(([a, b]): [string, string] => [b, a])

/**
 * Many-to-many through a junction (a table or a view) with two many-to-one relationships whose
 * columns all belong to the junction's primary key (a view's key is derived from its tables').
 */
function junctionDrafts(cache: SchemaCache, edges: Edge[]): Draft[] {
  const pkOf = (r: RelationName) => {
    const t = cache.tables.get(key(r.schema, r.name))
    if (!t) return []
    return t.kind === 'view' || t.kind === 'materialized_view'
      ? viewPrimaryKey(cache, r.schema, r.name)
      : t.pk
  }
  const manyToOne = edges.filter((e) => !e.oneToOne)
  const out: Draft[] = []
  for (const a of manyToOne) {
    const pk = pkOf(a.from)
    for (const b of manyToOne) {
      if (!same(a.from, b.from) || a.constraint === b.constraint) continue
      if (![...a.pairs, ...b.pairs].every(([c]) => pk.includes(c))) continue
      out.push({
        from: a.to,
        to: b.to,
        isSelf: same(a.to, b.to),
        cardinality: 'many-to-many',
        constraint: '',
        pairs: [],
        isParent: false,
        junction: {
          table: a.from,
          toParent: {
            name: a.constraint,
            columns: a.pairs.map(([j]) => j),
            refColumns: a.pairs.map(([, p]) => p),
          },
          toTarget: {
            name: b.constraint,
            columns: b.pairs.map(([j]) => j),
            refColumns: b.pairs.map(([, t]) => t),
          },
        },
        sourceIsView: a.toView,
        targetIsView: b.toView,
      })
    }
  }
  return out
}

/** Each foreign-key step both ways: many-to-one and its one-to-many, or one-to-one from each side. */
function directDrafts(edges: Edge[]): Draft[] {
  // One direction of a step: as the key points (`back` false), or from the referenced side.
  const step = (e: Edge, back: boolean): Draft => ({
    from: back ? e.to : e.from,
    to: back ? e.from : e.to,
    isSelf: e.isSelf,
    cardinality: e.oneToOne ? 'one-to-one' : back ? 'one-to-many' : 'many-to-one',
    constraint: e.constraint,
    pairs: back ? swap(e.pairs) : e.pairs,
    isParent: back && e.oneToOne,
    junction: null,
    sourceIsView: back ? e.toView : e.fromView,
    targetIsView: back ? e.fromView : e.toView,
  })
  return [...edges.map((e) => step(e, false)), ...edges.map((e) => step(e, true))]
}

const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
const names = (a: RelationName, b: RelationName) => text(a.schema, b.schema) || text(a.name, b.name)
const flags = (a: boolean, b: boolean) => Number(a) - Number(b)
function lists<T>(a: T[], b: T[], item: (x: T, y: T) => number): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const c = item(a[i], b[i])
    if (c) return c
  }
  return a.length - b.length
}
const pairList = (a: [string, string][], b: [string, string][]) =>
  lists(a, b, (x, y) => text(x[0], y[0]) || text(x[1], y[1]))
const RANK: Record<Cardinality, number> = {
  'one-to-many': 0,
  'many-to-one': 1,
  'one-to-one': 2,
  'many-to-many': 3,
}

/**
 * PostgREST's order of relationships (the derived order of its Relationship type): source,
 * target, self or not, then the kind (one-to-many, many-to-one, one-to-one, many-to-many) with
 * the key's name and columns (a junction by its table, keys and columns), then whether each
 * side is a view. Ambiguity errors list candidates in this order.
 */
function compare(a: Draft, b: Draft): number {
  const junction = () => {
    const x = a.junction!
    const y = b.junction!
    const zipped = (k: JunctionKey) =>
      k.refColumns.map((c, i): [string, string] => [c, k.columns[i]])
    return (
      names(x.table, y.table) ||
      text(x.toParent.name, y.toParent.name) ||
      text(x.toTarget.name, y.toTarget.name) ||
      pairList(zipped(x.toParent), zipped(y.toParent)) ||
      pairList(zipped(x.toTarget), zipped(y.toTarget))
    )
  }
  const kind =
    a.junction && b.junction
      ? junction()
      : text(a.constraint, b.constraint) ||
        pairList(a.pairs, b.pairs) ||
        flags(a.isParent, b.isParent)
  return (
    names(a.from, b.from) ||
    names(a.to, b.to) ||
    flags(a.isSelf, b.isSelf) ||
    RANK[a.cardinality] - RANK[b.cardinality] ||
    kind ||
    flags(a.sourceIsView, b.sourceIsView) ||
    flags(a.targetIsView, b.targetIsView)
  )
}

const memo = new WeakMap<SchemaCache, Map<string, Relationship[]>>()

/**
 * Every relationship PostgREST derives, by source relation (targets in the source's schema), in
 * its order. A computed relationship named like a target table replaces the relationships to it.
 */
export function relationshipsBySource(cache: SchemaCache): Map<string, Relationship[]> {
  let bySource = memo.get(cache)
  if (!bySource) memo.set(cache, (bySource = build(cache)))
  return bySource
}

function build(cache: SchemaCache): Map<string, Relationship[]> {
  const base = foreignKeyEdges(cache)
  const edges = [...base, ...viewEdges(base, viewKeyDeps(cache))]
  const drafts = [...directDrafts(edges), ...junctionDrafts(cache, edges)].sort(compare)
  const table = (r: RelationName) => cache.tables.get(key(r.schema, r.name))
  const out = new Map<string, Relationship[]>()
  for (const d of drafts) {
    const source = table(d.from)
    const target = table(d.to)
    const junction = d.junction && table(d.junction.table)
    if (!source || !target || source.schema !== target.schema || (d.junction && !junction)) continue
    if (computedOf(cache, source).relations.get(target.name)?.schema === target.schema) continue
    const rel: Relationship = {
      source,
      target,
      isSelf: d.isSelf,
      cardinality: d.cardinality,
      toMany: d.cardinality === 'one-to-many' || d.cardinality === 'many-to-many',
      constraint: d.constraint,
      pairs: d.pairs,
      isParent: d.isParent,
      sourceIsView: d.sourceIsView,
      targetIsView: d.targetIsView,
      junction: d.junction && junction ? { ...d.junction, table: junction } : null,
    }
    const k = key(source.schema, source.name)
    const list = out.get(k)
    if (list) list.push(rel)
    else out.set(k, [rel])
  }
  return out
}
