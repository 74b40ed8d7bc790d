import { RestError } from '../errors'
import { closest } from '../fuzzy'
import { key, type ForeignKey, type SchemaCache, type Table } from '../schema-cache'

export interface Relationship {
  cardinality: 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many'
  toMany: boolean
  fk: ForeignKey
  target: Table
  /** [parent column, target column] equalities (direct relationships). */
  pairs: [string, string][]
  junction: { table: Table; toParent: ForeignKey; toTarget: ForeignKey } | null
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x))
const isUnique = (t: Table, cols: string[]) => sameSet(t.pk, cols) || t.uniques.some((u) => sameSet(u, cols))
const within = (t: Table, cols: string[]) =>
  [t.pk, ...t.uniques].some((k) => k.length > 0 && cols.every((c) => k.includes(c)))

function describe(r: Relationship, parent: Table) {
  const fkText = (fk: ForeignKey) =>
    `${fk.name} using ${fk.table}(${fk.columns.join(', ')}) and ${fk.refTable}(${fk.refColumns.join(', ')})`
  return {
    cardinality: r.cardinality,
    embedding: `${parent.name} with ${r.target.name}`,
    relationship: r.junction
      ? `${r.junction.table.name} using ${fkText(r.junction.toParent)}, ${fkText(r.junction.toTarget)}`
      : fkText(r.fk),
  }
}

/** Finds the one foreign-key relationship `parent → name[!hint]`, as PostgREST resolves embeds: by table, column or constraint name, disambiguated by the hint. */
export function findRelationship(cache: SchemaCache, parent: Table, name: string, hint: string | null): Relationship {
  const schema = parent.schema
  const tableIn = (n: string) => cache.tables.get(key(schema, n))
  const found: Relationship[] = []
  for (const fk of cache.foreignKeys) {
    if (fk.schema !== schema || fk.refSchema !== schema) continue
    const from = fk.table === parent.name
    const to = fk.refTable === parent.name
    // Many-to-one (or one-to-one): the FK is on the parent; the target is named or its FK column is.
    if (from && (fk.refTable === name || (fk.columns.length === 1 && fk.columns[0] === name && !hint))) {
      const target = tableIn(fk.refTable)
      if (target) {
        found.push({
          cardinality: isUnique(parent, fk.columns) ? 'one-to-one' : 'many-to-one', toMany: false, fk, target,
          pairs: fk.columns.map((c, i) => [c, fk.refColumns[i]]), junction: null,
        })
      }
    }
    // One-to-many (or one-to-one): the FK is on the target, pointing at the parent.
    if (to && fk.table === name) {
      const target = tableIn(fk.table)
      if (target) {
        const one = isUnique(target, fk.columns)
        found.push({
          cardinality: one ? 'one-to-one' : 'one-to-many', toMany: !one, fk, target,
          pairs: fk.refColumns.map((c, i) => [c, fk.columns[i]]), junction: null,
        })
      }
    }
  }
  // Many-to-many through a junction whose two FKs are part of one of its keys.
  const target = tableIn(name)
  if (target) {
    for (const j of cache.tables.values()) {
      if (j.schema !== schema) continue
      const fks = cache.foreignKeys.filter((f) => f.schema === schema && f.table === j.name && f.refSchema === schema)
      for (const toParent of fks.filter((f) => f.refTable === parent.name)) {
        for (const toTarget of fks.filter((f) => f.refTable === target.name && f !== toParent)) {
          if (!within(j, [...toParent.columns, ...toTarget.columns])) continue
          found.push({
            cardinality: 'many-to-many', toMany: true, fk: toTarget, target, pairs: [],
            junction: { table: j, toParent, toTarget },
          })
        }
      }
    }
  }

  const matches = hint
    ? found.filter((r) =>
        [r.fk, r.junction?.toParent].some(
          (fk) => fk && (fk.name === hint || (fk.columns.length === 1 && (fk.columns[0] === hint || fk.refColumns[0] === hint))),
        ) || r.junction?.table.name === hint,
      )
    : found
  if (matches.length === 1) return matches[0]
  if (matches.length === 0) {
    const names = [...cache.tables.values()].filter((t) => t.schema === schema).map((t) => t.name)
    const guess = hint ? null : closest(name, names)
    return fail(
      400, 'PGRST200', `Could not find a relationship between '${parent.name}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent.name}' and '${name}'${hint ? ` using the hint '${hint}'` : ''} in the schema '${schema}', but no matches were found.`,
      guess ? `Perhaps you meant '${guess}' instead of '${name}'.` : null,
    )
  }
  // Direct relationships win over many-to-many ones of the same name, as in PostgREST.
  const direct = matches.filter((r) => !r.junction)
  if (direct.length === 1 && !hint) return direct[0]
  const options = matches.map((r) => `'${name}!${r.junction ? r.junction.table.name : r.fk.name}'`)
  return fail(
    300, 'PGRST201', `Could not embed because more than one relationship was found for '${parent.name}' and '${name}'`,
    matches.map((r) => describe(r, parent)),
    `Try changing '${name}' to one of the following: ${options.join(', ')}. Find the desired relationship in the 'details' key.`,
  )
}

function fail(status: number, code: string, message: string, details: unknown, hint: string | null): never {
  throw new RestError(status, code, message, details, hint)
}
