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

/** PostgREST's description of a candidate in PGRST201's details. */
function describe(r: Relationship, parent: Table) {
  const cols = (names: string[]) => `(${names.join(', ')})`
  return {
    cardinality: r.cardinality,
    embedding: `${parent.name} with ${r.target.name}`,
    relationship: r.junction
      ? `${r.junction.table.name} using ${r.junction.toParent.name}${cols(r.junction.toParent.columns)} and ${r.junction.toTarget.name}${cols(r.junction.toTarget.columns)}`
      : `${r.fk.name} using ${parent.name}${cols(r.pairs.map(([p]) => p))} and ${r.target.name}${cols(r.pairs.map(([, t]) => t))}`,
  }
}

/**
 * Every relationship from `parent`, in PostgREST's order: those through the parent's own
 * foreign keys (many-to-one, or one-to-one when the key is unique), then those through keys
 * pointing at it (one-to-many, or one-to-one), then many-to-many through junction tables whose
 * two foreign keys are part of one of the junction's keys.
 */
function relationshipsOf(cache: SchemaCache, parent: Table): Relationship[] {
  const schema = parent.schema
  const tableIn = (n: string) => cache.tables.get(key(schema, n))
  const fks = cache.foreignKeys.filter((fk) => fk.schema === schema && fk.refSchema === schema)
  const out: Relationship[] = []
  for (const fk of fks.filter((f) => f.table === parent.name)) {
    const target = tableIn(fk.refTable)
    if (target) {
      out.push({
        cardinality: isUnique(parent, fk.columns) ? 'one-to-one' : 'many-to-one', toMany: false, fk, target,
        pairs: fk.columns.map((c, i) => [c, fk.refColumns[i]]), junction: null,
      })
    }
  }
  for (const fk of fks.filter((f) => f.refTable === parent.name)) {
    const target = tableIn(fk.table)
    if (target) {
      const one = isUnique(target, fk.columns)
      out.push({
        cardinality: one ? 'one-to-one' : 'one-to-many', toMany: !one, fk, target,
        pairs: fk.refColumns.map((c, i) => [c, fk.columns[i]]), junction: null,
      })
    }
  }
  for (const j of cache.tables.values()) {
    if (j.schema !== schema) continue
    const own = fks.filter((f) => f.table === j.name)
    for (const toParent of own.filter((f) => f.refTable === parent.name)) {
      for (const toTarget of own.filter((f) => f !== toParent)) {
        const target = tableIn(toTarget.refTable)
        if (!target || !within(j, [...toParent.columns, ...toTarget.columns])) continue
        out.push({ cardinality: 'many-to-many', toMany: true, fk: toTarget, target, pairs: [], junction: { table: j, toParent, toTarget } })
      }
    }
  }
  return out
}

/**
 * The one relationship `parent → name[!hint]` means, as PostgREST's findRel decides. The target
 * names the table, or (without a hint) a foreign key's constraint or its single column on the
 * parent's side; a hint names the constraint, a column on either side, or the junction table.
 * A table referencing itself has two relationships through one key: its name alone means the
 * one-to-many side, its column the many-to-one side, and a hint the column on the other side.
 */
export function findRelationship(cache: SchemaCache, parent: Table, name: string, hint: string | null): Relationship {
  const schema = parent.schema
  const all = relationshipsOf(cache, parent)
  const single = (r: Relationship, side: 0 | 1, value: string) => !r.junction && r.pairs.length === 1 && r.pairs[0][side] === value
  const constraint = (r: Relationship, value: string) => !r.junction && r.fk.name === value
  const matches = all.filter((r) => {
    const self = r.target.name === parent.name
    if (self) {
      if (!hint) return (r.target.name === name && r.cardinality === 'one-to-many') || (single(r, 0, name) && r.cardinality === 'many-to-one')
      return r.target.name === name && r.cardinality === 'one-to-many' && single(r, 1, hint)
    }
    if (!hint) return r.target.name === name || constraint(r, name) || single(r, 0, name)
    return r.target.name === name &&
      (constraint(r, hint) || single(r, 0, hint) || single(r, 1, hint) || r.junction?.table.name === hint)
  })
  if (matches.length === 1) return matches[0]
  if (matches.length === 0) {
    // A likely typo of a table the parent is related to; of the parent itself when it has none.
    const targets = [...new Set(all.map((r) => r.target.name))]
    const guess = all.length ? closest(name, targets.filter((t) => t !== name)) : null
    const parentGuess = all.length ? null : closest(parent.name, [...cache.tables.values()].filter((t) => t.schema === schema && t.name !== parent.name).map((t) => t.name))
    return fail(
      400, 'PGRST200', `Could not find a relationship between '${parent.name}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent.name}' and '${name}'${hint ? ` using the hint '${hint}'` : ''} in the schema '${schema}', but no matches were found.`,
      guess ? `Perhaps you meant '${guess}' instead of '${name}'.` : parentGuess ? `Perhaps you meant '${parentGuess}' instead of '${parent.name}'.` : null,
    )
  }
  const options = matches.map((r) => `'${r.target.name}!${r.junction ? r.junction.table.name : r.fk.name}'`)
  return fail(
    300, 'PGRST201', `Could not embed because more than one relationship was found for '${parent.name}' and '${name}'`,
    matches.map((r) => describe(r, parent)),
    `Try changing '${name}' to one of the following: ${options.join(', ')}. Find the desired relationship in the 'details' key.`,
  )
}

function fail(status: number, code: string, message: string, details: unknown, hint: string | null): never {
  throw new RestError(status, code, message, details, hint)
}
